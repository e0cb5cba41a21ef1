import { describe, expect, it } from 'vitest';
import { emailClaimStreams, referralCodeStreams, UserRegisteredData } from './userEvents';

const userId = '00000000-0000-4000-8000-0000000000a1';
const registered = {
  userId,
  email: 'ana@rodada.test',
  name: 'Ana',
  passwordHash: 'hash',
  referralCode: 'ANA123',
  referredBy: null,
  isAdmin: false,
  userType: 'Usuário',
  registeredAt: '2026-11-28T10:00:00.000Z',
};

describe('UserRegistered', () => {
  it('records the versions of the terms and the privacy policy accepted, 20 characters each at most', () => {
    const consent = { terms: '2026-11-28', privacy: '2026-11-28' };
    expect(UserRegisteredData.parse({ ...registered, consent }).consent).toEqual(consent);
    expect(
      UserRegisteredData.parse({ ...registered, consent: { terms: 'x'.repeat(20), privacy: 'y' } }).consent,
    ).toEqual({ terms: 'x'.repeat(20), privacy: 'y' });
    for (const refused of [
      { terms: 'x'.repeat(21), privacy: '2026-11-28' },
      { terms: '2026-11-28', privacy: 'y'.repeat(21) },
      { terms: '2026-11-28' },
      {},
    ]) {
      expect(UserRegisteredData.safeParse({ ...registered, consent: refused }).success).toBe(false);
    }
  });

  it('reads a registration stored before consent was recorded (or an account made for someone)', () => {
    expect(UserRegisteredData.parse(registered).consent).toBeUndefined();
  });
});

describe('claim streams (e-mail addresses and referral codes)', () => {
  for (const kind of [emailClaimStreams, referralCodeStreams]) {
    it(`${kind.name}: a Claimed v1 reads as claimed at an unknown time`, () => {
      expect(kind.upcast({ name: 'Claimed', version: 1, data: { userId } })).toEqual({
        name: 'Claimed',
        version: 2,
        data: { userId, at: null },
      });
    });

    it(`${kind.name}: an event stored under its bare name only gains its version 1, whatever its name`, () => {
      for (const name of ['Claimed', 'ClaimTakenOver']) {
        const data = { userId, fromUserId: userId, at: '2026-11-28T10:00:00.000Z' };
        expect(kind.upcast({ name, version: 0, data })).toEqual({ name, version: 1, data });
      }
    });

    it(`${kind.name}: another event's version 1 has no upcaster`, () => {
      expect(() => kind.upcast({ name: 'ClaimTakenOver', version: 1, data: { userId } })).toThrow(
        'no upcaster from ClaimTakenOver v1',
      );
    });
  }
});
