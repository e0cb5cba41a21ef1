import { describe, expect, it } from 'vitest';
import { creditAccountStream } from './accounts/creditAccount';
import { emailClaimStream, referralCodeStream, userStream } from './accounts/userEvents';
import type { RecordedEvent } from './eventStore';
import { drawSchedule } from './formats';
import type { DomainEvent } from './messages';
import {
  ADMIN_BOOTSTRAP_STREAM,
  commandOutcomeStream,
  DEMO_SEED_STREAM,
  decodeRecorded,
  encodeFor,
  isCreditEvent,
  isTournamentEvent,
  isUserEvent,
  STREAM_KINDS,
  streamKindOf,
} from './streams';
import { tournamentCodeStream } from './tablet/tournamentCodeEvents';
import { type TournamentEvent, tournamentStream } from './tournaments/tournamentEvents';
import {
  created,
  createSuperGroups,
  entries,
  superFinal,
  superGroups16,
} from './tournaments/tournamentsTestKit';

const id = '00000000-0000-4000-8000-0000000000a1';
const other = '00000000-0000-4000-8000-0000000000b2';
const at = '2026-11-23T20:00:00.000Z';
const oldMatchId = (i: number) => `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`;

/** Stores an event as an adapter would, then reads it back. */
function roundTrip(streamId: string, event: DomainEvent) {
  const { type, data } = encodeFor(streamId, event);
  const recorded: RecordedEvent = {
    id: other,
    streamId,
    revision: 0n,
    position: { commit: 1n, prepare: 1n },
    type,
    data: JSON.parse(JSON.stringify(data)),
    metadata: {},
    createdAt: new Date(at),
  };
  return decodeRecorded(recorded);
}

/** Events of every stream kind, each as its catalogue's current version must read it back. */
const samples = (): readonly [string, DomainEvent][] => [
  ...(['Usuário', 'Quadra'] as const).map((userType): [string, DomainEvent] => [
    userStream(id),
    {
      type: 'UserRegistered',
      data: {
        userId: id,
        email: 'ana@example.com',
        name: 'Ana',
        passwordHash: 'hash',
        referralCode: 'ABCDEFGH',
        referredBy: other,
        isAdmin: false,
        userType,
        registeredAt: at,
      },
    },
  ]),
  [userStream(id), { type: 'UserBlocked', data: { by: other, at } }],
  [userStream(id), { type: 'UserPromotedToAdmin', data: { by: other, at } }],
  [userStream(id), { type: 'UserTypeChanged', data: { userType: 'Quadra', by: other, at } }],
  [userStream(id), { type: 'PasswordResetRequested', data: { tokenHash: 'h', expiresAt: at, at } }],
  [userStream(id), { type: 'PasswordReset', data: { tokenHash: 'h', passwordHash: 'p', at } }],
  [userStream(id), { type: 'UserRegistrationAbandoned', data: { userId: id, at } }],
  [emailClaimStream('hash-of-ana'), { type: 'Claimed', data: { userId: id, at } }],
  [emailClaimStream('hash-of-ana'), { type: 'Claimed', data: { userId: id, at: null } }],
  [emailClaimStream('hash-of-ana'), { type: 'ClaimTakenOver', data: { userId: other, fromUserId: id, at } }],
  [referralCodeStream('ABCDEFGH'), { type: 'Claimed', data: { userId: id, at } }],
  ...(['bonus', 'correction', 'promotional', 'other'] as const).flatMap((reason): [string, DomainEvent][] =>
    [null, 'Cortesia do sábado'].map((note) => [
      creditAccountStream(id),
      { type: 'CreditsGranted', data: { amount: 2, reason, note, grantedBy: other, at } },
    ]),
  ),
  [
    creditAccountStream(id),
    {
      type: 'CreditsPurchased',
      data: { amount: 10, paymentId: 'pay_1', amountCents: 0, currency: 'BRL', at },
    },
  ],
  [creditAccountStream(id), { type: 'ReferralRewarded', data: { amount: 1, referredUserId: other, at } }],
  [
    creditAccountStream(id),
    { type: 'CreditsSpent', data: { amount: 2, tournamentId: other, tournamentName: 'Super 8', at } },
  ],
  [creditAccountStream(id), { type: 'CreditsRefunded', data: { amount: 2, tournamentId: other, at } }],
  [tournamentStream(other), superGroups16()],
  [
    tournamentStream(other),
    created(
      createSuperGroups({
        groupAssignmentMethod: 'manual',
        participants: entries(16).map((name, i) => ({ name, groupId: i % 2 ? 'A' : 'B' })),
      }),
    ),
  ],
  [tournamentStream(other), superFinal()],
  [
    tournamentStream(other),
    { type: 'TournamentCreationAbandoned', data: { tournamentId: other, ownerId: id, at } },
  ],
  [
    tournamentStream(other),
    { type: 'MatchScored', data: { matchId: other, team1Score: 6, team2Score: 0, by: 'court-tablet-7', at } },
  ],
  [
    tournamentStream(other),
    {
      type: 'TiebreaksResolved',
      data: { resolutions: [{ groupId: 'D', playerId: id, finalPosition: 4, reasoning: '' }], by: id, at },
    },
  ],
  [tournamentStream(other), { type: 'PlayerRenamed', data: { playerId: id, name: 'Bia', by: id, at } }],
  [
    ADMIN_BOOTSTRAP_STREAM,
    { type: 'AdministratorBootstrapped', data: { userId: id, email: 'admin@example.com' } },
  ],
  [ADMIN_BOOTSTRAP_STREAM, { type: 'AdministratorBootstrapped', data: { userId: null, email: '' } }],
  [DEMO_SEED_STREAM, { type: 'DemoDataSeeded', data: { userId: null } }],
  [
    commandOutcomeStream(other),
    {
      type: 'CommandCompleted',
      data: { requestHash: 'sha', commandId: other, outcome: { ok: true, result: { id, credits: [1, 2] } } },
    },
  ],
  [
    commandOutcomeStream(other),
    {
      type: 'CommandCompleted',
      data: {
        requestHash: 'sha',
        commandId: other,
        outcome: { ok: false, code: 'credits.insufficient', params: { required: 2, available: 'none' } },
      },
    },
  ],
];

