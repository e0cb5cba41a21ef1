import { randomUUID } from 'node:crypto';
import { testDatabaseTargets } from '@rodada/projections/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedInAdmin } from '../testing/apiClient';
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
    admin = await signedInAdmin(server);
    organiser = apiClient(server);
    const registered = await organiser.post('/api/register', {
      name: 'Organizadora',
      email: `${randomUUID().slice(0, 8)}@clube.com.br`,
      password: 'senha123',
      terms: true,
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
          // Blocking or erasing the organiser would turn the rest of the run into 401s.
          const endsTheOrganiser =
            route.path.endsWith('/block') ||
            (route.method === 'DELETE' && route.path.startsWith('/api/admin/users/'));
          const real = endsTheOrganiser ? randomUUID() : realIds[realIndex]!;
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

const INVALID_CHARACTERS = {
  'pt-BR': 'O texto tem caracteres não permitidos (como caracteres de controle). Digite-o de novo.',
  en: 'The text contains characters that are not allowed (such as control characters). Please type it again.',
};
const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const SIXTEEN = [...EIGHT, 'Iara', 'João', 'Kaká', 'Lia', 'Malu', 'Nando', 'Olga', 'Pedro'];

/**
 * Text PostgreSQL cannot hold (NUL, an unpaired surrogate) and control characters nobody types, in
 * every free-text field of every request: a translated 400 on that field, and nothing charged,
 * claimed or written, on the embedded store and on a real PostgreSQL.
 */
for (const target of testDatabaseTargets()) {
  describe(`text nobody types, on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let organiser: ApiClient;
    let playerId: string;
    let tournamentId: string;
    const eventCount = async () => (await server.system.store.readAll()).length;
    const balance = async () => (await organiser.get('/api/user')).body.credits as number;

    beforeAll(async () => {
      server = await startTestServer(target);
      admin = await signedInAdmin(server);
      organiser = apiClient(server);
      const registered = await organiser.post('/api/register', {
        name: 'Organizadora',
        email: `${randomUUID().slice(0, 8)}@clube.com.br`,
        password: 'senha123',
        terms: true,
      });
      await admin.post(`/api/admin/users/${registered.body.id}/credits`, { credits: 10, reason: 'bonus' });
      const created = await organiser.post('/api/tournaments/super-groups', {
        name: 'Super 16 do clube',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: SIXTEEN,
      });
      tournamentId = created.body.id;
      playerId = (await organiser.get(`/api/tournaments/${tournamentId}`)).body.players[0].id;
    });
    afterAll(async () => {
      await server.close();
    });

    for (const [label, bad] of [
      ['NUL', 'Ana\u0000'],
      ['an unpaired surrogate', 'Ana\ud800'],
      ['a control character', 'Ana\u0007Paula'],
    ] as const) {
      it(`refuses ${label} in every text field with a translated 400, writing nothing`, async () => {
        const email = `${randomUUID().slice(0, 8)}@clube.com.br`;
        const resolution = { groupId: 'A', playerId, finalPosition: 1 };
        const requests: [ApiClient, string, string, unknown, string][] = [
          [
            apiClient(server),
            'POST',
            '/api/register',
            { name: bad, email, password: 'senha123', terms: true },
            'name',
          ],
          [
            apiClient(server),
            'POST',
            '/api/register',
            { name: 'Bia', email, password: 'senha123', referralCode: bad, terms: true },
            'referralCode',
          ],
          [
            organiser,
            'POST',
            '/api/tournaments',
            { name: `Super ${bad}`, courts: 2, players: EIGHT },
            'name',
          ],
          [
            organiser,
            'POST',
            '/api/tournaments',
            { name: 'Super 8', courts: 2, players: [...EIGHT.slice(1), bad] },
            'players.7',
          ],
          [
            organiser,
            'POST',
            '/api/tournaments/super-groups',
            { name: bad, playerCount: 16, groupAssignmentMethod: 'random', players: SIXTEEN },
            'name',
          ],
          [
            organiser,
            'POST',
            '/api/tournaments/super-groups',
            {
              name: 'Super 16',
              playerCount: 16,
              groupAssignmentMethod: 'manual',
              players: [...SIXTEEN.slice(1), bad].map((name, i) => ({ name, groupId: i < 8 ? 'A' : 'B' })),
            },
            'players.15.name',
          ],
          [organiser, 'PATCH', `/api/players/${playerId}`, { name: bad }, 'name'],
          [
            admin,
            'POST',
            `/api/tournaments/${tournamentId}/resolve-tiebreaks`,
            { resolutions: [{ ...resolution, reasoning: bad }] },
            'resolutions.0.reasoning',
          ],
        ];
        const events = await eventCount();
        for (const [client, method, path, body, field] of requests) {
          const answer = await client.call(method, path, body);
          expect(answer.status, `${method} ${path} ${field}`).toBe(400);
          expect(answer.body.code).toBe('request.invalid');
          expect(answer.body.fieldErrors[field], `${method} ${path}`).toBe(INVALID_CHARACTERS['pt-BR']);
        }
        // A public link's token is never free text: one holding such characters is no tournament's.
        // (An unpaired surrogate cannot be written in a URL at all.)
        if (!bad.includes('\ud800')) {
          const link = await apiClient(server).get(
            `/api/public/tournaments/${encodeURIComponent(bad).repeat(4)}`,
          );
          expect({ status: link.status, code: link.body.code }).toEqual({
            status: 404,
            code: 'tournament.notFound',
          });
        }
        const english = await apiClient(server, 'en').post('/api/register', {
          name: bad,
          email,
          password: 'senha123',
          terms: true,
        });
        expect(english.body.fieldErrors).toEqual({ name: INVALID_CHARACTERS.en });
        // Nothing charged, no tournament, no event; the e-mail is still free.
        expect(await balance()).toBe(8);
        expect((await organiser.get('/api/tournaments')).body).toHaveLength(1);
        expect(await eventCount()).toBe(events);
        const later = await apiClient(server).post('/api/register', {
          name: 'Ana',
          email,
          password: 'senha123',
          terms: true,
        });
        expect(later.status).toBe(201);
      });
    }
  });
}
