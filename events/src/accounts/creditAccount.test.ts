import { describe, expect, it } from 'vitest';
import { type Actor, systemActor } from '../messages';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type CreditEvent,
  creditAccountDecider,
  creditDelta,
  type GrantCredits,
  type GrantReason,
  MAX_CREDITS_PER_MOVEMENT,
  type PurchaseCredits,
  type RefundCredits,
  type SpendCredits,
} from './creditAccount';

const given = deciderSpec(creditAccountDecider);

const at = '2026-11-23T20:00:00.000Z';
const admin: Actor = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' };
const tournament1 = '00000000-0000-4000-8000-0000000000f1';
const tournament2 = '00000000-0000-4000-8000-0000000000f2';

const grant = (amount: number, reason: GrantReason = 'bonus', actor: Actor = admin) =>
  command<GrantCredits>('GrantCredits', { amount, reason }, { actor, at });
const spend = (amount: number, tournamentId = tournament1) =>
  command<SpendCredits>(
    'SpendCredits',
    { amount, tournamentId, tournamentName: 'Super 8 de sábado' },
    { at },
  );
const refund = (tournamentId = tournament1) =>
  command<RefundCredits>('RefundCredits', { tournamentId }, { at });

const granted = (amount: number): CreditEvent => ({
  type: 'CreditsGranted',
  data: { amount, reason: 'bonus', note: null, grantedBy: admin.id!, at },
});
const purchased = (amount: number): CreditEvent => ({
  type: 'CreditsPurchased',
  data: { amount, paymentId: 'pay_1', amountCents: amount * 1000, currency: 'BRL', at },
});
const rewarded = (amount: number): CreditEvent => ({
  type: 'ReferralRewarded',
  data: { amount, referredUserId: '00000000-0000-4000-8000-00000000000b', at },
});
const spent = (amount: number, tournamentId = tournament1): CreditEvent => ({
  type: 'CreditsSpent',
  data: { amount, tournamentId, tournamentName: 'Super 8 de sábado', at },
});
const refunded = (amount: number, tournamentId = tournament1): CreditEvent => ({
  type: 'CreditsRefunded',
  data: { amount, tournamentId, at },
});

describe('GrantCredits', () => {
  it('keeps the administrator’s own words as the grant’s note', () => {
    given([])
      .when(
        command<GrantCredits>(
          'GrantCredits',
          { amount: 2, reason: 'other', note: 'Cortesia' },
          { actor: admin, at },
        ),
      )
      .then([
        {
          type: 'CreditsGranted',
          data: { amount: 2, reason: 'other', note: 'Cortesia', grantedBy: admin.id!, at },
        },
      ]);
  });
  it('grants the amount for its reason, recorded under the granting actor and the command’s time', () => {
    given([])
      .when(grant(5, 'promotional'))
      .then([
        {
          type: 'CreditsGranted',
          data: { amount: 5, reason: 'promotional', note: null, grantedBy: admin.id!, at },
        },
      ]);
  });

  it('records a grant by Rodada itself under the process’s name', () => {
    given([])
      .when(grant(3, 'other', systemActor('referrals')))
      .then([
        {
          type: 'CreditsGranted',
          data: { amount: 3, reason: 'other', note: null, grantedBy: 'referrals', at },
        },
      ]);
  });

  it('records a grant by an actor without an id under the actor’s kind', () => {
    given([])
      .when(grant(1, 'correction', { kind: 'anonymous', id: null }))
      .then([
        {
          type: 'CreditsGranted',
          data: { amount: 1, reason: 'correction', note: null, grantedBy: 'anonymous', at },
        },
      ]);
  });

  it('accepts any whole amount from 1 to 999', () => {
    given([])
      .when(grant(1))
      .then([granted(1)]);
    given([])
      .when(grant(MAX_CREDITS_PER_MOVEMENT))
      .then([granted(999)]);
  });

  it('refuses an amount below 1, above 999 or not whole (credits.invalidAmount)', () => {
    for (const amount of [0, -1, 1000, 1.5, Number.NaN]) {
      given([]).when(grant(amount)).thenThrows('credits.invalidAmount', { min: 1, max: 999 });
    }
  });

  it('grants again on every command: grants are never deduplicated by amount or reason', () => {
    given([granted(5)])
      .when(grant(5))
      .then([granted(5)]);
  });
});

