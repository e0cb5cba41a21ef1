import { randomUUID } from 'node:crypto';
import {
  creditAccountDecider,
  creditAccountStream,
  newTournamentId,
  type SpendCredits,
  tournamentCost,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { refundOrphanCharges } from './creationReactor';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
const super8 = (name = 'Super 8 de sábado') => ({
  name,
  courts: 2,
  players: EIGHT,
  tournamentType: 'super8',
});

for (const target of testDatabaseTargets()) {
  describe(`tournaments API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = (credits: number) => registerOrganiser(server, admin, credits);
    const balance = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

    it('creates a tournament, charging its cost, and shows it to its owner', async () => {
      const { client } = await organiser(3);
      const created = await client.post('/api/tournaments', super8());
      expect(created.status).toBe(201);
      expect(await balance(client)).toBe(2);
      const detail = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      expect(detail).toMatchObject({
        name: 'Super 8 de sábado',
        tournamentType: 'super8',
        status: 'pending',
        courts: 2,
      });
      expect(detail.players.map((p: { name: string }) => p.name).sort()).toEqual([...EIGHT].sort());
      expect(detail.matches).toHaveLength(14);
      expect(detail.ranking).toHaveLength(8);
      expect(detail.publicToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      const list = (await client.get('/api/tournaments')).body;
      expect(list).toEqual([
        expect.objectContaining({ id: created.body.id, players: expect.any(Array), status: 'pending' }),
      ]);
      const transactions = (await client.get('/api/transactions')).body;
      expect(transactions[0]).toMatchObject({
        kind: 'spend',
        credits: -1,
        description: 'Criação do torneio "Super 8 de sábado"',
      });
    });

    it('sorts matches in playing order: slot, then court', async () => {
      const { client } = await organiser(1);
      const id = (await client.post('/api/tournaments', super8())).body.id;
      const { matches } = (await client.get(`/api/tournaments/${id}`)).body;
      const keys = matches.map((m: { slot: number; court: number }) => [m.slot, m.court]);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      expect(new Set(keys.map((k: number[]) => k[0])).size).toBe(matches.length / super8().courts);
    });

    it('charges 2 credits for fixed pairs and 1 for Super 12, from the one cost table', async () => {
      const costs = (await apiClient(server).get('/api/tournament-costs')).body;
      expect(costs).toContainEqual({ format: 'super8_fixed_pairs', playerCount: 16, credits: 2 });
      const { client } = await organiser(3);
      const pairs = EIGHT.map((n) => `${n} / ${n}a`);
      expect(
        (
          await client.post('/api/tournaments', {
            name: 'Duplas',
            courts: 1,
            players: pairs,
            tournamentType: 'super8_fixed_pairs',
          })
        ).status,
      ).toBe(201);
      expect(await balance(client)).toBe(3 - tournamentCost('super8_fixed_pairs', 16));
      const twelve = [...EIGHT, 'Iara', 'João', 'Kaká', 'Lia'];
      expect(
        (
          await client.post('/api/tournaments', {
            name: 'Doze',
            courts: 3,
            players: twelve,
            tournamentType: 'super_12',
          })
        ).status,
      ).toBe(201);
      expect(await balance(client)).toBe(0);
    });

    it('refuses creation without enough credits, charging nothing and creating nothing', async () => {
      const { client } = await organiser(0);
      const refused = await client.post('/api/tournaments', super8());
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        code: 'credits.insufficient',
        message: 'Créditos insuficientes: é necessário 1 crédito e você tem 0.',
      });
      expect((await client.get('/api/tournaments')).body).toEqual([]);
      expect((await client.get('/api/transactions')).body).toEqual([]);
    });

    it('explains every creation field error and changes nothing', async () => {
      const { client } = await organiser(1);
      const answer = await client.post('/api/tournaments', {
        name: 'ab',
        courts: 3,
        players: ['Ana', '', 'Caio'],
        tournamentType: 'super8',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({
        name: 'O nome do torneio precisa ter pelo menos 3 caracteres',
        courts: 'Selecione o número de quadras',
        'players.1': 'Nome do jogador é obrigatório',
        players: 'É necessário informar exatamente 8 jogadores',
      });
      const pairs = await client.post('/api/tournaments', {
        name: 'Duplas',
        courts: 1,
        players: ['A / B', ''],
        tournamentType: 'super8_fixed_pairs',
      });
      expect(pairs.body.fieldErrors).toEqual({
        'players.1': 'Nome da dupla é obrigatório',
        players: 'É necessário informar exatamente 8 duplas',
      });
      expect((await apiClient(server).post('/api/tournaments', super8())).status).toBe(401);
      expect(await balance(client)).toBe(1);
    });

    it('refuses names two players (or pairs) share, ignoring case, accents and spaces, and charges nothing', async () => {
      const { client } = await organiser(3);
      const answer = await client.post('/api/tournaments', {
        ...super8(),
        players: ['Ana', 'Bia', 'Caio', ' ana ', 'Duda', 'Édu', 'Fabi', 'EDU'],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({
        'players.3': 'O nome "Ana" já está na lista.',
        'players.7': 'O nome "Édu" já está na lista.',
      });
      const pairs = await client.post(
        '/api/tournaments',
        {
          name: 'Duplas',
          courts: 1,
          players: EIGHT.map((n, i) => (i === 7 ? 'ana / ana2' : `${n} / ${n}2`)),
          tournamentType: 'super8_fixed_pairs',
        },
        { 'accept-language': 'en' },
      );
      expect(pairs.body.fieldErrors).toEqual({
        'players.7': 'The name "Ana / Ana2" is already on the list.',
      });
      expect(await balance(client)).toBe(3);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
    });

    it('lets only the owner (or an admin, to read) see a tournament; anyone with the token reads the public view', async () => {
      const { client } = await organiser(1);
      const id = (await client.post('/api/tournaments', super8())).body.id;
      const detail = (await client.get(`/api/tournaments/${id}`)).body;
      const { client: other } = await organiser(0);
      expect((await other.get(`/api/tournaments/${id}`)).status).toBe(404);
      expect((await apiClient(server).get(`/api/tournaments/${id}`)).status).toBe(401);
      expect((await admin.get(`/api/tournaments/${id}`)).status).toBe(200);
      const pub = await apiClient(server).get(`/api/public/tournaments/${detail.publicToken}`);
      expect(pub.status).toBe(200);
      expect(pub.body).not.toHaveProperty('ownerId');
      expect(pub.body).not.toHaveProperty('id');
      expect(pub.body.ranking).toEqual(detail.ranking);
      const missing = await apiClient(server, 'es').get('/api/public/tournaments/AAAAAAAAAAAAAAAAAAAAAA');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Torneo no encontrado. No existe o fue eliminado.');
      // A malformed token (too short, too long) is just another unknown one.
      for (const token of ['abc', 'x'.repeat(65)]) {
        const malformed = await apiClient(server, 'es').get(`/api/public/tournaments/${token}`);
        expect({ status: malformed.status, body: malformed.body }).toEqual({
          status: 404,
          body: { code: 'tournament.notFound', message: missing.body.message },
        });
      }
      expect((await client.get('/api/tournaments/not-a-uuid')).status).toBe(404);
      const match = detail.matches[0].id;
      const foreign = await other.patch(`/api/matches/${match}`, {
        team1Score: 6,
        team2Score: 2,
        completed: true,
      });
      // A stranger gets the same 404 for changing as for reading: ids leak nothing.
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('tournament.notFound');
      expect((await other.get(`/api/tournaments/${detail.id}`)).status).toBe(404);
      expect((await admin.patch(`/api/matches/${match}`, { team1Score: 6, team2Score: 2 })).status).toBe(403);
      expect(
        (await apiClient(server).patch(`/api/matches/${match}`, { team1Score: 6, team2Score: 2 })).status,
      ).toBe(401);
    });

    it('scores matches into the ranking, edits re-rank, and the status follows', async () => {
      const { client } = await organiser(1);
      const id = (await client.post('/api/tournaments', super8())).body.id;
      const { matches } = (await client.get(`/api/tournaments/${id}`)).body;
      const first = await client.patch(`/api/matches/${matches[0].id}`, {
        team1Score: 6,
        team2Score: 3,
        completed: true,
      });
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('in_progress');
      const winners = [matches[0].player1Id, matches[0].player2Id];
      for (const row of first.body.ranking.slice(0, 2)) {
        expect(winners).toContain(row.playerId);
        expect(row).toMatchObject({ position: 1, wins: 1, points: 3, gameBalance: 3 });
      }
      const edited = await client.patch(`/api/matches/${matches[0].id}`, {
        team1Score: 4,
        team2Score: 4,
        completed: true,
      });
      const drawRow = edited.body.ranking.find(
        (r: { playerId: string }) => r.playerId === matches[0].player1Id,
      );
      expect(drawRow).toMatchObject({ wins: 0, draws: 1, points: 2, gameBalance: 0 });
      expect(edited.body.matches.find((m: { id: string }) => m.id === matches[0].id)).toMatchObject({
        team1Score: 4,
        team2Score: 4,
        isDraw: true,
        completed: true,
      });
      let last = edited;
      for (const m of matches.slice(1))
        last = await client.patch(`/api/matches/${m.id}`, { team1Score: 5, team2Score: 2 });
      expect(last.body.status).toBe('completed');
      const points = last.body.ranking.reduce((sum: number, r: { points: number }) => sum + r.points, 0);
      // 13 decided matches give 2×3 + 2×1 points, the draw 4×2.
      expect(points).toBe(13 * 8 + 8);
    });

    it('refuses a score outside 0-9 (games mode) and an unknown match, changing nothing', async () => {
      const { client } = await organiser(1);
      const id = (await client.post('/api/tournaments', super8())).body.id;
      const { matches, revision } = (await client.get(`/api/tournaments/${id}`)).body;
      // Two digits pass the request's shape (points and timed modes take them); games mode refuses them.
      const ten = await client.patch(`/api/matches/${matches[0].id}`, { team1Score: 10, team2Score: 2 });
      expect(ten.status).toBe(400);
      expect(ten.body).toMatchObject({
        code: 'formats.scoreOutOfRange',
        message: 'O placar deve ser um número de 0 a 9.',
      });
      const hundred = await client.patch(`/api/matches/${matches[0].id}`, { team1Score: 100, team2Score: 2 });
      expect(hundred.body.fieldErrors.team1Score).toBe('O placar deve ser um número de 0 a 99.');
      const missingScore = await client.patch(`/api/matches/${matches[0].id}`, { team1Score: 3 });
      expect(missingScore.body.fieldErrors.team2Score).toBe(
        'Por favor, preencha a pontuação para ambas as equipes.',
      );
      expect(
        (await client.patch(`/api/matches/${randomUUID()}`, { team1Score: 1, team2Score: 2 })).status,
      ).toBe(404);
      // A malformed id names no match either.
      expect((await client.patch('/api/matches/not-a-uuid', { team1Score: 1, team2Score: 2 })).status).toBe(
        404,
      );
      expect((await client.get(`/api/tournaments/${id}`)).body.revision).toBe(revision);
    });

    it('renames players until the first result, then refuses', async () => {
      const { client } = await organiser(1);
      const id = (await client.post('/api/tournaments', super8())).body.id;
      const detail = (await client.get(`/api/tournaments/${id}`)).body;
      const player = detail.players[0];
      const renamed = await client.patch(`/api/players/${player.id}`, { name: '  Ana Paula  ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.players[0].name).toBe('Ana Paula');
      expect(
        renamed.body.ranking.find((r: { playerId: string }) => r.playerId === player.id).playerName,
      ).toBe('Ana Paula');
      expect((await client.patch(`/api/players/${player.id}`, { name: '   ' })).body.fieldErrors.name).toBe(
        'O nome não pode ficar em branco.',
      );
      // Caio cannot become a second Ana Paula, whatever the case or accents.
      const caio = detail.players.find((p: { name: string }) => p.name === 'Caio');
      const twin = await client.patch(`/api/players/${caio.id}`, { name: ' ána paula ' });
      expect({ status: twin.status, body: twin.body }).toEqual({
        status: 400,
        body: { code: 'tournament.duplicateName', message: 'O nome "Ana Paula" já está na lista.' },
      });
      const unchanged = (await client.get(`/api/tournaments/${id}`)).body;
      expect(unchanged.players.map((p: { name: string }) => p.name).sort()).toEqual(
        ['Ana Paula', ...EIGHT.slice(1)].sort(),
      );
      await client.patch(`/api/matches/${detail.matches[0].id}`, { team1Score: 1, team2Score: 0 });
      const locked = await client.patch(`/api/players/${player.id}`, { name: 'Outra' });
      expect(locked.status).toBe(409);
      expect(locked.body.code).toBe('tournament.renameAfterResult');
      const { client: other } = await organiser(0);
      expect((await other.patch(`/api/players/${player.id}`, { name: 'X' })).status).toBe(404);
    });

    it('never charges without creating nor creates without charging under concurrent requests', async () => {
      const { client } = await organiser(3);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => client.post('/api/tournaments', super8(`Torneio ${i}`))),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 402)).toHaveLength(5);
      expect(await balance(client)).toBe(0);
      expect((await client.get('/api/tournaments')).body).toHaveLength(3);
      const spent = (await client.get('/api/transactions')).body.filter(
        (t: { kind: string }) => t.kind === 'spend',
      );
      expect(spent).toHaveLength(3);
    });

    it('refunds a charge whose tournament was never written (a crash between the two appends)', async () => {
      const { client, userId } = await organiser(2);
      const context = contextFor({ kind: 'user', id: userId });
      const tournamentId = newTournamentId(context.commandId);
      // The process dies right after the debit: only the first append happened.
      const charge = await handleCommand(
        server.system.store,
        creditAccountStream(userId),
        creditAccountDecider,
        commandOf<SpendCredits>(
          'SpendCredits',
          { amount: 1, tournamentId, tournamentName: 'Interrompido' },
          context,
        ),
      );
      await server.system.runner.waitFor(charge.position!);
      expect(await balance(client)).toBe(1);
      const refunded = await refundOrphanCharges(server.system.store, server.system.database.db, {
        graceMs: 0,
      });
      expect(refunded).toBe(1);
      const events = await server.system.store.readStream(creditAccountStream(userId));
      await server.system.runner.waitFor(events.at(-1)!.position);
      expect(await balance(client)).toBe(2);
      // The late creation cannot appear after the refund: no tournament without a charge.
      await expect(
        server.system.services.tournaments.create(context, { ...super8(), tournamentType: 'super8' }),
      ).rejects.toMatchObject({ code: 'tournament.creationAbandoned' });
      const after = await server.system.store.readStream(creditAccountStream(userId));
      expect(after).toHaveLength(events.length);
      expect(await balance(client)).toBe(2);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
      expect(await refundOrphanCharges(server.system.store, server.system.database.db, { graceMs: 0 })).toBe(
        0,
      );
    });

    it('charges once when a creation command is repeated (same command id)', async () => {
      const { client, userId } = await organiser(2);
      const context = contextFor({ kind: 'user', id: userId });
      const request = { ...super8(), tournamentType: 'super8' as const };
      const first = await server.system.services.tournaments.create(context, request);
      const again = await server.system.services.tournaments.create(context, request);
      expect(again.tournamentId).toBe(first.tournamentId);
      expect(await balance(client)).toBe(1);
      expect((await client.get('/api/tournaments')).body).toHaveLength(1);
      expect(await refundOrphanCharges(server.system.store, server.system.database.db, { graceMs: 0 })).toBe(
        0,
      );
    });
  });
}
