import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  creditAccountStream,
  decodeRecorded,
  ERASED_NAME,
  encodeFor,
  erasedEmail,
  nameKey,
  userStream,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { erasePersonalData } from './erase';

const json = (value: unknown) => JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
const PLAYERS = [
  'Quitéria Bessa',
  'Ubirajara Tolentino',
  'Genoveva Prates',
  'Olegário Mourisco',
  'Filismina Araújo',
  'Teodomiro Vaz',
  'Jandira Cotrim',
  'Hermógenes Lobo',
];

const OTHER_PLAYERS = [
  'Eulália Pestana',
  'Crisóstomo Vidigal',
  'Brasilina Furtado',
  'Anacleto Moniz',
  'Perpétua Sardinha',
  'Deoclécio Amaral',
  'Ermelinda Paiva',
  'Zózimo Bettencourt',
];

const GROUP_PLAYERS = Array.from(
  { length: 16 },
  (_, i) => `Radegunda Pimentel ${String.fromCharCode(65 + i)}`,
);

for (const target of testDatabaseTargets()) {
  describe(`erasing a user's personal data on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    /** The text of every row of every read-model table (the projectors' own), sorted per table. */
    async function readModels(): Promise<Record<string, string[]>> {
      const { database, runner } = server.system;
      const tables: Record<string, string[]> = {};
      for (const table of runner.projectors.flatMap((p) => p.tables)) {
        const { rows } = await sql<{
          row: string;
        }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(database.db);
        tables[table] = rows.map((r) => r.row);
      }
      return tables;
    }

    /** Every text Rodada keeps: raw events, every table's rows, the outbox folder. */
    async function everythingStored(): Promise<string> {
      const { system } = server;
      const parts = [json(await system.store.raw.readAll({ limit: 100_000 }))];
      const { rows: tables } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(system.database.db);
      for (const { table_name } of tables) {
        const { rows } = await sql<{
          row: string;
        }>`select t::text as row from ${sql.table(table_name)} t`.execute(system.database.db);
        parts.push(table_name, ...rows.map((r) => r.row));
      }
      const outbox = join(server.config.dataDir, 'outbox');
      for (const file of safeList(outbox)) parts.push(file, readFileSync(join(outbox, file), 'utf8'));
      return parts.join('\n');
    }

    it('leaves their e-mail, name and player names nowhere, and shows placeholders', async () => {
      const email = 'genesia.erasmo@apagar.com.br';
      const name = 'Genésia Erasmo';
      const user = apiClient(server);
      const registered = await user.post('/api/register', {
        name,
        email,
        password: 'senha-apagar-1',
        terms: true,
      });
      expect(registered.status).toBeLessThan(300);
      const userId = registered.body.id as string;
      expect(
        (await admin.post(`/api/admin/users/${userId}/credits`, { credits: 2, reason: 'bonus' })).status,
      ).toBe(200);
      const created = await user.post('/api/tournaments', {
        name: 'Torneio a apagar',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
      });
      expect(created.status).toBe(201);
      const tournamentId = created.body.id as string;
      expect((await apiClient(server).post('/api/password-reset/request', { email })).status).toBe(200);
      await expect.poll(() => safeList(join(server.config.dataDir, 'outbox')).length).toBeGreaterThan(0);

      const before = await everythingStored();
      expect(before).toContain(email); // the read models and the outbox had them
      expect(before).toContain(PLAYERS[0]);

      expect((await admin.call('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      // Nothing was left to shred or delete: repeating it is harmless.
      expect(await erasePersonalData(server.system, userId)).toEqual({
        outboxFilesDeleted: 0,
        keyShredded: false,
      });

      const after = await everythingStored();
      for (const secret of [email, name, 'genesia', 'Genésia', ...PLAYERS])
        expect(after).not.toContain(secret);

      // Signed out, and nobody can sign in as them.
      expect((await user.get('/api/user')).status).toBe(401);
      const login = await apiClient(server).post('/api/login', { email, password: 'senha-apagar-1' });
      expect(login.status).toBeGreaterThanOrEqual(400);

      // The read models show the placeholders.
      const db = server.system.database.db;
      const row = await db
        .selectFrom('users')
        .select(['name', 'email', 'password_hash', 'credits'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: ERASED_NAME,
        email: erasedEmail(userId),
        password_hash: '',
        credits: 1,
      });
      const players = await db
        .selectFrom('tournament_players')
        .select('name')
        .where('tournament_id', '=', tournamentId)
        .execute();
      expect(players.map((p) => p.name)).toEqual(PLAYERS.map(() => ERASED_NAME));
      const ranking = await admin.get(`/api/tournaments/${tournamentId}`);
      if (ranking.status === 200) expect(json(ranking.body)).not.toContain(PLAYERS[0]);

      // Money movements stay, as anonymous accounting records.
      const credits = (await server.system.store.readStream(creditAccountStream(userId))).map(decodeRecorded);
      expect(credits.map((e) => e.type)).toEqual(['CreditsGranted', 'CreditsSpent']);
      const transactions = await db
        .selectFrom('transactions')
        .select('credits')
        .where('user_id', '=', userId)
        .execute();
      expect(transactions.map((t) => t.credits).sort()).toEqual([-1, 2]);

      // The projections keep following live.
      const other = apiClient(server);
      const next = await other.post('/api/register', {
        name: 'Depois',
        email: 'depois@exemplo.com',
        password: 'senha123',
        terms: true,
      });
      expect((await other.get('/api/user')).body).toMatchObject({ id: next.body.id, name: 'Depois' });
    });

    it('erases through DELETE /api/admin/users/{id}: nothing personal left, the accounts add up, their links are gone, also after a rebuild', async () => {
      const email = 'teodoro.apagado@apagar.com.br';
      const name = 'Teodoro Apagado';
      const db = server.system.database.db;
      const user = apiClient(server);
      const userId = (
        await user.post('/api/register', { name, email, password: 'senha-apagar-2', terms: true })
      ).body.id as string;
      await admin.post(`/api/admin/users/${userId}/credits`, { credits: 5, reason: 'bonus' });
      const created = await user.post('/api/tournaments', {
        name: 'Torneio de quinta',
        courts: 2,
        players: OTHER_PLAYERS,
        tournamentType: 'super8',
      });
      expect(created.status).toBe(201);
      const tournamentId = created.body.id as string;
      // Their players (roster): an entry renamed to a name typed only there.
      const roster = (await user.get('/api/roster?query=eul')).body as { id: string }[];
      expect((await user.patch(`/api/roster/${roster[0]!.id}`, { name: 'Eulália Renomeada' })).status).toBe(
        200,
      );
      const rosterRows = () =>
        db.selectFrom('roster_entries').select('name').where('organiser_id', '=', userId).execute();
      // Scores, so the names decided the order of level players (rankings, group tables, ties).
      const detail = (await user.get(`/api/tournaments/${tournamentId}`)).body;
      for (const [i, m] of (detail.matches as { id: string }[]).slice(0, 6).entries())
        await user.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: i % 2 === 0 ? 6 : 3 });
      const groups = await user.post('/api/tournaments/super-groups', {
        name: 'Super 16 de quinta',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: GROUP_PLAYERS,
      });
      expect(groups.status).toBe(201);
      const groupMatches = (await user.get(`/api/tournaments/${groups.body.id}`)).body.matches as {
        id: string;
      }[];
      for (const m of groupMatches)
        await user.patch(`/api/matches/${m.id}`, { team1Score: 3, team2Score: 3 });
      expect(
        await db
          .selectFrom('tie_queue')
          .select('group_id')
          .where('tournament_id', '=', groups.body.id)
          .execute(),
      ).not.toEqual([]);
      const publicToken = (await user.get(`/api/tournaments/${tournamentId}`)).body.publicToken as string;
      const publicPath = `/api/public/tournaments/${encodeURIComponent(publicToken)}`;
      expect((await apiClient(server).get(publicPath)).status).toBe(200);
      await apiClient(server).post('/api/password-reset/request', { email });
      const outbox = join(server.config.dataDir, 'outbox');
      await expect.poll(() => safeList(outbox).some((f) => f.includes('teodoro'))).toBe(true);
      // The administrators' tie alert about their Super 16 (its reactor runs every few seconds):
      // a mail to someone else that names them and their players.
      const aboutTheirs = () =>
        safeList(outbox).filter((f) =>
          readFileSync(join(outbox, f), 'utf8').replace(/=\n/g, '').includes(groups.body.id),
        );
      await expect.poll(() => aboutTheirs().length, { timeout: 20_000 }).toBeGreaterThan(0);

      const totals = () =>
        db
          .selectFrom('transactions')
          .select((eb) => [
            eb.fn.sum<string>('credits').as('credits'),
            eb.fn.sum<string>('amount_cents').as('amountCents'),
            eb.fn.countAll<string>().as('rows'),
          ])
          .executeTakeFirstOrThrow()
          .then((t) => ({
            credits: Number(t.credits),
            amountCents: Number(t.amountCents),
            rows: Number(t.rows),
          }));
      expect((await rosterRows()).length).toBe(OTHER_PLAYERS.length + GROUP_PLAYERS.length);
      const totalsBefore = await totals();
      const secrets = [email, name, 'teodoro', 'Radegunda', 'Eulália Renomeada', ...OTHER_PLAYERS];
      const before = await everythingStored();
      for (const secret of secrets) expect(nameKey(before)).toContain(nameKey(secret));

      const erased = await admin.call('DELETE', `/api/admin/users/${userId}`);
      expect(erased).toMatchObject({ status: 200, body: { ok: true } });

      const unchanged = async () => {
        const stored = nameKey(await everythingStored());
        for (const secret of secrets) expect(stored).not.toContain(nameKey(secret));
        expect(await totals()).toEqual(totalsBefore);
        const gone = await apiClient(server).get(publicPath);
        expect(gone.status).toBe(404);
        expect(gone.body.code).toBe('tournament.notFound');
        expect((await admin.get(`/api/tournaments/${tournamentId}`)).status).toBe(404);
        expect((await admin.get(`/api/admin/users?search=${userId}`)).body.total).toBe(0);
        const listed = (await admin.get('/api/admin/users?pageSize=100')).body.users as { id: string }[];
        expect(listed.map((u) => u.id)).not.toContain(userId);
        const row = await db
          .selectFrom('users')
          .select(['name', 'email', 'password_hash', 'erased_at', 'credits'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          name: ERASED_NAME,
          email: erasedEmail(userId),
          password_hash: '',
          credits: 2,
        });
        expect(row.erased_at).not.toBeNull();
        // Their roster went with them.
        expect(await rosterRows()).toEqual([]);
        // The money movements are still there, as anonymous accounting records.
        const movements = (await server.system.store.readStream(creditAccountStream(userId))).map(
          decodeRecorded,
        );
        expect(movements.map((e) => e.type)).toEqual(['CreditsGranted', 'CreditsSpent', 'CreditsSpent']);
      };
      await unchanged();
      expect(aboutTheirs()).toEqual([]);
      expect((await user.get('/api/user')).status).toBe(401);
      expect((await apiClient(server).post('/api/login', { email, password: 'senha-apagar-2' })).status).toBe(
        401,
      );

      // Every read-model row is what a rebuild from the events gives.
      const live = await readModels();
      await server.system.runner.rebuildAll();
      await unchanged();
      expect(await readModels()).toEqual(live);
    });

    it('keeps serving everyone else while a user is erased (no read model is emptied)', async () => {
      const bystander = apiClient(server);
      const bystanderId = (
        await bystander.post('/api/register', {
          name: 'Leocádia Presente',
          email: 'leocadia.presente@exemplo.com',
          password: 'senha-presente-1',
          terms: true,
        })
      ).body.id as string;
      expect((await bystander.get('/api/user')).status).toBe(200);
      // A store of some size, so that rebuilding the read models (what an erasure used to do)
      // would leave them empty for a while.
      const stream = userStream(bystanderId);
      const at = new Date().toISOString();
      const filler = await server.system.store.append(
        stream,
        Array.from({ length: 3000 }, (_, i) => ({
          id: randomUUID(),
          ...encodeFor(stream, {
            type: 'PasswordResetRequested',
            data: { tokenHash: `filler-${i}`, expiresAt: at, at },
          }),
        })),
        'any',
      );
      expect(await server.system.runner.waitFor(filler.position, 30_000)).toBe(true);
      const user = apiClient(server);
      const userId = (
        await user.post('/api/register', {
          name: 'Saturnino Ausente',
          email: 'saturnino.ausente@apagar.com.br',
          password: 'senha-apagar-3',
          terms: true,
        })
      ).body.id as string;
      await admin.post(`/api/admin/users/${userId}/credits`, { credits: 1, reason: 'bonus' });
      await user.post('/api/tournaments', {
        name: 'Torneio de sábado',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
      });

      // A few readers at once, so any moment the users table were empty would be seen.
      let erasing = true;
      const statuses: number[] = [];
      const reads = Promise.all(
        Array.from({ length: 4 }, async () => {
          while (erasing) statuses.push((await bystander.get('/api/user')).status);
        }),
      );
      const erased = await admin.call('DELETE', `/api/admin/users/${userId}`);
      erasing = false;
      await reads;
      expect(erased.status).toBe(200);
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect((await user.get('/api/user')).status).toBe(401);
    });
  });
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
