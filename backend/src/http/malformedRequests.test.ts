import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Every route the OpenAPI document lists, called by a signed-in organiser and by an administrator
 * with arbitrary JSON bodies and arbitrary (or real) ids in the path: the answer is never a 500,
 * and every refusal has the `{ code, message }` body the client shows.
 */
describe('malformed requests on every route', () => {
  let server: TestServer;
  let admin: ApiClient;
  let organiser: ApiClient;
  const realIds: string[] = [];
  let routes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    admin = apiClient(server);
    await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' });
    organiser = apiClient(server);
    const registered = await organiser.post('/api/register', {
      name: 'Organizadora',
      email: `${randomUUID().slice(0, 8)}@clube.com.br`,
      password: 'senha123',
    });
    await admin.post(`/api/admin/users/${registered.body.id}/credits`, { credits: 50, reason: 'bonus' });
    const created = await organiser.post('/api/tournaments', {
      name: 'Super 8 de sábado',
      courts: 2,
      players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'],
      tournamentType: 'super8',
    });
    const detail = (await organiser.get(`/api/tournaments/${created.body.id}`)).body;
    realIds.push(
      registered.body.id,
      detail.id,
      detail.publicToken,
      detail.players[0].id,
      detail.matches[0].id,
    );

    // biome-ignore lint/suspicious/noExplicitAny: a generated OpenAPI document
    const doc: any = await (await fetch(`${server.url}/api/docs/json`)).json();
    routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => ({ method: method.toUpperCase(), path }))
        // Signing out would only end the session the rest of the run needs.
        .filter((route) => route.path !== '/api/logout'),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const idArbitrary = fc.oneof(
    fc.constantFrom(...['00000000-0000-4000-8000-000000000000', 'x', '%20', '..', '-1', 'null']),
    fc.uuid(),
    fc.string({ maxLength: 40 }).filter((s) => s.length > 0),
    fc.constant('REAL'),
  );
  const bodyArbitrary = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(
      fc.constantFrom(
        'name',
        'email',
        'password',
        'credits',
        'reason',
        'courts',
        'players',
        'tournamentType',
        'playerCount',
        'groupAssignmentMethod',
        'team1Score',
        'team2Score',
        'resolutions',
        'token',
        'blocked',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  );

  it('never answers 500, and every refusal says what went wrong', async () => {
    expect(routes.length).toBeGreaterThan(15);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        fc.boolean(),
        idArbitrary,
        fc.integer({ min: 0, max: 4 }),
        bodyArbitrary,
        async (routeIndex, asAdmin, id, realIndex, body) => {
          const route = routes[routeIndex]!;
          // Blocking the organiser would turn the rest of the run into 401s.
          const real = route.path.endsWith('/block') ? randomUUID() : realIds[realIndex]!;
          const value = id === 'REAL' ? real : id;
          const path = route.path.replace(/\{[^}]+\}|:[A-Za-z]+/g, encodeURIComponent(value));
          const client = asAdmin ? admin : organiser;
          const answer = await client.call(route.method, path, route.method === 'GET' ? undefined : body);
          seen.add(`${route.method} ${route.path}`);
          expect(answer.status, `${route.method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body).toEqual(
              expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
            );
          }
        },
      ),
      { numRuns: 600 },
    );
    // The run reached most of the API, not a corner of it.
    expect(seen.size).toBeGreaterThan(routes.length * 0.8);
  });
});
