import type { PublicTournament, TournamentUpdate, WatchAck } from '@rodada/events/contracts';
import {
  applyTournamentDelta,
  PublicTournamentSchema,
  TournamentDeltaSchema,
} from '@rodada/events/contracts/mini';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { newerOf, publicTournamentQuery } from '../../lib/publicReads';
import type { LiveSocket } from '../../lib/socket';
import { type LiveQueryOptions, type LiveState, useLiveQuery } from '../../lib/useLiveQuery';

interface Revisioned {
  readonly revision: number;
}

interface LiveOptions<T extends Revisioned> {
  /** Where the tournament sits in the cache; another key is another tournament. */
  readonly queryKey: QueryKey;
  readonly load: (signal: AbortSignal) => Promise<T>;
  /** Joins the tournament's room; the server answers through `ack`. */
  readonly join: (socket: LiveSocket, ack: (answer: WatchAck) => void) => void;
  readonly schema: z.core.$ZodType<T>;
  /** A push for another tournament (the socket may still sit in a room from an earlier page) is ignored. */
  readonly belongs: (body: T) => boolean;
  /** Pushes of what changed, for a room that sends them (see `LiveQueryOptions.deltas`). */
  readonly deltas?: LiveQueryOptions<T>['deltas'];
}

/** Every `tournament:update` push of the socket. */
const listenToTournaments = (socket: LiveSocket, onPush: (payload: TournamentUpdate) => void) => {
  socket.on('tournament:update', onPush);
  return () => void socket.off('tournament:update', onPush);
};

/** Every `tournament:delta` push of the socket. */
const listenToDeltas = (socket: LiveSocket, onDelta: (payload: unknown) => void) => {
  socket.on('tournament:delta', onDelta);
  return () => void socket.off('tournament:delta', onDelta);
};

/**
 * A tournament read with GET, then kept current by `tournament:update` pushes written into the
 * query cache. An older revision than the cached one is ignored.
 */
export function useLiveTournament<T extends Revisioned>(options: LiveOptions<T>): LiveState<T> {
  return useLiveQuery({ ...options, listen: listenToTournaments, keep: newerOf });
}

/**
 * The spectators' view of a tournament, kept live through its public room; its read and its pushes
 * are checked with the zod/mini schema (the owner's view is `useOwnerTournament`, classic zod).
 */
export function usePublicTournament(publicToken: string): LiveState<PublicTournament> {
  return useLiveTournament({
    ...publicTournamentQuery(publicToken),
    // Pushed what each change touched (`tournament:delta`), not the whole body.
    join: (socket, ack) => socket.emit('watch', { publicToken, push: 'delta' }, ack),
    schema: PublicTournamentSchema,
    belongs: (body) => body.publicToken === publicToken,
    deltas: {
      listen: listenToDeltas,
      apply: (current, payload) => {
        const delta = safeParse(TournamentDeltaSchema, payload);
        if (!delta.success || delta.data.publicToken !== publicToken) return null;
        return applyTournamentDelta(current, delta.data);
      },
    },
  });
}
