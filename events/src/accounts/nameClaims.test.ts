import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type ClaimName,
  claimOutlivedGrace,
  initialNameClaim,
  nameClaimDecider,
  ORPHAN_CLAIM_GRACE_MS,
  type TakeOverClaim,
} from './nameClaims';
import { type AbandonRegistration, type RegisterUser, userDecider } from './userDecider';
import { type ClaimEvent, newUserId, type UserEvent } from './userEvents';

const at = '2026-11-23T20:00:00.000Z';
const ana = '00000000-0000-4000-8000-0000000000a1';
const bia = '00000000-0000-4000-8000-0000000000b2';
const caio = '00000000-0000-4000-8000-0000000000c3';

const claim = (userId: string) => command<ClaimName>('ClaimName', { userId }, { at });
const takeOver = (userId: string, fromUserId: string) =>
  command<TakeOverClaim>('TakeOverClaim', { userId, fromUserId }, { at });
const claimed = (userId: string, when: string | null = at): ClaimEvent => ({
  type: 'Claimed',
  data: { userId, at: when },
});
const takenOver = (userId: string, fromUserId: string, when = at): ClaimEvent => ({
  type: 'ClaimTakenOver',
  data: { userId, fromUserId, at: when },
});

describe('a unique name (an e-mail address, a referral code)', () => {
  const given = deciderSpec(nameClaimDecider);

  it('is claimed while free, recording when', () => {
    given([])
      .when(claim(ana))
      .then([claimed(ana)]);
  });

  it('is already its holder’s when the same user claims it again (a repeated registration)', () => {
    given([claimed(ana)])
      .when(claim(ana))
      .thenNothing();
    given([claimed(ana), takenOver(bia, ana)])
      .when(claim(bia))
      .thenNothing();
  });

  it('is refused to anyone else while it is held', () => {
    given([claimed(ana)])
      .when(claim(bia))
      .thenThrows('claim.taken');
    given([claimed(ana), takenOver(bia, ana)])
      .when(claim(ana))
      .thenThrows('claim.taken');
  });

  it('moves from a holder whose registration was closed to the registration taking it over', () => {
    given([claimed(ana)])
      .when(takeOver(bia, ana))
      .then([takenOver(bia, ana)]);
    given([claimed(ana), takenOver(bia, ana)])
      .when(takeOver(caio, bia))
      .then([takenOver(caio, bia)]);
  });

  it('moves once: a takeover from a holder that is no longer the holder is refused', () => {
    given([claimed(ana), takenOver(bia, ana)])
      .when(takeOver(caio, ana))
      .thenThrows('claim.taken');
    given([claimed(ana), takenOver(bia, ana)])
      .when(takeOver(bia, ana))
      .thenNothing();
  });

  it('is left to a holder without a user for the grace period, measured from when it was taken', () => {
    const state = [claimed(ana, at)].reduce(nameClaimDecider.evolve, initialNameClaim());
    const later = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
    expect(claimOutlivedGrace(state, later(ORPHAN_CLAIM_GRACE_MS - 1))).toBe(false);
    expect(claimOutlivedGrace(state, later(ORPHAN_CLAIM_GRACE_MS))).toBe(true);
    expect(claimOutlivedGrace(state, later(200), 200)).toBe(true);
    const movedLater = [claimed(ana, at), takenOver(bia, ana, later(10_000))].reduce(
      nameClaimDecider.evolve,
      initialNameClaim(),
    );
    expect(claimOutlivedGrace(movedLater, later(12_000))).toBe(false);
  });

  it('of unknown age (claimed before claims were dated) has had its grace period', () => {
    const state = [claimed(ana, null)].reduce(nameClaimDecider.evolve, initialNameClaim());
    expect(claimOutlivedGrace(state, at)).toBe(true);
  });
});

describe('a registration that never wrote its user', () => {
  const given = deciderSpec(userDecider);
  const registrationId = '00000000-0000-4000-8000-00000000a001';
  const userId = newUserId(registrationId);
  const abandon = () => command<AbandonRegistration>('AbandonRegistration', { userId }, { at });
  const abandoned: UserEvent = { type: 'UserRegistrationAbandoned', data: { userId, at } };
  const register = () =>
    command<RegisterUser>(
      'RegisterUser',
      {
        email: 'ana@example.com',
        name: 'Ana',
        passwordHash: 'hash',
        referralCode: 'ABCDEFGH',
        referredBy: null,
        isAdmin: false,
        userType: 'Usuário',
      },
      { commandId: registrationId, at, actor: { kind: 'anonymous', id: null } },
    );
  const registered = (): UserEvent => ({
    type: 'UserRegistered',
    data: {
      userId,
      email: 'ana@example.com',
      name: 'Ana',
      passwordHash: 'hash',
      referralCode: 'ABCDEFGH',
      referredBy: null,
      isAdmin: false,
      userType: 'Usuário',
      registeredAt: at,
    },
  });

  it('is closed while its stream is empty', () => {
    given([]).when(abandon()).then([abandoned]);
  });

  it('stays closed: closing again changes nothing', () => {
    given([abandoned]).when(abandon()).thenNothing();
  });

  it('can no longer write its user once closed (a slow registration loses its address)', () => {
    given([abandoned]).when(register()).thenThrows('auth.registrationAbandoned');
  });

  it('cannot be closed once its user is written: the registration completed', () => {
    given([registered()]).when(abandon()).thenNothing();
  });
});
