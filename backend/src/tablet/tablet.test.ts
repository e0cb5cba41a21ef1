import { randomUUID } from 'node:crypto';
import { TABLET_CODE_ALPHABET, TABLET_CODE_HEADER } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

for (const target of testDatabaseTargets()) {
  describe(`court tablets API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const club = async (credits: number) => {
      const organiser = await registerOrganiser(server, admin, credits, 'Clube Rodada');
      await admin.call('PUT', `/api/admin/users/${organiser.userId}/type`, { userType: 'Quadra' });
      return organiser;
    };
    const balance = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;
    const tabletCall = (method: string, path: string, code: string, body?: unknown, key?: string) =>
      apiClient(server).call(method, path, body, {
        [TABLET_CODE_HEADER]: code,
        ...(key ? { 'idempotency-key': key } : {}),
      });
    const newCode = async (client: ApiClient, tournamentType = 'super8') =>
      (await client.post('/api/tournament-codes', { tournamentType })).body as { id: string; code: string };
    const createFromTablet = (code: { id: string; code: string }, key = randomUUID(), extra = {}) =>
      tabletCall(
        'POST',
        '/api/tablet/tournaments',
        code.code,
        {
          name: 'Super 8 da quadra',
          courts: 2,
          players: EIGHT,
          tournamentType: 'super8',
          codeId: code.id,
          ...extra,
        },
        key,
      );

    it('lets clubs and administrators create codes, and refuses a plain user', async () => {
      const user = await registerOrganiser(server, admin, 0);
      expect((await user.client.post('/api/tournament-codes', { tournamentType: 'super8' })).status).toBe(
        403,
      );
      const { client } = await club(0);
      const created = await client.post('/api/tournament-codes', { tournamentType: 'super_12' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        tournamentType: 'super_12',
        isActive: true,
        usedAt: null,
        tournamentId: null,
      });
      expect(created.body.code).toMatch(new RegExp(`^[${TABLET_CODE_ALPHABET}]{6}$`));
      expect(created.body.code).not.toMatch(/[0O1IL]/);
      expect(await balance(client)).toBe(0);
      const second = await newCode(client);
      expect((await client.get('/api/tournament-codes')).body.map((c: { id: string }) => c.id)).toEqual([
        second.id,
        created.body.id,
      ]);
      const byAdmin = await admin.post('/api/tournament-codes', { tournamentType: 'super8' });
      expect(byAdmin.status).toBe(201);
      expect((await admin.get('/api/tournament-codes')).body[0].id).toBe(byAdmin.body.id);
    });

    it('validates codes publicly: active, inactive after deactivation, 404 when unknown', async () => {
      const { client } = await club(0);
      const code = await newCode(client);
      const anonymous = apiClient(server);
      const valid = await anonymous.post('/api/tournament-codes/validate', { code: code.code.toLowerCase() });
      expect(valid.status).toBe(200);
      expect(valid.body).toMatchObject({ id: code.id, isActive: true });
      const other = await club(0);
      expect((await other.client.call('DELETE', `/api/tournament-codes/${code.id}`)).status).toBe(404);
      const deleted = await client.call('DELETE', `/api/tournament-codes/${code.id}`);
      expect(deleted.body).toMatchObject({ isActive: false, deactivatedAt: expect.any(String) });
      expect((await client.call('DELETE', `/api/tournament-codes/${code.id}`)).status).toBe(200);
      const inactive = await anonymous.post('/api/tournament-codes/validate', { code: code.code });
      expect(inactive.body).toMatchObject({ isActive: false });
      const unknown = await anonymous.post('/api/tournament-codes/validate', { code: 'ZZZZZZ' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'tablet.codeInvalid']);
      expect((await createFromTablet(code)).body.code).toBe('tablet.codeInvalid');
    });

    it("creates the code's tournament charged to the code's owner, once per code", async () => {
      const { client, userId } = await club(2);
      const code = await newCode(client);
      const key = randomUUID();
      const created = await createFromTablet(code, key);
      expect(created.status).toBe(201);
      expect(created.body.name).toBe('Super 8 da quadra');
      expect(await balance(client)).toBe(1);
      const replay = await createFromTablet(code, key);
      expect([replay.status, replay.body.id]).toEqual([201, created.body.id]);
      expect(await balance(client)).toBe(1);
      const again = await createFromTablet(code);
      expect([again.status, again.body.code]).toEqual([409, 'tablet.codeUsed']);
      expect(await balance(client)).toBe(1);
      const owned = (await client.get(`/api/tournaments/${created.body.id}`)).body;
      expect(owned.ownerId).toBe(userId);
      const link = await tabletCall('POST', `/api/tournament-codes/${code.id}/link`, code.code, {
        tournamentId: created.body.id,
      });
      expect(link.body).toMatchObject({ tournamentId: created.body.id, usedAt: expect.any(String) });
      const view = await tabletCall('GET', `/api/tablet/tournaments/${created.body.id}`, code.code);
      expect(view.body).toMatchObject({ id: created.body.id, codeId: code.id, ended: false });
      expect(view.body.matches[0].version).toBe(0);
    });

    it('refuses without enough credits: nothing created, nothing charged, code still free', async () => {
      const { client } = await club(0);
      const code = await newCode(client);
      const refused = await createFromTablet(code);
      expect([refused.status, refused.body.code]).toEqual([402, 'credits.insufficient']);
      expect(refused.body.message).toMatch(/crédito/i);
      expect(await balance(client)).toBe(0);
      expect((await client.get('/api/tournaments')).body).toEqual([]);
      expect((await client.get('/api/tournament-codes')).body[0]).toMatchObject({
        isActive: true,
        usedAt: null,
      });
    });

    it('refuses 3 courts on the tablet and a header naming another code', async () => {
      const { client } = await club(3);
      const super12 = await newCode(client, 'super_12');
      const twelve = [...EIGHT, 'Iara', 'João', 'Kika', 'Léo'];
      const threeCourts = await createFromTablet(super12, randomUUID(), {
        courts: 3,
        players: twelve,
        tournamentType: 'super_12',
      });
      expect(threeCourts.body.code).toBe('formats.courtsOutOfRange');
      const code = await newCode(client);
      const other = await newCode(client);
      const wrong = await tabletCall('POST', '/api/tablet/tournaments', other.code, {
        name: 'Outro',
        courts: 1,
        players: EIGHT,
        tournamentType: 'super8',
        codeId: code.id,
      });
      expect(wrong.body.code).toBe('tablet.codeInvalid');
      expect((await tabletCall('GET', `/api/tablet/tournaments/${randomUUID()}`, 'AAAAAA')).status).toBe(401);
    });

    it('keeps a code to its own tournament, and ends it: completed, code inactive, owner still sees it', async () => {
      const { client } = await club(2);
      const mine = await newCode(client);
      const theirs = await newCode(client);
      const first = (await createFromTablet(mine)).body.id as string;
      const second = (await createFromTablet(theirs)).body.id as string;
      const otherMatch = (await client.get(`/api/tournaments/${second}`)).body.matches[0].id;
      expect((await tabletCall('GET', `/api/tablet/tournaments/${second}`, mine.code)).status).toBe(404);
      const touch = await tabletCall('PATCH', `/api/tablet/matches/${otherMatch}`, mine.code, {
        team1Score: 6,
        team2Score: 2,
      });
      expect(touch.status).toBe(404);
      expect((await tabletCall('POST', `/api/tablet/tournaments/${second}/end`, mine.code)).status).toBe(404);
      const ended = await tabletCall('POST', `/api/tablet/tournaments/${first}/end`, mine.code);
      expect(ended.body).toMatchObject({ ended: true, status: 'completed' });
      const after = await tabletCall('GET', `/api/tablet/tournaments/${first}`, mine.code);
      expect([after.status, after.body.code]).toEqual([401, 'tablet.codeInvalid']);
      expect((await client.get(`/api/tournaments/${first}`)).body.status).toBe('completed');
      const codes = (await client.get('/api/tournament-codes')).body;
      expect(codes.find((c: { id: string }) => c.id === mine.id)).toMatchObject({ isActive: false });
      const publicView = await apiClient(server).get(`/api/public/tournaments/${ended.body.publicToken}`);
      expect(publicView.status).toBe(200);
    });

    it('refuses a score based on an old version with both scores (owner and tablet on one match)', async () => {
      const { client } = await club(1);
      const code = await newCode(client);
      const id = (await createFromTablet(code)).body.id as string;
      const matchId = (await client.get(`/api/tournaments/${id}`)).body.matches[0].id as string;
      const fromTablet = await tabletCall(
        'PATCH',
        `/api/tablet/matches/${matchId}`,
        code.code,
        { team1Score: 6, team2Score: 3, basedOnVersion: 0 },
        randomUUID(),
      );
      expect(fromTablet.status).toBe(200);
      expect(fromTablet.body.matches.find((m: { id: string }) => m.id === matchId).version).toBe(1);
      const key = randomUUID();
      const stale = await client.patch(
        `/api/matches/${matchId}`,
        { team1Score: 2, team2Score: 6, basedOnVersion: 0 },
        { 'idempotency-key': key },
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'match.conflict',
        message: expect.stringContaining('outro aparelho'),
        current: { team1Score: 6, team2Score: 3, version: 1 },
        attempted: { team1Score: 2, team2Score: 6 },
      });
      expect((await client.get(`/api/tournaments/${id}`)).body.matches[0]).toMatchObject({ team1Score: 6 });
      const same = await client.patch(`/api/matches/${matchId}`, {
        team1Score: 6,
        team2Score: 3,
        basedOnVersion: 0,
      });
      expect(same.status).toBe(200);
      const kept = await client.patch(`/api/matches/${matchId}`, {
        team1Score: 2,
        team2Score: 6,
        basedOnVersion: 1,
      });
      expect(kept.body.matches.find((m: { id: string }) => m.id === matchId)).toMatchObject({
        team1Score: 2,
        version: 2,
      });
      const lastWriteWins = await tabletCall('PATCH', `/api/tablet/matches/${matchId}`, code.code, {
        team1Score: 4,
        team2Score: 4,
      });
      expect(lastWriteWins.body.matches.find((m: { id: string }) => m.id === matchId).version).toBe(3);
    });

    it("ends a blocked club's codes: no tournament, no charge, no reading or scoring, validate inactive", async () => {
      const { client, userId } = await club(3);
      const used = await newCode(client);
      const fresh = await newCode(client);
      const id = (await createFromTablet(used)).body.id as string;
      const matchId = (await client.get(`/api/tournaments/${id}`)).body.matches[0].id as string;
      expect((await admin.post(`/api/admin/users/${userId}/block`, {})).status).toBe(200);
      const credits = async () =>
        (
          await admin.get(`/api/admin/users?search=${encodeURIComponent('Clube Rodada')}&pageSize=100`)
        ).body.users.find((u: { id: string }) => u.id === userId).credits as number;
      expect(await credits()).toBe(2);
      const created = await createFromTablet(fresh);
      expect([created.status, created.body.code]).toEqual([401, 'tablet.codeInvalid']);
      expect(await credits()).toBe(2);
      const read = await tabletCall('GET', `/api/tablet/tournaments/${id}`, used.code);
      expect([read.status, read.body.code]).toEqual([401, 'tablet.codeInvalid']);
      const score = await tabletCall('PATCH', `/api/tablet/matches/${matchId}`, used.code, {
        team1Score: 6,
        team2Score: 1,
      });
      expect([score.status, score.body.code]).toEqual([401, 'tablet.codeInvalid']);
      const anonymous = apiClient(server);
      for (const code of [used, fresh]) {
        const checked = await anonymous.post('/api/tournament-codes/validate', { code: code.code });
        expect([checked.status, checked.body.isActive, checked.body.deactivatedAt]).toEqual([
          200,
          false,
          expect.any(String),
        ]);
      }
    });

    it("ends an erased user's codes: validate inactive, no tournament for the erased account, no grant", async () => {
      const { client, userId } = await club(3);
      const used = await newCode(client);
      const fresh = await newCode(client);
      const id = (await createFromTablet(used)).body.id as string;
      expect((await admin.call('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      const anonymous = apiClient(server);
      for (const code of [used, fresh]) {
        const checked = await anonymous.post('/api/tournament-codes/validate', { code: code.code });
        expect([checked.status, checked.body.isActive]).toEqual([200, false]);
      }
      const created = await createFromTablet(fresh);
      expect([created.status, created.body.code]).toEqual([401, 'tablet.codeInvalid']);
      expect((await tabletCall('GET', `/api/tablet/tournaments/${id}`, used.code)).status).toBe(401);
      const granted = await admin.post(`/api/admin/users/${userId}/credits`, {
        credits: 5,
        reason: 'bonus',
      });
      expect(granted.status).toBe(404);
    });

    it('answers a replayed Idempotency-Key with the first answer, recording nothing new', async () => {
      const { client } = await club(1);
      const code = await newCode(client);
      const id = (await createFromTablet(code)).body.id as string;
      const matchId = (await client.get(`/api/tournaments/${id}`)).body.matches[0].id as string;
      const key = randomUUID();
      const body = { team1Score: 5, team2Score: 1, basedOnVersion: 0 };
      const first = await tabletCall('PATCH', `/api/tablet/matches/${matchId}`, code.code, body, key);
      const replay = await tabletCall('PATCH', `/api/tablet/matches/${matchId}`, code.code, body, key);
      expect([first.status, replay.status]).toEqual([200, 200]);
      const match = replay.body.matches.find((m: { id: string }) => m.id === matchId);
      expect(match).toMatchObject({ team1Score: 5, team2Score: 1, version: 1 });
    });
  });
}
