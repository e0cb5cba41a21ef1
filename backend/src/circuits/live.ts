import {
  CIRCUIT_STREAM_PREFIX,
  TOURNAMENT_STREAM_PREFIX,
  type WatchAck,
  WatchCircuitRequestSchema,
} from '@rodada/events';
import { circuitsProjector, type ProjectionCommit, tournamentsProjector } from '@rodada/projections';
import type { LiveLayer } from '../live/liveLayer';
import type { CircuitService } from './service';

type Ack = (answer: WatchAck) => void;

export const circuitRoom = (publicToken: string) => `circuit:${publicToken}`;

/** The streams of a commit whose id starts with `prefix`, as ids. */
const idsOf = (commit: ProjectionCommit, projector: string, prefix: string): string[] =>
  commit.projector !== projector
    ? []
    : [...new Set(commit.events.map((e) => e.streamId).filter((s) => s.startsWith(prefix)))].map((s) =>
        s.slice(prefix.length),
      );

/**
 * Live circuit standings: a public view emits `watchCircuit` with the circuit's token and joins
 * `circuit:{token}`. When the projector runner commits a batch of the tournaments projector (a
 * result, an end) or of the circuits projector (a tournament added or removed), every circuit
 * holding a changed tournament, or changed itself, gets one `circuit:update` with the body its
 * public GET returns, computed once per push and coalesced by the live layer.
 */
export class CircuitLivePush {
  private live: LiveLayer | null = null;

  constructor(private readonly circuits: CircuitService) {}

  /** The runner committed a batch (its `onCommitted`). */
  committed(commit: ProjectionCommit): void {
    const live = this.live;
    if (!live) return;
    const tournamentIds = idsOf(commit, tournamentsProjector.name, TOURNAMENT_STREAM_PREFIX);
    const circuitIds = idsOf(commit, circuitsProjector.name, CIRCUIT_STREAM_PREFIX);
    if (tournamentIds.length === 0 && circuitIds.length === 0) return;
    this.circuits
      .publicTokensOf({ circuitIds, tournamentIds })
      .then((tokens) => {
        for (const token of tokens)
          live.publishCoalesced(circuitRoom(token), 'circuit:update', () =>
            // A circuit erased meanwhile pushes nothing.
            this.circuits.publicBody(token).catch(() => null),
          );
      })
      // A read that fails (the database closing under a shutdown) pushes nothing: watchers catch
      // up on the next change or when they reconnect.
      .catch((err: unknown) => live.logger.warn({ err }, 'live push: circuits not read'));
  }

  /** Lets sockets watch circuits on this live layer and starts pushing to them. */
  attach(live: LiveLayer): void {
    this.live = live;
    live.io.on('connection', (socket) => {
      socket.on('watchCircuit', async (payload: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => {};
        const parsed = WatchCircuitRequestSchema.safeParse(payload);
        const exists = parsed.success && (await this.circuits.publicTokenExists(parsed.data.publicToken));
        if (!parsed.success || !exists) return reply({ ok: false, message: 'circuit.notFound' });
        await socket.join(circuitRoom(parsed.data.publicToken));
        reply({ ok: true });
      });
    });
  }
}
