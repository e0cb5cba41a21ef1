import { comparePositions } from '@rodada/events';
import { allProjectors } from '@rodada/projections';
import { testDatabaseTargets } from '@rodada/projections/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerOrganiser, signedInAdmin } from '../testing/apiClient';
import { liveSocket } from '../testing/liveSocket';
import { serverForSuite } from '../testing/suite';
import { startTestServer, type TestServer } from '../testing/testServer';
import { LAG_EVENTS_CAP, projectionLags } from './metrics';

const TOKEN = 'scraper-token-0123456789';
const PLAYERS = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

/** `GET /metrics` as a scraper sends it. */
async function scrape(server: TestServer, authorization: string | null = `Bearer ${TOKEN}`) {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { 'accept-language': 'es', ...(authorization ? { authorization } : {}) },
  });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** A sample's value in Prometheus text (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-zA-Z_]+=")/) : [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics switched off (no METRICS_TOKEN)', () => {
  let server: TestServer;
  serverForSuite(null, (started) => ({ server } = started));

  it('GET /metrics answers 404 as an unknown path, even with a token', async () => {
    const answer = await scrape(server);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'request.notFound' });
  });
});

describe('a METRICS_TOKEN shorter than 16 characters', () => {
  it('stops the server from starting, naming the setting', async () => {
    await expect(startTestServer(null, { METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
  });
});

for (const target of testDatabaseTargets()) {
  describe(`GET /metrics on ${target.name}`, () => {
    let server: TestServer;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      server = await startTestServer(target, { METRICS_TOKEN: TOKEN });
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await server?.close();
    });

    it('refuses a scraper without the token, or with another, in its language', async () => {
      for (const authorization of [null, 'Bearer another-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
        const answer = await scrape(server, authorization);
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(JSON.parse(answer.text)).toEqual({
          code: 'request.metricsToken',
          message: 'Se necesita un token de métricas válido (Authorization: Bearer).',
        });
      }
    });

    it('counts requests by route pattern and status, never by path', async () => {
      const anonymous = apiClient(server);
      const before = await scrape(server);
      expect(before.status).toBe(200);
      expect(before.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const count = (text: string, route: string, status: string) =>
        sample(text, 'rodada_http_request_duration_seconds_count', { method: 'GET', route, status }) ?? 0;

      for (let i = 0; i < 3; i++) expect((await anonymous.get('/api/health')).status).toBe(200);
      expect((await anonymous.get('/api/public/tournaments/no-such-token')).status).toBe(404);
      const after = (await scrape(server)).text;

      expect(count(after, '/api/health', '200') - count(before.text, '/api/health', '200')).toBe(3);
      expect(after).toContain('route="/api/public/tournaments/:publicToken",status="404"');
      expect(after).not.toContain('no-such-token');
      // Node's own process metrics come with them.
      expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    it('shows appends, live sockets, rooms and pushes, and every projector caught up', async () => {
      const before = (await scrape(server)).text;
      const appends = (text: string) =>
        sample(text, 'rodada_event_store_append_duration_seconds_count', { outcome: 'ok' }) ?? 0;
      const pushes = (text: string) => sample(text, 'rodada_live_pushes_total') ?? 0;

      const organiser = await registerOrganiser(server, await signedInAdmin(server), 1, 'Clube Métrico');
      const created = await organiser.client.post('/api/tournaments', {
        name: 'Super 8 medido',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
      });
      expect(created.status).toBe(201);
      const tournament = (await organiser.client.get(`/api/tournaments/${created.body.id}`)).body;
      const socket = await liveSocket(server);
      sockets.push(socket);
      expect(
        await new Promise((resolve) =>
          socket.emit('watch', { publicToken: tournament.publicToken }, resolve),
        ),
      ).toEqual({ ok: true });
      const update = new Promise((resolve) => socket.once('tournament:update', resolve));
      const match = tournament.matches[0];
      expect(
        (await organiser.client.patch(`/api/matches/${match.id}`, { team1Score: 6, team2Score: 2 })).status,
      ).toBe(200);
      await update;

      const after = (await scrape(server)).text;
      expect(appends(after)).toBeGreaterThan(appends(before));
      expect(sample(after, 'rodada_live_sockets')).toBe(1);
      expect(sample(after, 'rodada_live_rooms')).toBeGreaterThanOrEqual(1);
      expect(pushes(after)).toBeGreaterThan(pushes(before));
      expect(sample(after, 'rodada_projection_leader')).toBe(1);
      // The push comes from the tournaments projector; the others catch up on their own.
      const lagging = async () => {
        const text = (await scrape(server)).text;
        return allProjectors.filter(
          (p) => sample(text, 'rodada_projection_lag_events', { projector: p.name }) !== 0,
        ).length;
      };
      await expect.poll(lagging).toBe(0);
      const caughtUp = (await scrape(server)).text;
      for (const projector of allProjectors) {
        expect(sample(caughtUp, 'rodada_projection_lag_seconds', { projector: projector.name })).toBe(0);
        expect(sample(caughtUp, 'rodada_projection_stopped', { projector: projector.name })).toBe(0);
      }
      expect(sample(after, 'rodada_mail_queue_size')).toBe(0);

      socket.close();
      await expect.poll(async () => sample((await scrape(server)).text, 'rodada_live_sockets')).toBe(0);
    });

    it("reports each reactor's passes and the work its last one did", async () => {
      // The credit reactor looks every 2 seconds.
      await expect
        .poll(
          async () =>
            sample((await scrape(server)).text, 'rodada_reactor_pass_duration_seconds_count', {
              reactor: 'credits',
              outcome: 'ok',
            }) ?? 0,
          { timeout: 10_000, interval: 500 },
        )
        .toBeGreaterThan(0);
      const text = (await scrape(server)).text;
      expect(sample(text, 'rodada_reactor_last_pass_items', { reactor: 'credits' })).toBe(0);
    });

    it("counts a projector's lag from its position: the events after it and the oldest one's age", async () => {
      const { store, runner } = server.system;
      const positions = await runner.progress();
      const all = await store.raw.readAll({});
      const middle = all[Math.floor(all.length / 2)]!;
      const now = new Date(all.at(-1)!.createdAt.getTime() + 60_000);
      const lags = await projectionLags(store.raw, new Map([...positions, ['behind', middle.position]]), now);
      expect(lags.get('tournaments')).toEqual({ events: 0, seconds: 0 });
      const behind = all.filter((e) => comparePositions(e.position, middle.position) > 0);
      expect(lags.get('behind')!.events).toBe(behind.length);
      expect(lags.get('behind')!.seconds).toBeCloseTo(
        (now.getTime() - behind[0]!.createdAt.getTime()) / 1000,
        3,
      );
      expect(behind.length).toBeLessThan(LAG_EVENTS_CAP);
    });
  });
}
