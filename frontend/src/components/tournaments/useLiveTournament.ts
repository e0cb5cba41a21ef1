import type { PublicTournament, TournamentUpdate, WatchAck } from '@rodada/events/contracts';
import { PublicTournamentSchema } from '@rodada/events/contracts/mini';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { newerOf, publicTournamentQuery } from '../../lib/publicReads';
import type { LiveSocket } from '../../lib/socket';
import { type LiveState, useLiveQuery } from '../../lib/useLiveQuery';

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
}

/** Every `tournament:update` push of the socket. */
const listenToTournaments = (socket: LiveSocket, onPush: (payload: TournamentUpdate) => void) => {
  socket.on('tournament:update', onPush);
  return () => void socket.off('tournament:update', onPush);
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
    join: (socket, ack) => socket.emit('watch', { publicToken }, ack),
    schema: PublicTournamentSchema,
    belongs: (body) => body.publicToken === publicToken,
  });
}
