import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTournamentDelta, type DeltaBody, type TournamentDelta, tournamentDelta } from './liveDelta';

interface Body extends DeltaBody {
  readonly name: string;
  readonly status: string;
  readonly matches: readonly { id: string; team1Score: number | null; completed: boolean }[];
  readonly players: readonly { id: string; name: string }[];
  readonly ranking: readonly { playerId: string; position: number; points: number }[];
  readonly scheduleFigures: readonly { slots: number }[];
}

const body = (over: Partial<Body> = {}): Body => ({
  publicToken: 'token-aaaaaaaaaaaaaaaa',
  revision: 3,
  position: '30/30',
  name: 'Sábado',
  status: 'in_progress',
  matches: [
    { id: 'm1', team1Score: null, completed: false },
    { id: 'm2', team1Score: null, completed: false },
  ],
  players: [
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Bia' },
  ],
  ranking: [
    { playerId: 'p1', position: 1, points: 0 },
    { playerId: 'p2', position: 1, points: 0 },
  ],
  scheduleFigures: [{ slots: 7 }],
  ...over,
});

/** A score on m1: the match, both ranking rows (p2 now first), the revision and position move. */
const scored = (before: Body): Body => ({
  ...before,
  revision: before.revision + 1,
  position: '31/31',
  matches: [{ id: 'm1', team1Score: 6, completed: true }, before.matches[1]!],
  ranking: [
    { playerId: 'p2', position: 1, points: 3 },
    { playerId: 'p1', position: 2, points: 0 },
  ],
});

const applied = (current: DeltaBody | undefined, delta: TournamentDelta) => {
  const outcome = applyTournamentDelta(current, delta);
  if (outcome.kind !== 'applied') throw new Error(`not applied: ${outcome.kind}`);
  return outcome.body;
};

describe('the delta of a change', () => {
  it('carries only what the change touched: the scored match, the ranking rows and their order', () => {
    const before = body();
    const after = scored(before);
    const delta = tournamentDelta(before, after);
    expect(delta).toEqual({
      publicToken: before.publicToken,
      baseRevision: 3,
      revision: 4,
      position: '31/31',
      set: {},
      lists: {
        matches: { rows: [{ id: 'm1', team1Score: 6, completed: true }] },
        ranking: { rows: after.ranking, order: ['p2', 'p1'] },
      },
    });
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(after).length);
    expect(applied(before, delta)).toEqual(after);
  });

  it('names a row that moved or left through the order, and a field that changed whole', () => {
    const before = body();
    const after = body({
      revision: 4,
      status: 'completed',
      players: [before.players[1]!],
      ranking: [before.ranking[1]!, before.ranking[0]!],
    });
    const delta = tournamentDelta(before, after);
    expect(delta.set).toEqual({ status: 'completed' });
    expect(delta.lists).toEqual({
      players: { rows: [], order: ['p2'] },
      ranking: { rows: [], order: ['p2', 'p1'] },
    });
    expect(applied(before, delta)).toEqual(after);
  });

  it('adds new rows (a Super Final drawn) at the place the order gives them', () => {
    const before = body();
    const final = { id: 'm3', team1Score: null, completed: false };
    const after = body({ revision: 4, matches: [...before.matches, final] });
    const delta = tournamentDelta(before, after);
    expect(delta.lists).toEqual({ matches: { rows: [final], order: ['m1', 'm2', 'm3'] } });
    expect(applied(before, delta)).toEqual(after);
  });

  it('from nothing carries the whole body, every list with its order, and replaces what is held', () => {
    const after = body({ ranking: [] });
    const delta = tournamentDelta(undefined, after);
    expect(delta.baseRevision).toBeNull();
    expect(delta.set).toEqual({ name: 'Sábado', status: 'in_progress', scheduleFigures: [{ slots: 7 }] });
    expect(delta.lists.ranking).toEqual({ rows: [], order: [] });
    expect(delta.lists.matches).toEqual({ rows: after.matches, order: ['m1', 'm2'] });
    expect(applied(undefined, delta)).toEqual(after);
    const held = body({ revision: 1, name: 'Antigo', matches: [] });
    expect(applied(held, delta)).toEqual(after);
  });

  it('a change that touched nothing shown still moves the revision (a rename scrubbed elsewhere)', () => {
    const before = body();
    const delta = tournamentDelta(before, before);
    expect(delta).toMatchObject({ baseRevision: 3, revision: 3, set: {}, lists: {} });
    expect(applied(before, delta)).toEqual(before);
  });

  it('reads a list the earlier body did not have as empty', () => {
    const { ranking: _, ...older } = body();
    const after = body({ revision: 4 });
    const delta = tournamentDelta(older as unknown as Body, after);
    expect(delta.lists.ranking).toEqual({ rows: after.ranking, order: ['p1', 'p2'] });
    expect(applied(older as unknown as Body, delta)).toEqual(after);
  });
});

