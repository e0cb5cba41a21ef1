import { describe, expect, it } from 'vitest';
import { decodeRecorded, encodeFor, isCircuitEvent, streamKindOf } from '../streams';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type AddTournamentToCircuit,
  CIRCUIT_POINTS_PRESETS,
  type CircuitCommand,
  type CreateCircuit,
  circuitDecider,
  type RemoveTournamentFromCircuit,
  refusePointsTable,
  type TournamentFacts,
} from './circuitDecider';
import { type CircuitEvent, circuitStream } from './circuitEvents';

const organiser = '00000000-0000-4000-8000-0000000000a1';
const stranger = '00000000-0000-4000-8000-0000000000b2';
const circuitId = '00000000-0000-4000-8000-00000000c100';
const otherCircuit = '00000000-0000-4000-8000-00000000c200';
const t1 = '00000000-0000-4000-8000-00000000d001';
const t2 = '00000000-0000-4000-8000-00000000d002';
const at = '2026-11-23T20:00:00.000Z';
const actor = { kind: 'user' as const, id: organiser };
const publicToken = 'AbCdEfGhIjKlMnOpQrStUv';

const given = deciderSpec(circuitDecider);
const create = (data: Partial<CreateCircuit['data']> = {}, who = actor) =>
  command<CreateCircuit>(
    'CreateCircuit',
    {
      circuitId,
      name: 'Circuito de Verão 2027',
      pointsTable: CIRCUIT_POINTS_PRESETS.goPadel,
      participationPoints: 0,
      tieRule: 'attendance',
      publicToken,
      ...data,
    },
    { actor: who, at },
  );
const facts = (overrides: Partial<TournamentFacts> = {}): TournamentFacts => ({
  id: t1,
  ownerId: organiser,
  circuitId: null,
  ranksPlayers: true,
  ...overrides,
});
const add = (tournament: TournamentFacts | null, who = actor) =>
  command<AddTournamentToCircuit>('AddTournamentToCircuit', { circuitId, tournament }, { actor: who, at });
const remove = (tournamentId: string, who = actor) =>
  command<RemoveTournamentFromCircuit>(
    'RemoveTournamentFromCircuit',
    { circuitId, tournamentId },
    { actor: who, at },
  );

const created: CircuitEvent = {
  type: 'CircuitCreated',
  data: {
    circuitId,
    organiserId: organiser,
    name: 'Circuito de Verão 2027',
    pointsTable: [100, 80, 60, 40, 30, 15],
    participationPoints: 0,
    tieRule: 'attendance',
    publicToken,
    by: organiser,
    at,
  },
};
const added = (tournamentId: string): CircuitEvent => ({
  type: 'TournamentAddedToCircuit',
  data: { tournamentId, by: organiser, at },
});

describe('creating a circuit', () => {
  it('records its table, bonus, tie rule and public token, saying who and when', () => {
    given([]).when(create()).then([created]);
  });

  it('trims the name and counts its spaces once', () => {
    given([])
      .when(create({ name: '  Circuito   de Verão 2027 ' }))
      .then([created]);
  });

  it('keeps a custom table, a participation bonus and another tie rule', () => {
    given([])
      .when(create({ pointsTable: [10, 10, 5, 0], participationPoints: 2, tieRule: 'shared' }))
      .then([
        {
          ...created,
          data: { ...created.data, pointsTable: [10, 10, 5, 0], participationPoints: 2, tieRule: 'shared' },
        } as CircuitEvent,
      ]);
  });

  it('takes every preset of the research', () => {
    for (const table of Object.values(CIRCUIT_POINTS_PRESETS))
      expect(() => refusePointsTable(table)).not.toThrow();
  });

  it('changes nothing when created already (a repeated command)', () => {
    given([created]).when(create()).thenNothing();
  });

  it('needs a signed-in organiser', () => {
    given([])
      .when(create({}, { kind: 'anonymous', id: null } as never))
      .thenThrows('auth.unauthenticated');
  });

  it.each([
    ['', 'circuit.nameRequired', undefined],
    ['   ', 'circuit.nameRequired', undefined],
    ['x'.repeat(81), 'circuit.nameTooLong', { max: 80 }],
  ])('refuses the name %j', (name, code, params) => {
    given([]).when(create({ name })).thenThrows(code, params);
  });

  it('takes a name of exactly 80 characters', () => {
    expect(
      circuitDecider.decide(create({ name: 'x'.repeat(80) }), circuitDecider.initialState()),
    ).toHaveLength(1);
  });

  it.each([
    [[], 'circuit.pointsTableEmpty', undefined],
    [Array.from({ length: 65 }, () => 1), 'circuit.pointsTableTooLong', { max: 64 }],
    [[100, -1], 'circuit.pointsInvalid', { max: 10_000 }],
    [[100, 2.5], 'circuit.pointsInvalid', { max: 10_000 }],
    [[10_001], 'circuit.pointsInvalid', { max: 10_000 }],
    [[100, 80, 90], 'circuit.pointsTableIncreasing', { place: 3 }],
    [[15, 30], 'circuit.pointsTableIncreasing', { place: 2 }],
  ])('refuses the table %j', (pointsTable, code, params) => {
    given([]).when(create({ pointsTable })).thenThrows(code, params);
  });

  it('takes 64 places and 10,000 points, the limits', () => {
    expect(() => refusePointsTable([10_000, ...Array.from({ length: 63 }, () => 0)])).not.toThrow();
  });

  it.each([-1, 1.5, 10_001])('refuses a participation bonus of %j', (participationPoints) => {
    given([]).when(create({ participationPoints })).thenThrows('circuit.pointsInvalid', { max: 10_000 });
  });
});

