import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

describe('live tournament updates', () => {
  let server: TestServer;
  let owner: ApiClient;
  let tournament: { id: string; publicToken: string; matches: { id: string }[] };
  const sockets: Socket[] = [];

  function socket(cookie = ''): Promise<Socket> {
    const s = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    sockets.push(s);
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  }
  const emit = (s: Socket, event: string, payload: unknown) =>
    new Promise<{ ok: boolean; message?: string }>((resolve) => s.emit(event, payload, resolve));

  beforeAll(async () => {
    server = await startTestServer();
    const admin = apiClient(server);
    await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' });
    owner = apiClient(server);
    const user = await owner.post('/api/register', {
      name: 'Dona',
      email: `${randomUUID().slice(0, 8)}@x.com`,
      password: 'senha123',
    });
    await admin.post(`/api/admin/users/${user.body.id}/credits`, { credits: 1, reason: 'bonus' });
    const { id } = (
      await owner.post('/api/tournaments', {
        name: 'Ao vivo',
        courts: 2,
        players: EIGHT,
        tournamentType: 'super8',
      })
    ).body;
    tournament = (await owner.get(`/api/tournaments/${id}`)).body;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  it('acknowledges a watch on a known token and refuses an unknown one', async () => {
    const s = await socket();
    expect(await emit(s, 'watch', { publicToken: tournament.publicToken })).toEqual({ ok: true });
    expect(await emit(s, 'watch', { publicToken: 'x'.repeat(22) })).toEqual({
      ok: false,
      message: 'tournament.notFound',
    });
    expect(await emit(s, 'watch', 'garbage')).toEqual({ ok: false, message: 'tournament.notFound' });
  });

  it('pushes, after each committed score, exactly the body the public GET returns', async () => {
    const s = await socket();
    await emit(s, 'watch', { publicToken: tournament.publicToken });
    const updates: { position: string; revision: number }[] = [];
    s.on('tournament:update', (body) => updates.push(body));
    const answer = await owner.patch(`/api/matches/${tournament.matches[0]!.id}`, {
      team1Score: 7,
      team2Score: 5,
    });
    expect(answer.status).toBe(200);
    await until(() => updates.some((u) => u.revision === answer.body.revision));
    const latest = updates.at(-1);
    const body = (await apiClient(server).get(`/api/public/tournaments/${tournament.publicToken}`)).body;
    expect(latest).toEqual(body);
    expect(latest).not.toHaveProperty('ownerId');
  });

  it('sends the owner view only to its owner', async () => {
    const stranger = await socket();
    expect(await emit(stranger, 'watchOwner', { tournamentId: tournament.id })).toEqual({
      ok: false,
      message: 'tournament.notFound',
    });
    const own = await socket(owner.cookie);
    expect(await emit(own, 'watchOwner', { tournamentId: tournament.id })).toEqual({ ok: true });
    const updates: { revision: number; ownerId?: string }[] = [];
    own.on('tournament:update', (body) => updates.push(body));
    const answer = await owner.patch(`/api/matches/${tournament.matches[1]!.id}`, {
      team1Score: 2,
      team2Score: 6,
    });
    await until(() => updates.some((u) => u.revision === answer.body.revision));
    expect(updates.at(-1)).toEqual(answer.body);
  });

  it('coalesces a burst of results and always ends on the latest state', async () => {
    const s = await socket();
    await emit(s, 'watch', { publicToken: tournament.publicToken });
    const revisions: number[] = [];
    s.on('tournament:update', (body: { revision: number }) => revisions.push(body.revision));
    const answers = [];
    for (const [i, m] of tournament.matches.slice(2, 10).entries()) {
      answers.push(await owner.patch(`/api/matches/${m.id}`, { team1Score: i % 10, team2Score: 3 }));
    }
    const last = answers.at(-1)!.body.revision;
    await until(() => revisions.at(-1) === last);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
