import {
  type PublicTournament,
  type RecordedEvent,
  type SessionUser,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentDelta,
  tournamentDelta,
  type WatchAck,
  WatchOwnerRequestSchema,
  WatchRequestSchema,
} from '@rodada/events';
import type { FoldedTournament } from '@rodada/projections';
import { actorOfUser } from '../commands/context';
import type { LiveLayer } from '../live/liveLayer';
import type { TournamentService } from './service';
import type { TournamentViewCache } from './views';

type Ack = (answer: WatchAck) => void;

export const publicRoom = (publicToken: string) => `public:${publicToken}`;
/** The public room of the watchers that are pushed deltas (`watch` with `push: 'delta'`). */
export const publicDeltaRoom = (publicToken: string) => `public-delta:${publicToken}`;
export const ownerRoom = (tournamentId: string) => `tournament:${tournamentId}`;

/** Public tokens remembered as existing (a tournament's token never goes away); the oldest go first. */
const KNOWN_TOKENS = 10_000;
/**
 * Delta rooms whose last pushed body is kept (~10 KB each): the tournaments changed most recently.
 * A room beyond them is sent its next change whole.
 */
const LAST_PUSHED = 1_000;

/** A bounded map whose least recently seen (read or set) entries leave first. */
class RecentMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The projector that owns the tournament rows: only its commits change what the rooms are shown. */
export const TOURNAMENTS_PROJECTOR = 'tournaments';

/** A batch the projection runner committed (its `onCommitted` report). */
export interface CommittedBatch {
  readonly projector: string;
  readonly events: readonly RecordedEvent[];
  /** The tournaments projector's folded tournaments, as committed (see `Projector.apply`). */
  readonly folded?: unknown;
}

/**
 * Live tournaments: a public view emits `watch` with its token and joins `public:{token}`; an
 * owner view emits `watchOwner` and joins `tournament:{id}` after the server checks ownership.
 * After every committed change each room gets `tournament:update` with the body its GET returns.
 *
 * The whole path of a score to the screens after its commit: `committed` (the runner's
 * `onCommitted`) updates the changed views from the projector's fold (or re-reads them, for a
 * change the fold cannot follow), and `push` sends each room its body through the live layer's rooms.
 */
export class TournamentLivePush {
  private live: LiveLayer | null = null;
  // A page (or a flood) repeating `watch` for a token already seen costs no database query.
  private readonly knownTokens = new RecentMap<true>(KNOWN_TOKENS);
  /** The public body last pushed to each delta room: what the next delta is taken from. */
  private readonly lastPushed = new RecentMap<{ term: number | null; body: PublicTournament }>(LAST_PUSHED);

  constructor(
    private readonly tournaments: TournamentService,
    private readonly views: TournamentViewCache,
  ) {}

  /**
   * The runner committed a batch. One push per change: only the projector that owns the tournament
   * rows counts. First forget (and start re-reading) what changed, then push each changed stream
   * once, with its latest event.
   */
  committed(commit: CommittedBatch): void {
    if (commit.projector !== TOURNAMENTS_PROJECTOR) return;
    this.views.committed(commit.events, (commit.folded as readonly FoldedTournament[] | undefined) ?? []);
    const live = this.live;
    if (!live) return;
    const latest = new Map<string, RecordedEvent>();
    for (const e of commit.events) latest.set(e.streamId, e);
    for (const [streamId, e] of latest) {
      // Observers (the live bench, a test) hear every changed stream, tournaments or not.
      live.streamChanged({ streamId, position: e.position });
      if (streamId.startsWith(TOURNAMENT_STREAM_PREFIX))
        this.push(live, streamId.slice(TOURNAMENT_STREAM_PREFIX.length));
    }
  }

  /**
   * Lets sockets watch tournaments on this live layer and starts pushing to them. `userOf` reads
   * the signed-in user of a socket's handshake cookie (the accounts slice's sessions).
   */
  attach(live: LiveLayer, userOf: (cookieHeader: string | undefined) => Promise<SessionUser | null>): void {
    this.live = live;
    const tournaments = this.tournaments;
    live.io.on('connection', (socket) => {
      socket.on('watch', async (payload: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => {};
        const parsed = WatchRequestSchema.safeParse(payload);
        const exists = parsed.success && (await this.tokenExists(parsed.data.publicToken));
        if (!parsed.success || !exists) return reply({ ok: false, message: 'tournament.notFound' });
        const { publicToken, push } = parsed.data;
        await socket.join(push === 'delta' ? publicDeltaRoom(publicToken) : publicRoom(publicToken));
        reply({ ok: true });
      });
      socket.on('watchOwner', async (payload: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => {};
        const parsed = WatchOwnerRequestSchema.safeParse(payload);
        // This socket passed the owner check for this tournament already: no need to ask again.
        if (parsed.success && socket.rooms.has(ownerRoom(parsed.data.tournamentId)))
          return reply({ ok: true });
        const actor = actorOfUser(await userOf(socket.handshake.headers.cookie));
        if (!parsed.success || !(await tournaments.mayWatchAsOwner(actor, parsed.data.tournamentId))) {
          return reply({ ok: false, message: 'tournament.notFound' });
        }
        await socket.join(ownerRoom(parsed.data.tournamentId));
        reply({ ok: true });
      });
    });
  }

  /**
   * The delta from the public body last pushed to the token's delta room to the current one (the
   * whole body when none was pushed since this process started, or it was forgotten). The room's
   * last body moves on even when nobody is in it, so that the next watcher, whose read is at least
   * as new, can apply the next delta.
   */
  private publicDelta(live: LiveLayer, current: PublicTournament): TournamentDelta | null {
    const room = publicDeltaRoom(current.publicToken);
    const term = this.views.term();
    const last = this.lastPushed.get(room);
    this.lastPushed.set(room, { term, body: current });
    // Pushed in an earlier lead: another process may have pushed since, so it is no base.
    const base = last?.term === term ? last.body : undefined;
    return live.mayHaveWatchers(room) ? tournamentDelta(base, current) : null;
  }

  private async tokenExists(publicToken: string): Promise<boolean> {
    if (this.knownTokens.get(publicToken)) return true;
    const exists = await this.tournaments.publicTokenExists(publicToken);
    if (exists) this.knownTokens.set(publicToken, true);
    return exists;
  }

  /**
   * The views were forgotten and are being re-read (`TournamentViewCache.committed`): both rooms'
   * bodies come from that one read, as does the organiser's answer to the change.
   */
  private push(live: LiveLayer, tournamentId: string): void {
    const views = this.views;
    views
      .byId(tournamentId)
      .then((current) => {
        if (!current) return;
        const token = current.publicToken;
        live.publishCoalesced(publicDeltaRoom(token), 'tournament:delta', async () => {
          const body = (await views.byId(tournamentId))?.public;
          return body ? this.publicDelta(live, body) : null;
        });
        // Pages loaded before deltas existed (an open TV or tablet across a deploy) get whole bodies.
        if (live.mayHaveWatchers(publicRoom(token)))
          live.publishCoalesced(
            publicRoom(token),
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
  }
}
