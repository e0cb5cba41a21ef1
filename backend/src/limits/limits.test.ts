import { postgresTarget, serverUrl } from '@rodada/projections/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { until } from '../testing/eventually';
import { registered } from '../testing/suite';
import { startTestServer, type TestServer } from '../testing/testServer';

const postgresUrl = serverUrl();

/** Two Rodada processes on one PostgreSQL, as a deployment behind a load balancer runs them. */
describe.runIf(postgresUrl)('limits shared by two processes on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP: '4', TRUST_PROXY: 'loopback', LIVE_SOCKETS_PER_IP: '3' };
    first = await startTestServer(postgresTarget(postgresUrl!), env);
    second = await startTestServer(null, { ...env, DATABASE_URL: first.config.databaseUrl! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts one address’s sign-in attempts across both processes: the limit is the limit, not twice it', async () => {
    const from = { 'x-forwarded-for': '203.0.113.90' };
    const attempt = (server: TestServer) =>
      apiClient(server).post('/api/login', { email: 'ninguem@clube.com.br', password: 'errada1' }, from);
    const statuses: number[] = [];
    for (const server of [first, second, first, second, first, second])
      statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address is not held back by it.
    const other = await apiClient(second).post(
      '/api/login',
      { email: 'ninguem@clube.com.br', password: 'errada1' },
      { 'x-forwarded-for': '198.51.100.90' },
    );
    expect(other.status).toBe(401);
  });

  it('two administrators erasing each other at once on two processes: one is erased, an administrator is left', async () => {
    const bootstrap = await signedInAdmin(first);
    const promoted = async (name: string): Promise<{ client: ApiClient; id: string }> => {
      const person = await registered(first, name);
      expect((await bootstrap.post(`/api/admin/users/${person.id}/admin`)).status).toBe(200);
      return person;
    };
    const ana = await promoted('Ana Gestora');
    const bia = await promoted('Bia Gestora');
    // The first administrator leaves: Ana and Bia are the only ones.
    const me = (await bootstrap.get('/api/user')).body as { id: string };
    expect((await ana.client.call('DELETE', `/api/admin/users/${me.id}`)).status).toBe(200);
    // Bia acts through the second process, with her session cookie.
    const [anaErasesBia, biaErasesAna] = await Promise.all([
      ana.client.call('DELETE', `/api/admin/users/${bia.id}`),
      fetch(`${second.url}/api/admin/users/${ana.id}`, {
        method: 'DELETE',
        headers: { cookie: bia.client.cookie },
      }).then(async (answer) => ({ status: answer.status, body: await answer.json() })),
    ]);
    const outcomes = [anaErasesBia, biaErasesAna].map((a) => a.status).sort();
    expect(outcomes).toEqual([200, 409]);
    expect([anaErasesBia, biaErasesAna].find((a) => a.status === 409)!.body.code).toBe('users.lastAdmin');
    const left = await first.system.database.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', true)
      .where('erased_at', 'is', null)
      .execute();
    expect(left).toHaveLength(1);
  });

  it('holds one cap on live sockets per address across both processes', async () => {
    const open: Socket[] = [];
    const opened = (server: TestServer, address: string) =>
      new Promise<boolean>((resolve) => {
        const s = connect(server.url, {
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          extraHeaders: { 'x-forwarded-for': address },
        });
        open.push(s);
        s.once('connect', () => resolve(true));
        s.once('connect_error', () => resolve(false));
        s.once('disconnect', () => resolve(false));
      });
    // Each writes its counts, then each reads the other's.
    const synced = async () => {
      for (const server of [first, second, first]) await server.census!.sync();
    };
    try {
      const address = '203.0.113.77';
      expect([await opened(first, address), await opened(first, address)]).toEqual([true, true]);
      await synced();
      // Two open on the first process: the second allows one more from that address, not three.
      expect(await opened(second, address)).toBe(true);
      expect(await opened(second, address)).toBe(false);
      await synced();
      expect(await opened(first, address)).toBe(false);
      // Another address is not held back by it.
      expect(await opened(second, '198.51.100.77')).toBe(true);
      // One closes on the first process: once counted, the second admits one again.
      open[0]!.close();
      await until(() => first.live.counts().sockets === 1);
      await synced();
      expect(await opened(second, address)).toBe(true);
    } finally {
      for (const s of open) s.close();
    }
  });
});
