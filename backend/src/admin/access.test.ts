import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { registered } from '../testing/suite';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Every administrator route, read from the API's own OpenAPI document (so a route added later is
 * covered without editing this file), answers 401 signed out and 403 to a signed-in user or a
 * club (Quadra), and changes nothing for them; an administrator gets through the authorisation.
 */
describe('the back office answers administrators only', () => {
  let server: TestServer;
  let admin: ApiClient;
  let user: ApiClient;
  let club: ApiClient;
  let routes: { method: string; path: string }[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    const plain = await registered(server, 'Usuária Comum');
    user = plain.client;
    const venue = await registered(server, 'Clube Quadra');
    club = venue.client;
    expect(
      (await admin.call('PUT', `/api/admin/users/${venue.id}/type`, { userType: 'Quadra' })).status,
    ).toBe(200);
    expect((await club.get('/api/user')).body.userType).toBe('Quadra');
    const target = await registered(server, 'Alvo das Ações');
    ids.userId = target.id;
    const pix = await target.client.post('/api/pix-requests', { credits: 2 });
    ids.id = pix.body.transactionId;

    // biome-ignore lint/suspicious/noExplicitAny: a generated OpenAPI document
    const doc: any = await (await fetch(`${server.url}/api/docs/json`)).json();
    routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        path.startsWith('/api/admin/')
          ? Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path }))
          : [],
    );
  });
  afterAll(async () => {
    await server.close();
  });

  /** A concrete path: ids of real records, 'BRL' for the price, the report's required user. */
  const concrete = (path: string) => {
    const filled = path
      .replace(/\{userId\}/g, ids.userId!)
      .replace(/\{id\}/g, path.includes('currency-prices') ? 'BRL' : ids.id!);
    return path.includes('credit-report') ? `${filled}?userId=${ids.userId}` : filled;
  };
  const bodyFor = (path: string) =>
    path.endsWith('/credits')
      ? { credits: 3, reason: 'bonus' }
      : path.endsWith('/type')
        ? { userType: 'Quadra' }
        : path.includes('currency-prices')
          ? { code: 'BRL', symbol: 'R$', name: 'Real brasileiro', price: 2100, enabled: true }
          : undefined;

  it('covers every administrator route the API documents', () => {
    const documented = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/users',
      'POST /api/admin/users/{userId}/credits',
      'POST /api/admin/users/{userId}/block',
      'POST /api/admin/users/{userId}/admin',
      'PUT /api/admin/users/{userId}/type',
      'DELETE /api/admin/users/{userId}',
      'GET /api/admin/transactions',
      'GET /api/admin/transactions/export',
      'GET /api/admin/stats',
      'GET /api/admin/currency-prices',
      'PUT /api/admin/currency-prices/{id}',
      'GET /api/admin/pix-requests',
      'POST /api/admin/pix-requests/{id}/confirm',
      'POST /api/admin/pix-requests/{id}/reject',
      'GET /api/admin/credit-report',
      'GET /api/admin/credit-report/export',
      'GET /api/admin/tie-issues',
    ])
      expect(documented).toContain(expected);
  });

  it('answers 401 signed out, 403 to a user and to a Quadra, and nothing changes', async () => {
    const before = (await admin.get(`/api/admin/users?search=${encodeURIComponent('Alvo das')}`)).body;
    const events = (await server.system.store.raw.readAll({ limit: 100_000 })).length;
    for (const { method, path } of routes) {
      const url = concrete(path);
      const body = method === 'GET' ? undefined : bodyFor(path);
      const anonymous = await apiClient(server).call(method, url, body);
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      for (const [who, client] of [
        ['user', user],
        ['Quadra', club],
      ] as const) {
        const answer = await client.call(method, url, body);
        expect(answer.status, `${method} ${path} as ${who}`).toBe(403);
        expect(answer.body.message).toBe('Você não tem permissão para esta ação.');
      }
    }
    expect((await server.system.store.raw.readAll({ limit: 100_000 })).length).toBe(events);
    expect((await admin.get(`/api/admin/users?search=${encodeURIComponent('Alvo das')}`)).body).toEqual(
      before,
    );
  });

  it('lets an administrator through every read', async () => {
    for (const { method, path } of routes.filter((r) => r.method === 'GET')) {
      const answer = await admin.call(method, concrete(path));
      expect(answer.status, `${method} ${path} as admin`).toBe(200);
    }
  });
});
