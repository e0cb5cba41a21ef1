import { TABLET_CODE_HEADER } from '@rodada/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
import { registered } from '../testing/suite';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Who may call a route, as its OpenAPI operation says (`x-access`). */
type Access = 'public' | 'signedIn' | 'club' | 'admin' | 'tablet' | 'tabletOrSignedIn';
const ACCESS: readonly Access[] = ['public', 'signedIn', 'club', 'admin', 'tablet', 'tabletOrSignedIn'];

/** Bodies and ids no schema accepts, and a query string no list accepts. */
const MALFORMED_BODIES: readonly unknown[] = [
  { credits: 'x', reason: 7, name: '', tournamentType: 'nope', code: 1, userType: 'x', team1Score: -4 },
  [],
  'x',
];
const MALFORMED_IDS = ['x', 'not-an-id'];
const MALFORMED_QUERY = '?page=-1&pageSize=x&from=nope&to=nope&userId=x&status=x&search=';

/**
 * Every route of the API's own OpenAPI document, called with malformed bodies, ids and queries by
 * each kind of caller: whoever may not call a route hears 401 (signed out, or a tablet without a
 * valid code) or 403 (signed in without the role) before anything about the input; whoever may
 * call it gets the input's 400/404. A route added later is covered without editing this file, and
 * must say who may call it.
 */
describe('every route authorises before it checks the input', () => {
  let server: TestServer;
  let admin: ApiClient;
  let plain: ApiClient;
  let club: ApiClient;
  let code: string;
  let routes: { method: string; path: string; access: Access | undefined }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    plain = (await registered(server, 'Usuária Comum')).client;
    const venue = await registered(server, 'Clube Quadra');
    club = venue.client;
    await admin.call('PUT', `/api/admin/users/${venue.id}/type`, { userType: 'Quadra' });
    code = (await club.post('/api/tournament-codes', { tournamentType: 'super8' })).body.code;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    // biome-ignore lint/suspicious/noExplicitAny: a generated OpenAPI document
    const doc: any = await (await fetch(`${server.url}/api/docs/json`)).json();
    routes = Object.entries(doc.paths as Record<string, Record<string, { 'x-access'?: Access }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          access: operation['x-access'],
        })),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  /** Each malformed request of a route: every malformed id in its path, every malformed body. */
  const malformed = (method: string, path: string) =>
    MALFORMED_IDS.flatMap((id) => {
      const url = path.replace(/\{[^}]+\}/g, id) + (method === 'GET' ? MALFORMED_QUERY : '');
      return method === 'GET' || method === 'DELETE'
        ? [{ url, body: undefined as unknown }]
        : MALFORMED_BODIES.map((body) => ({ url, body }));
    });
  const asTablet = (validCode: boolean) => ({ [TABLET_CODE_HEADER]: validCode ? code : 'ZZZZZZ' });

  it('says who may call each route', () => {
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((r) => !ACCESS.includes(r.access as Access));
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const admins = routes.filter((r) => r.path.startsWith('/api/admin/'));
    expect(admins.length).toBeGreaterThan(15);
    for (const route of admins) expect(route.access, `${route.method} ${route.path}`).toBe('admin');
    for (const route of routes.filter((r) => r.path.startsWith('/api/tablet/')))
      expect(route.access, `${route.method} ${route.path}`).toBe('tablet');
  });

  it('answers 401 or 403 to malformed input from whoever may not call the route', async () => {
    const wrong: string[] = [];
    for (const { method, path, access } of routes) {
      // Until every route says, an administrator's prefix is enough to know the answer.
      const needed = access ?? (path.startsWith('/api/admin/') ? 'admin' : 'public');
      if (needed === 'public') continue;
      const refusals: [string, ApiClient, Record<string, string>, number][] = [
        ['signed out', apiClient(server), {}, 401],
        ['signed out with a wrong tablet code', apiClient(server), asTablet(false), 401],
      ];
      if (needed === 'admin' || needed === 'club') refusals.push(['a plain user', plain, {}, 403]);
      if (needed === 'admin') refusals.push(['a Quadra', club, {}, 403]);
      if (needed === 'admin' || needed === 'club' || needed === 'signedIn')
        refusals.push(['a tablet (no session)', apiClient(server), asTablet(true), 401]);
      if (needed === 'tablet') refusals.push(['a signed-in user without a code', plain, {}, 401]);
      for (const { url, body } of malformed(method, path))
        for (const [who, client, headers, status] of refusals) {
          const answer = await client.call(method, url, body, headers);
          if (answer.status !== status)
            wrong.push(
              `${method} ${url} ${JSON.stringify(body)} as ${who}: ${answer.status} ${answer.body?.code}`,
            );
          else expect(answer.body.code).toMatch(/^(auth\.(unauthenticated|forbidden)|tablet\.codeInvalid)$/);
        }
    }
    expect(wrong).toEqual([]);
  });

  it('checks the input of whoever may call the route: 400 or 404, never 401 or 403', async () => {
    const wrong: string[] = [];
    for (const { method, path, access } of routes) {
      if (path === '/api/logout' || !access || access === 'public') continue;
      const allowed: [string, ApiClient, Record<string, string>][] =
        access === 'admin'
          ? [['an administrator', admin, {}]]
          : access === 'club'
            ? [['a Quadra', club, {}]]
            : access === 'tablet'
              ? [['a tablet', apiClient(server), asTablet(true)]]
              : [['a plain user', plain, {}]];
      for (const { url, body } of malformed(method, path))
        for (const [who, client, headers] of allowed) {
          const answer = await client.call(method, url, body, headers);
          if (answer.status === 401 || answer.status === 403)
            wrong.push(
              `${method} ${url} ${JSON.stringify(body)} as ${who}: ${answer.status} ${answer.body?.code}`,
            );
        }
    }
    expect(wrong).toEqual([]);
  });
});
