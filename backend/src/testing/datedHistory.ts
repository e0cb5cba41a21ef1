import { randomUUID } from 'node:crypto';
import { type Actor, ANONYMOUS } from '@rodada/events';
import { contextFor } from '../commands/context';
import type { System } from '../system';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes history as if it happened days ago: every command goes through the slices' services
 * with its metadata's time set back, so events, read models and figures carry that date.
 */
export function datedHistory(system: System, adminId: string, now = Date.now()) {
  const { accounts, credits, tournaments } = system.services;
  const admin: Actor = { kind: 'admin', id: adminId };
  const userActor = (id: string): Actor => ({ kind: 'user', id });
  const when = (actor: Actor, daysAgo: number) =>
    contextFor(actor, randomUUID(), new Date(now - daysAgo * DAY_MS));

  return {
    at: (daysAgo: number) => new Date(now - daysAgo * DAY_MS),
    async register(daysAgo: number, name: string) {
      const email = `${randomUUID().slice(0, 8)}@clube.com.br`;
      const { userId } = await accounts.register(when(ANONYMOUS, daysAgo), {
        name,
        email,
        password: 'senha123',
        terms: true,
      });
      return { userId, email };
    },
    grant: (daysAgo: number, userId: string, amount: number) =>
      credits.grant(when(admin, daysAgo), userId, { credits: amount, reason: 'bonus' }),
    /** A PIX purchase asked and confirmed that day; `confirm: false` leaves it pending. */
    async pixPurchase(daysAgo: number, userId: string, amount: number, confirm = true) {
      const pix = await credits.requestPix(when(userActor(userId), daysAgo), amount);
      if (confirm) await credits.confirmPix(when(admin, daysAgo), pix.transactionId);
      return pix;
    },
    async tournament(daysAgo: number, ownerId: string, name: string) {
      const { tournamentId } = await tournaments.create(when(userActor(ownerId), daysAgo), {
        name,
        courts: 2,
        players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'],
        tournamentType: 'super8',
      });
      const detail = await tournaments.detail(userActor(ownerId), tournamentId);
      return { tournamentId, matchIds: detail.matches.map((m) => m.id) };
    },
    score: (daysAgo: number, ownerId: string, matchId: string, team1Score = 6, team2Score = 3) =>
      tournaments.recordScore(when(userActor(ownerId), daysAgo), matchId, { team1Score, team2Score }),
  };
}