describe('adding a tournament to a circuit', () => {
  it('adds the organiser’s own tournament', () => {
    given([created])
      .when(add(facts()))
      .then([added(t1)]);
  });

  it('changes nothing when the tournament is in it already', () => {
    given([created, added(t1)])
      .when(add(facts()))
      .thenNothing();
    given([created])
      .when(add(facts({ circuitId })))
      .thenNothing();
  });

  it('answers another organiser’s circuit as one that does not exist', () => {
    given([created])
      .when(add(facts({ ownerId: stranger }), { kind: 'user', id: stranger }))
      .thenThrows('circuit.notFound');
    given([]).when(add(facts())).thenThrows('circuit.notFound');
  });

  it('refuses another organiser’s tournament, or none, as not found', () => {
    given([created])
      .when(add(facts({ ownerId: stranger })))
      .thenThrows('circuit.tournamentNotFound');
    given([created]).when(add(null)).thenThrows('circuit.tournamentNotFound');
  });

  it('refuses a tournament of another circuit: a tournament belongs to one', () => {
    given([created])
      .when(add(facts({ circuitId: otherCircuit })))
      .thenThrows('circuit.tournamentInAnotherCircuit');
  });

  it('refuses fixed pairs, whose entrants are not roster players', () => {
    given([created])
      .when(add(facts({ ranksPlayers: false })))
      .thenThrows('circuit.pairsNotSupported');
  });
});

describe('removing a tournament from a circuit', () => {
  it('removes it, and the others stay', () => {
    const removed: CircuitEvent = {
      type: 'TournamentRemovedFromCircuit',
      data: { tournamentId: t1, by: organiser, at },
    };
    given([created, added(t1), added(t2)])
      .when(remove(t1))
      .then([removed]);
    const state = [created, added(t1), added(t2), removed].reduce(
      circuitDecider.evolve,
      circuitDecider.initialState(),
    );
    expect(state.tournamentIds).toEqual([t2]);
  });

  it('changes nothing for a tournament not in it', () => {
    given([created, added(t2)])
      .when(remove(t1))
      .thenNothing();
  });

  it('answers another organiser as not found', () => {
    given([created, added(t1)])
      .when(remove(t1, { kind: 'user', id: stranger }))
      .thenThrows('circuit.notFound');
  });

  it('may add it again afterwards', () => {
    const removed: CircuitEvent = {
      type: 'TournamentRemovedFromCircuit',
      data: { tournamentId: t1, by: organiser, at },
    };
    given([created, added(t1), removed])
      .when(add(facts()))
      .then([added(t1)]);
  });
});

describe('the circuit stream', () => {
  it('is its own stream kind, and its events round-trip', () => {
    const streamId = circuitStream(circuitId);
    expect(streamId).toBe(`circuit-${circuitId}`);
    expect(streamKindOf(streamId)?.name).toBe('circuit');
    const encoded = encodeFor(streamId, created);
    const recorded = decodeRecorded({
      streamId,
      revision: 0n,
      position: { commit: 1n, prepare: 1n },
      id: circuitId,
      ...encoded,
      metadata: {},
      createdAt: new Date(at),
    } as never);
    expect(recorded).toMatchObject(created);
    expect(isCircuitEvent(recorded as never)).toBe(true);
  });

  it('starts with no circuit', () => {
    const cmd: CircuitCommand = remove(t1);
    expect(circuitDecider.initialState()).toEqual({ created: false, organiserId: null, tournamentIds: [] });
    expect(() => circuitDecider.decide(cmd, circuitDecider.initialState())).toThrow();
  });
});
