import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedScore, ScoredMatch } from './scoreQueue';
import { ScoreSync, type SendResult, type SyncOptions, sendScore } from './scoreSync';

/** A store in memory standing in for IndexedDB: what survives a restart of the page. */
function memoryStore(): SyncOptions['store'] & { readonly rows: Map<string, QueuedScore> } {
  const rows = new Map<string, QueuedScore>();
  return {
    rows,
    scores: async (tournamentId) => [...rows.values()].filter((e) => e.tournamentId === tournamentId),
    putScore: async (entry) => void rows.set(entry.id, entry),
    deleteScore: async (id) => void rows.delete(id),
    replaceScores: async (tournamentId, entries) => {
      for (const [id, entry] of rows) if (entry.tournamentId === tournamentId) rows.delete(id);
      for (const entry of entries) rows.set(entry.id, entry);
    },
  };
}

/** A server holding one match's score and version, applying the two-devices rule. */
function server(online: { value: boolean }) {
  const matches = new Map<
    string,
    { team1Score: number | null; team2Score: number | null; version: number }
  >();
  const applied = new Set<string>();
  const sent: string[] = [];
  const send = async (_code: string, entry: QueuedScore): Promise<SendResult> => {
    if (!online.value) return { kind: 'retry' };
    sent.push(entry.id);
    if (applied.has(entry.id)) return { kind: 'ok' };
    const current = matches.get(entry.matchId) ?? { team1Score: null, team2Score: null, version: 0 };
    const same = current.team1Score === entry.team1Score && current.team2Score === entry.team2Score;
    if (same) return { kind: 'ok' };
    if (entry.basedOnVersion !== current.version) return { kind: 'conflict', current };
    applied.add(entry.id);
    matches.set(entry.matchId, {
      team1Score: entry.team1Score,
      team2Score: entry.team2Score,
      version: current.version + 1,
    });
    return { kind: 'ok' };
  };
  return { matches, send, sent };
}

const m1: ScoredMatch = {
  id: 'm1',
  team1Score: null,
  team2Score: null,
  completed: false,
  isDraw: false,
  version: 0,
};

function setup() {
  const online = { value: false };
  const store = memoryStore();
  const api = server(online);
  let n = 0;
  const outcomes: SendResult['kind'][] = [];
  const make = () =>
    new ScoreSync(
      'T',
      'ABC234',
      { onChange: () => undefined, onOutcome: (_e, r) => outcomes.push(r.kind) },
      { send: api.send, store, newId: () => `key-${++n}` },
    );
  return { online, store, api, outcomes, make };
}

describe('score sync', () => {
  it('given the device says it is offline, then nothing is sent until it is back', async () => {
    const { online, api } = setup();
    online.value = true; // the server would answer: only the device's own word holds the queue back
    let deviceOnline = false;
    const sync = new ScoreSync(
      'T',
      'ABC234',
      { onChange: () => undefined, onOutcome: () => undefined },
      { send: api.send, store: memoryStore(), newId: () => 'key-1', isOnline: () => deviceOnline },
    );
    await sync.enqueue(m1, 6, 4);
    await sync.flush();
    expect(api.sent).toEqual([]);

    deviceOnline = true;
    await sync.flush();
    sync.stop();
    expect(api.sent).toEqual(['key-1']);
    expect(api.matches.get('m1')).toEqual({ team1Score: 6, team2Score: 4, version: 1 });
  });

  it('given two offline scores of one match and a page restart, when the network returns, then both land in order without a conflict', async () => {
    const { online, store, api, outcomes, make } = setup();
    const first = make();
    await first.enqueue(m1, 6, 4);
    await first.enqueue(m1, 6, 3);
    first.stop();
    expect(store.rows.size).toBe(2);

    online.value = true;
    const second = make();
    await second.start(); // reads the stored queue and replays it
    second.stop();

    expect(api.matches.get('m1')).toEqual({ team1Score: 6, team2Score: 3, version: 2 });
    expect(outcomes).toEqual(['ok', 'ok']);
    expect(store.rows.size).toBe(0);
  });

  it('given another device scored the match, when the queue replays, then the entry waits for the person and nothing is lost', async () => {
    const { online, store, api, make } = setup();
    api.matches.set('m1', { team1Score: 2, team2Score: 6, version: 1 });
    online.value = true;
    const sync = make();
    await sync.enqueue(m1, 6, 4);
    await sync.flush();
    const [waiting] = [...store.rows.values()];
    expect(waiting?.conflict).toEqual({ team1Score: 2, team2Score: 6, version: 1 });

    await sync.resolve('m1', 'mine');
    await sync.flush();
    expect(api.matches.get('m1')).toEqual({ team1Score: 6, team2Score: 4, version: 2 });
    expect(store.rows.size).toBe(0);
  });

  it('given a replay of an entry the server already applied, then it is removed without a second change', async () => {
    const { online, store, api, make } = setup();
    online.value = true;
    const sync = make();
    const entry = await sync.enqueue(m1, 6, 4);
    await sync.flush();
    await store.putScore(entry!); // the answer was lost: the entry is still on the tablet
    const restarted = make();
    await restarted.start();
    restarted.stop();
    expect(api.sent).toEqual([entry!.id, entry!.id]);
    expect(api.matches.get('m1')?.version).toBe(1);
    expect(store.rows.size).toBe(0);
  });

  it('given a score landed before the view was read again, when the match is scored again, then it is based on the landed version', async () => {
    const { online, api, make, outcomes } = setup();
    online.value = true;
    const sync = make();
    await sync.enqueue(m1, 6, 4);
    await sync.flush();
    await sync.enqueue(m1, 6, 2); // m1 still says version 0: the page has not read the view again
    await sync.flush();
    expect(outcomes).toEqual(['ok', 'ok']);
    expect(api.matches.get('m1')).toEqual({ team1Score: 6, team2Score: 2, version: 2 });
    sync.stop();
  });
});

describe('sendScore', () => {
  const entry: QueuedScore = {
    id: 'e1',
    tournamentId: 't1',
    matchId: 'm1',
    team1Score: 6,
    team2Score: 3,
    basedOnVersion: 0,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
  afterEach(() => vi.unstubAllGlobals());

  it("reads the other device's score from a 409 match.conflict", async () => {
    answer(409, {
      code: 'match.conflict',
      message: 'Alterado em outro aparelho.',
      current: { team1Score: 5, team2Score: 4, version: 1 },
      attempted: { team1Score: 6, team2Score: 3 },
    });
    await expect(sendScore('ABC123', entry)).resolves.toEqual({
      kind: 'conflict',
      current: { team1Score: 5, team2Score: 4, version: 1 },
    });
  });

  it('tries again on a 409 that is not a conflict (a key still being processed)', async () => {
    answer(409, { code: 'idempotency.inProgress', message: 'Em andamento.' });
    await expect(sendScore('ABC123', entry)).resolves.toEqual({ kind: 'retry' });
  });

  it("gives the server's message for a refusal", async () => {
    answer(422, { code: 'match.validation.scoreRange', message: 'Placar inválido.' });
    await expect(sendScore('ABC123', entry)).resolves.toEqual({
      kind: 'refused',
      message: 'Placar inválido.',
    });
  });
});
