import fastifyCookie from '@fastify/cookie';
import {
  TOURNAMENT_STREAM_PREFIX,
  type WatchAck,
  WatchOwnerRequestSchema,
  WatchRequestSchema,
} from '@rodada/events';
import { publicTournament, tournamentDetail, tournamentOwner } from '@rodada/projections';
import { SESSION_COOKIE } from '../accounts/sessions';
import { actorOfUser } from '../commands/context';
import type { System } from '../system';

type Ack = (answer: WatchAck) => void;

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
  const tournaments = system.services.tournaments;

  live.io.on('connection', (socket) => {
    socket.on('watch', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchRequestSchema.safeParse(payload);
      const exists = parsed.success && (await tournaments.publicTokenExists(parsed.data.publicToken));
      if (!parsed.success || !exists) return reply({ ok: false, message: 'tournament.notFound' });
      await socket.join(publicRoom(parsed.data.publicToken));
      reply({ ok: true });
    });
    socket.on('watchOwner', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchOwnerRequestSchema.safeParse(payload);
      const token = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token ? await system.sessions.resolve(token) : null;
      const actor = actorOfUser(user);
      if (!parsed.success || !(await tournaments.mayWatchAsOwner(actor, parsed.data.tournamentId))) {
        return reply({ ok: false, message: 'tournament.notFound' });
      }
      await socket.join(ownerRoom(parsed.data.tournamentId));
      reply({ ok: true });
    });
  });

  live.onStreamChanged(({ streamId }) => {
    if (!streamId.startsWith(TOURNAMENT_STREAM_PREFIX)) return;
    const tournamentId = streamId.slice(TOURNAMENT_STREAM_PREFIX.length);
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