describe('a watcher applying a delta', () => {
  const before = body();
  const delta = tournamentDelta(before, scored(before));

  it('ignores one older than, or as old as, the body it holds', () => {
    expect(applyTournamentDelta(body({ revision: 5 }), delta)).toEqual({ kind: 'stale' });
    expect(applyTournamentDelta(scored(before), delta)).toEqual({ kind: 'stale' });
    const whole = tournamentDelta(undefined, before);
    expect(applyTournamentDelta(body({ revision: 4 }), whole)).toEqual({ kind: 'stale' });
  });

  it('reads again when it holds no body, or one other than the base (a push missed on the way)', () => {
    expect(applyTournamentDelta(undefined, delta)).toEqual({ kind: 'gap' });
    expect(applyTournamentDelta(body({ revision: 2 }), delta)).toEqual({ kind: 'gap' });
  });

  it('reads again when its body at the base revision lacks a row the delta changes', () => {
    const other = body({ matches: [before.matches[1]!, { id: 'm9', team1Score: null, completed: false }] });
    expect(applyTournamentDelta(other, delta)).toEqual({ kind: 'gap' });
    const moved = tournamentDelta(before, body({ revision: 4, players: [{ id: 'p7', name: 'Cris' }] }));
    expect(moved.lists.players).toEqual({ rows: [{ id: 'p7', name: 'Cris' }], order: ['p7'] });
    const missing = { ...moved, lists: { players: { rows: [], order: ['p7'] } } };
    expect(applyTournamentDelta(before, missing)).toEqual({ kind: 'gap' });
  });

  it('does not change the body it was given', () => {
    const held = body();
    const copy = structuredClone(held);
    applied(held, delta);
    expect(held).toEqual(copy);
  });
});

describe('any change', () => {
  const row = fc.record({ score: fc.option(fc.integer({ min: 0, max: 9 })), done: fc.boolean() });
  const list = (prefix: string) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 12 }), { maxLength: 10 })
      .chain((ids) => fc.tuple(...ids.map((id) => row.map((r) => ({ id: `${prefix}${id}`, ...r })))));
  const bodyOf = (revision: number) =>
    fc.record({
      publicToken: fc.constant('token-aaaaaaaaaaaaaaaa'),
      revision: fc.constant(revision),
      position: fc.string(),
      name: fc.constantFrom('Sábado', 'Domingo'),
      status: fc.constantFrom('in_progress', 'completed'),
      matches: list('m'),
      players: list('p'),
      ranking: list('p').map((rows) => rows.map(({ id, ...r }) => ({ playerId: id, ...r }))),
    });

  it('gives back the new body when applied to the one it was taken from', () => {
    fc.assert(
      fc.property(bodyOf(1), bodyOf(2), (before, after) => {
        const delta = tournamentDelta(before, after);
        expect(applyTournamentDelta(before, delta)).toEqual({ kind: 'applied', body: after });
        expect(JSON.parse(JSON.stringify(delta))).toEqual(delta);
      }),
    );
  });
});