describe('stream kinds', () => {
  it('name their streams as stored, never to change: kind prefix, then the id', () => {
    expect([
      userStream(id),
      emailClaimStream('abc'),
      referralCodeStream('ABCDEFGH'),
      creditAccountStream(id),
      tournamentStream(id),
      ADMIN_BOOTSTRAP_STREAM,
      DEMO_SEED_STREAM,
      commandOutcomeStream(id),
    ]).toEqual([
      `user-${id}`,
      'emailClaim-abc',
      'referralCode-ABCDEFGH',
      `credits-${id}`,
      `tournament-${id}`,
      'system-adminBootstrap',
      'system-demoSeed',
      `commandOutcome-${id}`,
    ]);
  });

  it('never share a prefix, and none starts another: a stream id belongs to one kind', () => {
    const prefixes = STREAM_KINDS.map((kind) => kind.prefix);
    for (const prefix of prefixes) {
      expect(prefixes.filter((other) => other.startsWith(prefix))).toEqual([prefix]);
    }
  });

  it('are told by the start of the stream id', () => {
    expect(
      [userStream(id), emailClaimStream('a'), referralCodeStream('A'), creditAccountStream(id)].map(
        (streamId) => streamKindOf(streamId)?.name,
      ),
    ).toEqual(['user', 'emailClaim', 'referralCode', 'credits']);
    expect(
      [tournamentStream(id), DEMO_SEED_STREAM, commandOutcomeStream(id)].map(
        (streamId) => streamKindOf(streamId)?.name,
      ),
    ).toEqual(['tournament', 'system', 'commandOutcome']);
    expect(streamKindOf(`x${userStream(id)}`)).toBeUndefined();
  });

  it('read back every event they store, in every variant', () => {
    for (const [streamId, event] of samples()) {
      expect(roundTrip(streamId, event)).toMatchObject({ type: event.type, data: event.data, streamId });
    }
  });

  it('read a claim stored before claims were dated (bare or v1) as claimed at an unknown time', () => {
    for (const type of ['Claimed', 'Claimed.v1'])
      for (const streamId of [emailClaimStream('hash-of-ana'), referralCodeStream('ABCDEFGH')]) {
        const recorded: RecordedEvent = {
          id: other,
          streamId,
          revision: 0n,
          position: { commit: 1n, prepare: 1n },
          type,
          data: { userId: id },
          metadata: {},
          createdAt: new Date(at),
        };
        expect(decodeRecorded(recorded)).toMatchObject({ type: 'Claimed', data: { userId: id, at: null } });
      }
    expect(encodeFor(emailClaimStream('a'), { type: 'Claimed', data: { userId: id, at } }).type).toBe(
      'Claimed.v2',
    );
  });

  it('read a credit grant stored before grants had notes (bare or v1) as a grant without a note, and write v2', () => {
    const streamId = creditAccountStream(id);
    const stored = (type: string, data: unknown): RecordedEvent => ({
      id: other,
      streamId,
      revision: 0n,
      position: { commit: 1n, prepare: 1n },
      type,
      data,
      metadata: {},
      createdAt: new Date(at),
    });
    const grantData = { amount: 3, reason: 'bonus', grantedBy: other, at };
    for (const type of ['CreditsGranted', 'CreditsGranted.v1'])
      expect(decodeRecorded(stored(type, grantData))).toMatchObject({
        type: 'CreditsGranted',
        data: { ...grantData, note: null },
      });
    // Only a grant moves to v2: a purchase stored bare still reads as its v1, untouched.
    const purchaseData = { amount: 5, paymentId: 'pay_1', amountCents: 10000, currency: 'BRL', at };
    expect(decodeRecorded(stored('CreditsPurchased', purchaseData))).toMatchObject({
      type: 'CreditsPurchased',
      data: purchaseData,
    });
    const event: DomainEvent = {
      type: 'CreditsGranted',
      data: { amount: 3, reason: 'other', note: 'Cortesia', grantedBy: other, at },
    };
    expect(encodeFor(streamId, event).type).toBe('CreditsGranted.v2');
  });

  it('read a code deactivation stored before blocking and erasure ended codes (bare or v1) unchanged, and write v2', () => {
    const streamId = tournamentCodeStream(id);
    for (const type of ['CodeDeactivated', 'CodeDeactivated.v1'])
      for (const reason of ['owner', 'ended']) {
        const recorded: RecordedEvent = {
          id: other,
          streamId,
          revision: 2n,
          position: { commit: 1n, prepare: 1n },
          type,
          data: { by: id, reason, at },
          metadata: {},
          createdAt: new Date(at),
        };
        expect(decodeRecorded(recorded)).toMatchObject({
          type: 'CodeDeactivated',
          data: { by: id, reason, at },
        });
      }
    // Only a deactivation moves from v1 to v2: a code's creation stored bare still reads as its v1.
    const createdData = { codeId: id, code: 'ABC234', ownerId: other, tournamentType: 'super8', at };
    const bare: RecordedEvent = {
      id: other,
      streamId,
      revision: 0n,
      position: { commit: 1n, prepare: 1n },
      type: 'CodeCreated',
      data: createdData,
      metadata: {},
      createdAt: new Date(at),
    };
    expect(decodeRecorded(bare)).toMatchObject({ type: 'CodeCreated', data: createdData });
    for (const reason of ['blocked', 'erased'] as const) {
      const event: DomainEvent = { type: 'CodeDeactivated', data: { by: other, reason, at } };
      expect(encodeFor(streamId, event).type).toBe('CodeDeactivated.v2');
      expect(roundTrip(streamId, event)).toMatchObject(event);
    }
  });

  it('read a tournament drawn before time slots (TournamentCreated v1) with the slots its rounds were played in', () => {
    // Schedule version 1 played a round as a unit: a Super 12 on 2 courts took two slots a round.
    const participants = Array.from(
      { length: 12 },
      (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    );
    const v1 = drawSchedule({ format: 'super_12', participants, courts: 2, seed: 7, scheduleVersion: 1 });
    const matches = v1.matches.map(({ slot: _slot, ...m }, i) => ({ ...m, id: oldMatchId(i) }));
    const recorded: RecordedEvent = {
      id: other,
      streamId: tournamentStream(id),
      revision: 0n,
      position: { commit: 1n, prepare: 1n },
      type: 'TournamentCreated.v1',
      data: {
        tournamentId: id,
        ownerId: other,
        name: 'Antigo',
        format: 'super_12',
        courts: 2,
        participants: participants.map((pid, i) => ({ id: pid, name: `P${i}`, groupId: null })),
        seed: 7,
        scheduleVersion: 1,
        matches,
        publicToken: 'token',
        cost: 1,
        createdAt: at,
      },
      metadata: {},
      createdAt: new Date(at),
    };
    const read = decodeRecorded(recorded) as Extract<TournamentEvent, { type: 'TournamentCreated' }>;
    expect(read.type).toBe('TournamentCreated');
    const slotsOfRound = (round: number) => [
      ...new Set(read.data.matches.filter((m) => m.round === round).map((m) => m.slot)),
    ];
    for (let round = 1; round <= 11; round++)
      expect(slotsOfRound(round).sort((a, b) => a - b)).toEqual([2 * round - 1, 2 * round]);
    // The match played second on its court in a round comes in the round's second slot.
    expect(read.data.matches.every((m) => m.slot === 2 * (m.round - 1) + m.order)).toBe(true);
  });

  it('read a substitution stored before late arrivals (PlayerSubstituted v1) as no late arrival', () => {
    const data = {
      changeId: other,
      playerId: other,
      substituteId: id,
      name: 'Zeca',
      previousName: 'Bia',
      fromSlot: 3,
      ranked: false,
      matchIds: [oldMatchId(0)],
      by: 'owner',
      at,
    };
    const recorded: RecordedEvent = {
      id: other,
      streamId: tournamentStream(id),
      revision: 4n,
      position: { commit: 1n, prepare: 1n },
      type: 'PlayerSubstituted.v1',
      data,
      metadata: {},
      createdAt: new Date(at),
    };
    expect(decodeRecorded(recorded)).toMatchObject({
      type: 'PlayerSubstituted',
      data: { ...data, lateArrival: false },
    });
    const arrival: DomainEvent = { type: 'PlayerSubstituted', data: { ...data, lateArrival: true } };
    expect(encodeFor(tournamentStream(id), arrival).type).toBe('PlayerSubstituted.v2');
    expect(roundTrip(tournamentStream(id), arrival)).toMatchObject(arrival);
  });

  it('read a tournament event stored under its bare name (before versions) as version 1', () => {
    const recorded: RecordedEvent = {
      id: other,
      streamId: tournamentStream(id),
      revision: 3n,
      position: { commit: 1n, prepare: 1n },
      type: 'MatchScored',
      data: { matchId: other, team1Score: 6, team2Score: 2, by: 'court-tablet-7', at },
      metadata: {},
      createdAt: new Date(at),
    };
    expect(decodeRecorded(recorded)).toMatchObject({
      type: 'MatchScored',
      data: { matchId: other, team1Score: 6, team2Score: 2 },
    });
  });

  it('read a Super Final generated before time slots (v1) as played right after the group phase', () => {
    const { matches } = superFinal().data;
    const recorded: RecordedEvent = {
      id: other,
      streamId: tournamentStream(id),
      revision: 9n,
      position: { commit: 1n, prepare: 1n },
      type: 'SuperFinalGenerated.v1',
      data: { ...superFinal().data, matches: matches.map(({ slot: _slot, ...m }) => m) },
      metadata: {},
      createdAt: new Date(at),
    };
    const read = decodeRecorded(recorded) as Extract<TournamentEvent, { type: 'SuperFinalGenerated' }>;
    expect(read.data.matches.map((m) => m.slot)).toEqual([15, 15]);
  });

  it('sort a read event by its stream: credits, user or tournament', () => {
    const kinds = (streamId: string, event: DomainEvent) => {
      const read = roundTrip(streamId, event);
      return [isCreditEvent(read), isUserEvent(read), isTournamentEvent(read)];
    };
    const refunded: DomainEvent = { type: 'CreditsRefunded', data: { amount: 2, tournamentId: other, at } };
    expect(kinds(creditAccountStream(id), refunded)).toEqual([true, false, false]);
    expect(kinds(userStream(id), { type: 'UserBlocked', data: { by: other, at } })).toEqual([
      false,
      true,
      false,
    ]);
    expect(kinds(tournamentStream(other), superGroups16())).toEqual([false, false, true]);
  });
});
