import fastifyCookie from '@fastify/cookie';
import {
  TOURNAMENT_STREAM_PREFIX,
  type WatchAck,
  WatchOwnerRequestSchema,
  WatchRequestSchema,
} from '@rodada/events';
import { SESSION_COOKIE } from '../accounts/sessions';
import { actorOfUser } from '../commands/context';
import type { System } from '../system';

type Ack = (answer: WatchAck) => void;

export const publicRoom = (publicToken: string) => `public:${publicToken}`;
export const ownerRoom = (tournamentId: string) => `tournament:${tournamentId}`;

/** Public tokens remembered as existing (a tournament's token never goes away); the oldest go first. */
const KNOWN_TOKENS = 10_000;

/** A bounded set whose least recently seen entries leave first. */
class RecentSet {
  private readonly entries = new Set<string>();
  constructor(private readonly capacity: number) {}

  has(key: string): boolean {
    if (!this.entries.delete(key)) return false;
    this.entries.add(key);
    return true;
  }

  add(key: string): void {
    this.entries.delete(key);
    this.entries.add(key);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.values().next().value!);
  }
}

/**
 * Live tournaments: a public view emits `watch` with its token and joins `public:{token}`; an
 * owner view emits `watchOwner` and joins `tournament:{id}` after the server checks ownership.
 * After every committed change each room gets `tournament:update` with the body its GET returns.
 */
export function attachTournamentLive(system: System): void {
  const live = system.live;
  if (!live) throw new Error('live layer not attached');
  const tournaments = system.services.tournaments;

  // A page (or a flood) repeating `watch` for a token already seen costs no database query.
  const knownTokens = new RecentSet(KNOWN_TOKENS);
  const tokenExists = async (publicToken: string) => {
    if (knownTokens.has(publicToken)) return true;
    const exists = await tournaments.publicTokenExists(publicToken);
    if (exists) knownTokens.add(publicToken);
    return exists;
  };

  live.io.on('connection', (socket) => {
    socket.on('watch', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchRequestSchema.safeParse(payload);
      const exists = parsed.success && (await tokenExists(parsed.data.publicToken));
      if (!parsed.success || !exists) return reply({ ok: false, message: 'tournament.notFound' });
      await socket.join(publicRoom(parsed.data.publicToken));
      reply({ ok: true });
    });
    socket.on('watchOwner', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchOwnerRequestSchema.safeParse(payload);
      // This socket passed the owner check for this tournament already: no need to ask again.
      if (parsed.success && socket.rooms.has(ownerRoom(parsed.data.tournamentId))) return reply({ ok: true });
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

  // The views were forgotten and are being re-read (`TournamentViewCache.committed`): both rooms'
  // bodies come from that one read, as does the organiser's answer to the change.
  const views = tournaments.views;
  live.onStreamChanged(({ streamId }) => {
    if (!streamId.startsWith(TOURNAMENT_STREAM_PREFIX)) return;
    const tournamentId = streamId.slice(TOURNAMENT_STREAM_PREFIX.length);
    views
      .byId(tournamentId)
      .then((current) => {
        if (!current) return;
        live.publishCoalesced(
          publicRoom(current.publicToken),
          'tournament:update',
          async () => (await views.byId(tournamentId))?.public ?? null,
        );
        live.publishCoalesced(
          ownerRoom(tournamentId),
          'tournament:update',
          async () => (await views.byId(tournamentId))?.detail ?? null,
        );
      })
      // A read that fails (the database closing under a shutdown, a dropped connection) pushes
      // nothing: watchers catch up on the next change or when they reconnect. Left unhandled, the
      // rejection would end the process.
      .catch((err: unknown) => live.logger.warn({ err, tournamentId }, 'live push: tournament not read'));
  });
}
