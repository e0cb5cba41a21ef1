import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec';
import { type CreditEvent, creditAccountDecider } from './creditAccount';

const given = deciderSpec(creditAccountDecider);
const now = new Date('2026-11-23T12:00:00.000Z');
const at = now.toISOString();
const granted = (amount: number): CreditEvent => ({
  type: 'CreditsGranted',
  data: { amount, reason: 'bonus', grantedBy: 'admin', at },
});
const spent = (amount: number, tournamentId = 't1'): CreditEvent => ({
  type: 'CreditsSpent',
  data: { amount, tournamentId, tournamentName: 'Super 8', at },
});

describe('credit account', () => {
  it('grants credits for a reason', () => {
    given([])
      .when({ type: 'GrantCredits', amount: 5, reason: 'promotional', by: 'admin', now })
      .thenEmits([
        { type: 'CreditsGranted', data: { amount: 5, reason: 'promotional', grantedBy: 'admin', at } },
      ]);
  });

  it('refuses a grant outside 1..999', () => {
    given([])
      .when({ type: 'GrantCredits', amount: 0, reason: 'bonus', by: 'a', now })
      .thenThrows('credits.invalidAmount');
    given([])
      .when({ type: 'GrantCredits', amount: 1000, reason: 'bonus', by: 'a', now })
      .thenThrows('credits.invalidAmount');
    given([])
      .when({ type: 'GrantCredits', amount: 1.5, reason: 'bonus', by: 'a', now })
      .thenThrows('credits.invalidAmount');
  });

  it('spends what the balance covers', () => {
    given([granted(2)])
      .when({ type: 'SpendCredits', amount: 2, tournamentId: 't1', tournamentName: 'Super 8', now })
      .thenEmits([spent(2)]);
  });

  it('never lets the balance go below zero', () => {
    given([granted(1), spent(1, 't0')])
      .when({ type: 'SpendCredits', amount: 1, tournamentId: 't1', tournamentName: 'Super 8', now })
      .thenThrows('credits.insufficient', { required: 1, available: 0 });
  });

  it('charges a tournament once however often the spend is retried', () => {
    given([granted(5), spent(1)])
      .when({ type: 'SpendCredits', amount: 1, tournamentId: 't1', tournamentName: 'Super 8', now })
      .thenEmits([]);
  });

  it('never charges a tournament again once its charge was refunded', () => {
    given([granted(5), spent(2), { type: 'CreditsRefunded', data: { amount: 2, tournamentId: 't1', at } }])
      .when({ type: 'SpendCredits', amount: 2, tournamentId: 't1', tournamentName: 'Super 8', now })
      .thenThrows('tournament.creationAbandoned');
  });

  it('refunds exactly what a tournament was charged, once', () => {
    given([granted(5), spent(2)])
      .when({ type: 'RefundCredits', tournamentId: 't1', now })
      .thenEmits([{ type: 'CreditsRefunded', data: { amount: 2, tournamentId: 't1', at } }]);
    given([granted(5), spent(2), { type: 'CreditsRefunded', data: { amount: 2, tournamentId: 't1', at } }])
      .when({ type: 'RefundCredits', tournamentId: 't1', now })
      .thenEmits([]);
  });
});
