import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';
import { SESSION_COOKIE } from '../accounts/sessions';
import type { System } from '../system';
import { publicTokenExists, publicTournament, tournamentDetail, tournamentOwner } from './queries';

const WatchSchema = z.object({ publicToken: z.string().min(16).max(64) });
const WatchOwnerSchema = z.object({ tournamentId: z.uuid() });
type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;

const PREFIX = 'tournament-';
export const publicRoom = (publicToken: string) => `public:${publicToken}`;
export const ownerRoom = (tournamentId: string) => `tournament:${tournamentId}`;

/**
 * Live tournaments: a public view emits `watch` with its token and joins `public:{token}`; an
 * owner view emits `watchOwner` and joins `tournament:{id}` after the server checks ownership.
 * After every committed change each room gets `tournament:update` with the body its GET returns.
 */
export function attachTournamentLive(system: System): void {
  const live = system.live;
  if (!live) throw new Error('live layer not attached');
  const { db } = system.database;

  live.io.on('connection', (socket) => {
    socket.on('watch', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchSchema.safeParse(payload);
      const exists = parsed.success && (await publicTokenExists(db, parsed.data.publicToken));
      if (!parsed.success || !exists) return reply({ ok: false, message: 'tournament.notFound' });
      await socket.join(publicRoom(parsed.data.publicToken));
      reply({ ok: true });
    });
    socket.on('watchOwner', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchOwnerSchema.safeParse(payload);
      const token = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token ? await system.sessions.resolve(token) : null;
      const owner = parsed.success ? await tournamentOwner(db, parsed.data.tournamentId) : null;
      if (!parsed.success || !user || !owner || (owner.ownerId !== user.id && !user.isAdmin)) {
        return reply({ ok: false, message: 'tournament.notFound' });
      }
      await socket.join(ownerRoom(parsed.data.tournamentId));
      reply({ ok: true });
    });
  });

  live.onStreamChanged(({ streamId }) => {
    if (!streamId.startsWith(PREFIX)) return;
    const tournamentId = streamId.slice(PREFIX.length);
    void tournamentOwner(db, tournamentId).then((owner) => {
      if (!owner) return;
      live.publishCoalesced(publicRoom(owner.publicToken), 'tournament:update', () =>
        publicTournament(db, owner.publicToken),
      );
      live.publishCoalesced(ownerRoom(tournamentId), 'tournament:update', () =>
        tournamentDetail(db, tournamentId),
      );
    });
  });
}
