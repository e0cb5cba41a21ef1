import { randomUUID } from 'node:crypto';
import { creditAccountStream, decodeRecorded, tournamentStream } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { TournamentService } from '../tournaments/service';

const super8 = {
  name: 'Super 8 de sábado',
  courts: 2,
  players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'],
  tournamentType: 'super8',
};

for (const target of testDatabaseTargets()) {
  describe(`commands with Idempotency-Key and their metadata on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = (credits: number) => registerOrganiser(server, admin, credits);

    const key = () => ({ 'idempotency-key': randomUUID() });
    const credits = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

    it('charges once and creates one tournament when a creation is sent twice with one key', async () => {
      const { client, userId } = await organiser(3);
      const headers = key();
      const first = await client.post('/api/tournaments', super8, headers);
      const second = await client.post('/api/tournaments', super8, headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(await credits(client)).toBe(2);
      expect((await client.get('/api/tournaments')).body).toHaveLength(1);
      const spends = (await server.system.store.readStream(creditAccountStream(userId))).filter((e) =>
        e.type.startsWith('CreditsSpent'),
      );
      expect(spends).toHaveLength(1);
      // Without a key, the same body is a new tournament.
      expect((await client.post('/api/tournaments', super8)).status).toBe(201);
      expect(await credits(client)).toBe(1);
    });

    it('appends a score once when it is sent twice with one key, even by a fresh service after a restart', async () => {
      const { client } = await organiser(1);
      const created = await client.post('/api/tournaments', super8);
      const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      const match = detail.matches[0].id;
      const stream = tournamentStream(created.body.id);
      const before = (await server.system.store.readStream(stream)).length;
      const headers = key();
      const score = { team1Score: 6, team2Score: 3 };
      const first = await client.patch(`/api/matches/${match}`, score, headers);
      const second = await client.patch(`/api/matches/${match}`, score, headers);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect((await server.system.store.readStream(stream)).length).toBe(before + 1);
      // The outcome lives in the event store, not in the process: a new service instance finds it.
      const restarted = new TournamentService(server.system.store, server.system.database.db, async () => {});
      const userId = detail.ownerId as string;
      const replayed = await restarted.recordScore(
        {
          actor: { kind: 'user', id: userId },
          commandId: randomUUID(),
          correlationId: randomUUID(),
          at: new Date().toISOString(),
          idempotency: null,
        },
        match,
        score,
      );
      expect(replayed.tournamentId).toBe(created.body.id);
      expect((await server.system.store.readStream(stream)).length).toBe(before + 1);
    });

    it('refuses the same key with another request (422, translated) and changes nothing', async () => {
      const { client } = await organiser(2);
      const created = await client.post('/api/tournaments', super8);
      const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      const match = detail.matches[0].id;
      const headers = key();
      await client.patch(`/api/matches/${match}`, { team1Score: 6, team2Score: 3 }, headers);
      const reused = await client.patch(`/api/matches/${match}`, { team1Score: 2, team2Score: 6 }, headers);
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('request.idempotencyKeyReused');
      expect(reused.body.message).toBe(
        'Esta Idempotency-Key já foi usada em outra requisição. Use uma chave nova para uma nova requisição.',
      );
      const after = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      expect(after.matches.find((m: { id: string }) => m.id === match)).toMatchObject({
        team1Score: 6,
        team2Score: 3,
      });
      const english = await client.call('POST', '/api/tournaments', super8, {
        'idempotency-key': 'not-a-uuid',
        'accept-language': 'en',
      });
      expect(english.status).toBe(400);
      expect(english.body.message).toBe('The Idempotency-Key header must be a UUID.');
    });

    it('answers a repeated refusal the same way (insufficient credits) without charging', async () => {
      const { client } = await organiser(1);
      const headers = key();
      // Fixed pairs cost 2 credits; this organiser has 1.
      const pairs = {
        ...super8,
        tournamentType: 'super8_fixed_pairs',
        players: super8.players.map((p) => `${p} e ${p}2`),
      };
      const first = await client.post('/api/tournaments', pairs, headers);
      const second = await client.post('/api/tournaments', pairs, headers);
      expect(first.status).toBe(402);
      expect(second.status).toBe(402);
      expect(second.body).toEqual(first.body);
      expect(await credits(client)).toBe(1);
    });

    it('records who changed a score, when, and with which command and request', async () => {
      const { client, userId } = await organiser(1);
      const created = await client.post('/api/tournaments', super8);
      const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      const correlationId = randomUUID();
      await client.patch(
        `/api/matches/${detail.matches[1].id}`,
        { team1Score: 4, team2Score: 6 },
        { 'x-correlation-id': correlationId },
      );
      const events = (await server.system.store.readStream(tournamentStream(created.body.id))).map(
        decodeRecorded,
      );
      const scored = events.find((e) => e.type === 'MatchScored')!;
      expect(scored.metadata).toMatchObject({ actor: { kind: 'user', id: userId }, correlationId });
      expect(scored.metadata?.commandId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(scored.metadata!.at)).toBeGreaterThan(Date.now() - 60_000);
      const stored = (await server.system.store.readStream(tournamentStream(created.body.id))).at(-1)!;
      expect(stored.type).toBe('MatchScored.v1');
      // The creation's events name the organiser as their actor too, on both streams.
      expect(events[0]?.metadata?.actor).toEqual({ kind: 'user', id: userId });
      const spend = (await server.system.store.readStream(creditAccountStream(userId)))
        .map(decodeRecorded)
        .at(-1)!;
      expect(spend.type).toBe('CreditsSpent');
      expect(spend.metadata?.commandId).toBe(events[0]?.metadata?.commandId);
      // An administrator's grant is recorded as the administrator's.
      const grant = (await server.system.store.readStream(creditAccountStream(userId))).map(
        decodeRecorded,
      )[0]!;
      expect(grant.metadata?.actor.kind).toBe('admin');
    });
  });
}