describe('SpendCredits', () => {
  it('charges a tournament what it costs, naming it, at the command’s time', () => {
    given([granted(5)])
      .when(spend(2))
      .then([spent(2)]);
  });

  it('may spend the whole balance', () => {
    given([granted(2)])
      .when(spend(2))
      .then([spent(2)]);
  });

  it('counts purchases, referral rewards and refunds as credits to spend', () => {
    given([purchased(3), rewarded(1), spent(2, tournament2), refunded(2, tournament2)])
      .when(spend(4))
      .then([spent(4)]);
  });

  it('never lets the balance go below zero (credits.insufficient with what is required and available)', () => {
    given([]).when(spend(1)).thenThrows('credits.insufficient', { required: 1, available: 0, count: 1 });
    given([granted(3), spent(2, tournament2)])
      .when(spend(2))
      .thenThrows('credits.insufficient', { required: 2, available: 1 });
  });

  it('charges a tournament once, however often the spend is retried (even with no credits left)', () => {
    given([granted(1), spent(1)])
      .when(spend(1))
      .thenNothing();
  });

  it('never charges a tournament again once its charge was refunded (tournament.creationAbandoned)', () => {
    given([granted(5), spent(2), refunded(2)])
      .when(spend(2))
      .thenThrows('tournament.creationAbandoned');
  });

  it('charges another tournament as usual after one was refunded', () => {
    given([granted(2), spent(2), refunded(2)])
      .when(spend(2, tournament2))
      .then([spent(2, tournament2)]);
  });
});

describe('PurchaseCredits', () => {
  const purchase = (amount: number, paymentId = 'pay_1') =>
    command<PurchaseCredits>(
      'PurchaseCredits',
      { amount, paymentId, amountCents: amount * 1000, currency: 'BRL' },
      { at },
    );
  it('credits a paid purchase of any whole amount from 1 to 999', () => {
    given([])
      .when(purchase(1))
      .then([purchased(1)]);
    given([])
      .when(purchase(MAX_CREDITS_PER_MOVEMENT))
      .then([purchased(999)]);
  });
  it('refuses an amount below 1, above 999 or not whole (credits.invalidAmount)', () => {
    for (const amount of [0, -1, 1000, 1.5, Number.NaN]) {
      given([]).when(purchase(amount)).thenThrows('credits.invalidAmount', { min: 1, max: 999 });
    }
  });
  it('credits a payment once: the same payment again decides nothing', () => {
    given([purchased(5)])
      .when(purchase(5))
      .thenNothing();
    given([purchased(5)])
      .when(purchase(5, 'pay_2'))
      .then([{ ...purchased(5), data: { ...purchased(5).data, paymentId: 'pay_2' } } as CreditEvent]);
  });
});

describe('RefundCredits', () => {
  it('refunds exactly what the tournament was charged', () => {
    given([granted(5), spent(2), spent(1, tournament2)])
      .when(refund())
      .then([refunded(2)]);
  });

  it('decides nothing for a tournament that was never charged', () => {
    given([granted(5), spent(2, tournament2)])
      .when(refund())
      .thenNothing();
  });

  it('refunds once: a repeated refund decides nothing', () => {
    given([granted(5), spent(2), refunded(2)])
      .when(refund())
      .thenNothing();
  });
});

describe('the balance', () => {
  it('moves by each event’s signed amount: spends take away, everything else adds', () => {
    expect([granted(4), purchased(3), rewarded(2), refunded(1), spent(5)].map(creditDelta)).toEqual([
      4, 3, 2, 1, -5,
    ]);
  });

  it('remembers that the account ever had credits, also once they are all spent', () => {
    const { evolve, initialState } = creditAccountDecider;
    expect(initialState().everHadCredits).toBe(false);
    expect([granted(1), spent(1)].reduce(evolve, initialState())).toMatchObject({
      balance: 0,
      everHadCredits: true,
    });
  });
});
