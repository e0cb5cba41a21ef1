import {
  decodeRecorded,
  type TieAlertEvent,
  type TournamentEvent,
  tieAlertStream,
  tournamentStream,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { type SmtpSink, startSmtpSink } from '../testing/smtpSink';
import { startTestServer, type TestServer } from '../testing/testServer';
import { alertAdministratorsOfTies, type TieAlertPorts } from './tieAlertReactor';

const ADMIN_EMAIL = 'admin@rodada.test';
const names = (n: number) => Array.from({ length: n }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);

type Detail = {
  id: string;
  publicToken: string;
  players: { id: string; name: string }[];
  matches: { id: string; matchType: string; groupId: string | null }[];
  groups: { id: string; members: string[] }[];
  hasTiebreakIssues: boolean;
  tieResolutions: Record<string, unknown>[];
};

for (const target of testDatabaseTargets()) {
  describe(`ties queue on ${target.name}`, () => {
    let server: TestServer;
    let smtp: SmtpSink;
    let admin: ApiClient;
    let ports: TieAlertPorts;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(target, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rodada.example' });
      admin = apiClient(server);
      await admin.post('/api/login', { email: ADMIN_EMAIL, password: 'admin-test-password' });
      ports = {
        store: server.system.store,
        db: server.system.database.db,
        mailer: () => server.system.mailer,
        publicUrl: server.config.publicUrl,
        log: (error) => {
          throw error;
        },
      };
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    /** A Super 16 whose every group match is a 4-4 draw: all eight players of each group are level. */
    async function tiedSuper16(client: ApiClient, name: string): Promise<Detail> {
      const { id } = (
        await client.post('/api/tournaments/super-groups', {
          name,
          playerCount: 16,
          groupAssignmentMethod: 'random',
          players: names(16),
        })
      ).body;
      let detail: Detail = (await client.get(`/api/tournaments/${id}`)).body;
      for (const m of detail.matches.filter((m) => m.matchType === 'group'))
        detail = (await client.patch(`/api/matches/${m.id}`, { team1Score: 4, team2Score: 4 })).body;
      expect(detail.hasTiebreakIssues).toBe(true);
      return detail;
    }

    /** The time of the score that completed a group: the last of its matches scored. */
    async function completingScoreAt(detail: Detail, groupId: string): Promise<string> {
      const groupMatches = new Set(detail.matches.filter((m) => m.groupId === groupId).map((m) => m.id));
      const scores = (await server.system.store.readStream(tournamentStream(detail.id)))
        .map((e) => decodeRecorded(e) as unknown as TournamentEvent)
        .filter((e) => e.type === 'MatchScored' && groupMatches.has(e.data.matchId));
      return (scores.at(-1)!.data as { at: string }).at;
    }

    const queueOf = async (tournamentId: string) =>
      ((await admin.get('/api/admin/tie-issues')).body as { tournamentId: string }[]).filter(
        (issue) => issue.tournamentId === tournamentId,
      );

    it('answers administrators only', async () => {
      expect((await apiClient(server).get('/api/admin/tie-issues')).status).toBe(401);
      const { client } = await registerOrganiser(server, admin, 0);
      const user = await client.get('/api/admin/tie-issues');
      expect(user.status).toBe(403);
      const answer = await admin.get('/api/admin/tie-issues');
      expect(answer.status).toBe(200);
      expect(Array.isArray(answer.body)).toBe(true);
    });

    it('queues a tied group with its players and the time of the tying score, until it is resolved', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Organizador do Clube');
      const detail = await tiedSuper16(client, 'Empate no clube');
      const nameOf = new Map(detail.players.map((p) => [p.id, p.name]));
      const expected = await Promise.all(
        detail.groups.map(async (g) => ({
          tournamentId: detail.id,
          tournamentName: 'Empate no clube',
          publicToken: detail.publicToken,
          ownerName: 'Organizador do Clube',
          groupId: g.id,
          players: expect.arrayContaining(g.members.map((id) => ({ id, name: nameOf.get(id) }))),
          since: await completingScoreAt(detail, g.id),
        })),
      );
      expected.sort((a, b) => a.since.localeCompare(b.since));
      const queue = await queueOf(detail.id);
      expect(queue).toEqual(expected);
      expect(queue.map((issue) => (issue as unknown as { players: unknown[] }).players.length)).toEqual([
        8, 8,
      ]);

      // The queue comes from event times: a rebuilt read model gives the same answer.
      await server.system.runner.rebuildAll();
      expect(await queueOf(detail.id)).toEqual(queue);

      const [first, second] = detail.groups.map((g) => g.id) as [string, string];
      const group = detail.groups.find((g) => g.id === first)!;
      await admin.post(`/api/tournaments/${detail.id}/resolve-tiebreaks`, {
        resolutions: group.members.slice(0, 4).map((playerId, k) => ({
          groupId: first,
          playerId,
          finalPosition: k + 1,
          reasoning: 'sorteio na quadra',
        })),
      });
      expect((await queueOf(detail.id)).map((issue) => (issue as { groupId?: string }).groupId)).toEqual([
        second,
      ]);
      const other = detail.groups.find((g) => g.id === second)!;
      await admin.post(`/api/tournaments/${detail.id}/resolve-tiebreaks`, {
        resolutions: other.members
          .slice(0, 4)
          .map((playerId, k) => ({ groupId: second, playerId, finalPosition: k + 1 })),
      });
      expect(await queueOf(detail.id)).toEqual([]);
    });

    it("leaves out an erased owner's tournament, which nobody could open to resolve", async () => {
      const { client, userId } = await registerOrganiser(server, admin, 2, 'Dona Apagada');
      const detail = await tiedSuper16(client, 'Torneio apagado');
      expect(await queueOf(detail.id)).toHaveLength(2);
      expect((await admin.call('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      const answer = await admin.get('/api/admin/tie-issues');
      expect(answer.status).toBe(200);
      expect(await queueOf(detail.id)).toEqual([]);
    });

    it('shows each resolution on the tournament (who, when, places, why), also after a rebuild', async () => {
      const { client } = await registerOrganiser(server, admin, 2);
      const detail = await tiedSuper16(client, 'Nota de auditoria');
      const group = detail.groups[0]!;
      const chosen = group.members.slice(4).reverse();
      const before = Date.now();
      const resolved = await admin.post(`/api/tournaments/${detail.id}/resolve-tiebreaks`, {
        resolutions: chosen.map((playerId, k) => ({
          groupId: group.id,
          playerId,
          finalPosition: k + 1,
          reasoning: 'sorteio na quadra',
        })),
      });
      expect(resolved.status).toBe(200);
      const notes = (await client.get(`/api/tournaments/${detail.id}`)).body.tieResolutions;
      expect(notes).toEqual([
        {
          groupId: group.id,
          at: expect.any(String),
          byName: 'Administrador',
          positions: chosen.map((playerId, k) => ({ playerId, finalPosition: k + 1 })),
          reasoning: 'sorteio na quadra',
        },
      ]);
      expect(Date.parse(notes[0].at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(notes[0].at)).toBeLessThanOrEqual(Date.now());

      // Spectators see the decision and its reason, not who took it.
      const publicNotes = (await apiClient(server).get(`/api/public/tournaments/${detail.publicToken}`)).body
        .tieResolutions;
      const { byName: _, ...anonymous } = notes[0];
      expect(publicNotes).toEqual([anonymous]);

      await server.system.runner.rebuildAll();
      expect((await client.get(`/api/tournaments/${detail.id}`)).body.tieResolutions).toEqual(notes);
    });

    it('mails the administrators once per tie, however often the reactor runs, and not after a rebuild', async () => {
      const { client } = await registerOrganiser(server, admin, 2, 'Organizadora');
      const detail = await tiedSuper16(client, 'Torneio do aviso');
      const link = `https://rodada.example/tournament/${detail.id}/resolve-tiebreaks`;
      const alertsFor = () => smtp.mails.filter((m) => m.to.includes(ADMIN_EMAIL) && m.text.includes(link));

      // Four runs at once (and the server's own timer) race for the same ties.
      await Promise.all(Array.from({ length: 4 }, () => alertAdministratorsOfTies(ports)));
      await smtp.mailTo(ADMIN_EMAIL);
      await alertAdministratorsOfTies(ports);
      await server.system.runner.rebuildAll();
      expect(await alertAdministratorsOfTies(ports)).toBe(0);
      // Long enough for the server's own reactor (every 5 s) to have looked too.
      await new Promise((resolve) => setTimeout(resolve, 5_500));

      const mails = alertsFor();
      expect(mails).toHaveLength(2);
      const subjects = mails.map((m) => /^Subject: (.*)$/m.exec(m.text)?.[1]).sort();
      expect(subjects).toEqual(
        detail.groups.map((g) => `Rodada: empate no Grupo ${g.id} de Torneio do aviso`).sort(),
      );
      const groupA = detail.groups.find((g) => g.id === 'A')!;
      const mailA = mails.find((m) => m.text.includes('Grupo A terminou'))!;
      for (const id of groupA.members)
        expect(mailA.text).toContain(detail.players.find((p) => p.id === id)!.name);
      expect(mailA.text).toContain('organizado por Organizadora');
    }, 30_000);

    /** The tie alert stream of a tournament, as `group:EventType` in order per group. */
    async function alertHistory(tournamentId: string): Promise<string[]> {
      return (await server.system.store.readStream(tieAlertStream(tournamentId)))
        .map((e) => decodeRecorded(e) as unknown as TieAlertEvent)
        .map((e) => `${e.data.groupId}:${e.type}`)
        .sort((a, b) => a.slice(0, 1).localeCompare(b.slice(0, 1)));
    }

    /** Waits until the read models have seen every event of the tournament's tie alerts. */
    async function settled(tournamentId: string): Promise<void> {
      const last = (await server.system.store.readStream(tieAlertStream(tournamentId))).at(-1);
      if (last) expect(await server.system.runner.waitFor(last.position)).toBe(true);
    }

    async function until(condition: () => boolean): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error('condition not met within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const later = (from: number, ms: number) => new Date(from + ms);

    it('mails an alert whose first mail was refused on a later run, once, however many runs race for it', async () => {
      const name = 'Torneio da nova tentativa';
      // Whoever claims the first attempt (this test or the server's own timer), its mails are refused.
      const refused = smtp.refuse((text) => text.includes(name), 2);
      const logged: unknown[] = [];
      const quiet: TieAlertPorts = { ...ports, log: (error) => logged.push(error) };
      const { client } = await registerOrganiser(server, admin, 2, 'Organizadora');
      const detail = await tiedSuper16(client, name);
      const alertsFor = () => smtp.mails.filter((m) => m.text.includes(name));

      await alertAdministratorsOfTies(quiet);
      await until(() => refused.count === 2);
      await settled(detail.id);
      expect(alertsFor()).toHaveLength(0);
      expect(await alertAdministratorsOfTies(quiet)).toBe(0);

      // Past the back-off, four runs race for both alerts: one new claim and one mail per group.
      const start = Date.now();
      await Promise.all(
        Array.from({ length: 4 }, () => alertAdministratorsOfTies(quiet, later(start, 31_000))),
      );
      expect(alertsFor()).toHaveLength(2);
      await settled(detail.id);
      expect(await alertAdministratorsOfTies(quiet, later(start, 2 * 60 * 60_000))).toBe(0);
      expect(alertsFor()).toHaveLength(2);
      const subjects = alertsFor()
        .map((m) => /^Subject: (.*)$/m.exec(m.text)?.[1])
        .sort();
      expect(subjects).toEqual(detail.groups.map((g) => `Rodada: empate no Grupo ${g.id} de ${name}`).sort());
      expect(await alertHistory(detail.id)).toEqual(
        detail.groups
          .map((g) => g.id)
          .sort()
          .flatMap((g) => [`${g}:AdministratorsAlertedOfTie`, `${g}:TieAlertRetried`, `${g}:TieAlertMailed`]),
      );
    }, 30_000);

    it('stops trying a mail server that refuses every alert after a day, and logs it as an error', async () => {
      const name = 'Torneio sem correio';
      const refused = smtp.refuse((text) => text.includes(name));
      const logged: unknown[] = [];
      const quiet: TieAlertPorts = { ...ports, log: (error) => logged.push(error) };
      const { client } = await registerOrganiser(server, admin, 2, 'Organizadora');
      const detail = await tiedSuper16(client, name);
      const givenUp = () => logged.filter((e) => String(e).includes('given up'));

      await alertAdministratorsOfTies(quiet);
      await until(() => refused.count === 2);
      await settled(detail.id);
      const start = Date.now();
      expect(await alertAdministratorsOfTies(quiet, later(start, 31_000))).toBe(0);
      expect(refused.count).toBe(4);
      await settled(detail.id);
      // Within the doubled back-off nothing is tried; a day after the first attempt it is given up.
      expect(await alertAdministratorsOfTies(quiet, later(start, 60_000))).toBe(0);
      expect(refused.count).toBe(4);
      expect(givenUp()).toHaveLength(0);
      await alertAdministratorsOfTies(quiet, later(start, 25 * 60 * 60_000));
      expect(givenUp()).toHaveLength(2);
      await settled(detail.id);
      await alertAdministratorsOfTies(quiet, later(start, 50 * 60 * 60_000));
      expect(refused.count).toBe(4);
      expect(givenUp()).toHaveLength(2);
      expect(smtp.mails.filter((m) => m.text.includes(name))).toHaveLength(0);
      expect(await alertHistory(detail.id)).toEqual(
        detail.groups
          .map((g) => g.id)
          .sort()
          .flatMap((g) => [
            `${g}:AdministratorsAlertedOfTie`,
            `${g}:TieAlertRetried`,
            `${g}:TieAlertAbandoned`,
          ]),
      );
      // The ties still wait for an administrator in the back office.
      expect(await queueOf(detail.id)).toHaveLength(2);
    }, 30_000);
  });
}
