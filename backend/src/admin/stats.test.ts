import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { addDays, todayInBrazil } from '../reporting';
import { type ApiClient, apiClient, registerOrganiser } from '../testing/apiClient';
import { datedHistory } from '../testing/datedHistory';
import { download } from '../testing/download';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';

/** Every back-office read and export: 401 signed out, 403 for a user, never a 500. */
const ADMIN_READS = [
  '/api/admin/stats',
  '/api/admin/stats?period=week',
  '/api/admin/transactions',
  '/api/admin/currency-prices',
];

for (const target of testDatabaseTargets()) {
  describe(`back-office statistics on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    it('answers administrators only: 401 signed out, 403 for a signed-in user', async () => {
      const { client: user } = await registerOrganiser(server, admin, 0);
      const anonymous = apiClient(server);
      for (const path of ADMIN_READS) {
        expect([path, (await anonymous.get(path)).status]).toEqual([path, 401]);
        expect([path, (await user.get(path)).status]).toEqual([path, 403]);
        expect([path, (await admin.get(path)).status]).toEqual([path, 200]);
      }
      // The CSV download answers the same way.
      const csv = '/api/admin/transactions/export';
      expect((await download(server, '', csv)).status).toBe(401);
      expect((await download(server, user.cookie, csv)).status).toBe(403);
      expect((await download(server, admin.cookie, csv)).status).toBe(200);
      const refused = await user.get('/api/admin/stats');
      expect(refused.body.code).toBe('auth.forbidden');
    });

    it('refuses an unknown period with a translated 400', async () => {
      const answer = await admin.get('/api/admin/stats?period=year');
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.period).toBe('Período inválido: use all, month ou week.');
      const english = await download(server, admin.cookie, '/api/admin/stats?period=year', 'en');
      expect(english.status).toBe(400);
      expect(JSON.parse(english.text).fieldErrors.period).toBe('Invalid period: use all, month or week.');
    });

    it('counts each period from its own days: the last 7, the last 30, or everything', async () => {
      const adminId = (await admin.get('/api/user')).body.id as string;
      const history = datedHistory(server.system, adminId);
      // Long ago (only 'all'), 20 days ago (month and all), 3 days ago (all three).
      const ana = await history.register(100, 'Ana Antiga');
      const bia = await history.register(20, 'Bia do Mês');
      const caio = await history.register(3, 'Caio da Semana');
      await history.grant(100, ana.userId, 10);
      await history.pixPurchase(100, ana.userId, 1); // R$ 20,00
      await history.pixPurchase(20, bia.userId, 10); // 10 × R$ 12,00
      await history.grant(3, caio.userId, 5);
      await history.pixPurchase(3, caio.userId, 2); // 2 × R$ 20,00
      await history.pixPurchase(1, caio.userId, 3, false); // still pending: no revenue
      const old = await history.tournament(100, ana.userId, 'Torneio antigo');
      await history.score(100, ana.userId, old.matchIds[0]!);
      await history.score(100, ana.userId, old.matchIds[1]!);
      await history.score(20, ana.userId, old.matchIds[2]!);
      // A correction this week of a match played long ago does not make it a match of this week.
      await history.score(2, ana.userId, old.matchIds[0]!, 3, 6);
      const recent = await history.tournament(3, caio.userId, 'Torneio da semana');
      await history.score(3, caio.userId, recent.matchIds[0]!);
      await admin.post(`/api/admin/users/${bia.userId}/block`);

      const stats = async (period: string) => (await admin.get(`/api/admin/stats?period=${period}`)).body;
      const [all, month, week] = [await stats('all'), await stats('month'), await stats('week')];
      // Users: Ana, Bia (blocked), Caio, and today the administrator and the first test's user.
      expect(all).toMatchObject({
        period: 'all',
        startDate: null,
        totalUsers: 5,
        activeUsers: 4,
        totalTournaments: 2,
        completedTournaments: 0,
        completedMatches: 4,
        totalRevenue: 18_000,
        transactionCount: 3,
        averageTicket: 6_000,
        creditsAdded: 28,
        creditsConsumed: 2,
        totalCredits: 26,
      });
      expect(month).toMatchObject({
        period: 'month',
        totalUsers: 4,
        activeUsers: 3,
        totalTournaments: 1,
        completedMatches: 2,
        totalRevenue: 16_000,
        transactionCount: 2,
        averageTicket: 8_000,
        creditsAdded: 17,
        creditsConsumed: 1,
        totalCredits: 26,
      });
      expect(week).toMatchObject({
        period: 'week',
        totalUsers: 3,
        activeUsers: 3,
        totalTournaments: 1,
        completedMatches: 1,
        totalRevenue: 4_000,
        transactionCount: 1,
        averageTicket: 4_000,
        creditsAdded: 7,
        creditsConsumed: 1,
        totalCredits: 26,
      });

      // One entry per Brazilian day of the period, zero-filled, adding up to the period's figures.
      const today = todayInBrazil(new Date());
      expect(week.startDate).toBe(addDays(today, -6));
      expect(week.endDate).toBe(today);
      expect(week.daily.map((d: { date: string }) => d.date)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
      );
      expect(month.daily).toHaveLength(30);
      expect(month.startDate).toBe(addDays(today, -29));
      const threeDaysAgo = todayInBrazil(history.at(3));
      expect(week.daily.find((d: { date: string }) => d.date === threeDaysAgo)).toEqual({
        date: threeDaysAgo,
        newUsers: 1,
        tournaments: 1,
        completedMatches: 1,
        revenue: 4_000,
      });
      expect(week.daily.find((d: { date: string }) => d.date === addDays(today, -5))).toEqual({
        date: addDays(today, -5),
        newUsers: 0,
        tournaments: 0,
        completedMatches: 0,
        revenue: 0,
      });
      // 'all' starts on the first day anything happened.
      expect(all.daily[0].date).toBe(todayInBrazil(history.at(100)));
      expect(all.daily).toHaveLength(101);
      for (const stats of [all, month, week]) {
        const sum = (field: string) =>
          stats.daily.reduce((total: number, d: Record<string, number>) => total + d[field]!, 0);
        expect(sum('revenue')).toBe(stats.totalRevenue);
        expect(sum('completedMatches')).toBe(stats.completedMatches);
        expect(sum('tournaments')).toBe(stats.totalTournaments);
      }
    });

    it('does not count an erased account’s credits as active', async () => {
      const held = async () => (await admin.get('/api/admin/stats')).body.totalCredits as number;
      const before = await held();
      const { userId } = await registerOrganiser(server, admin, 4);
      expect(await held()).toBe(before + 4);
      expect((await admin.call('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      expect(await held()).toBe(before);
    });
  });
}
