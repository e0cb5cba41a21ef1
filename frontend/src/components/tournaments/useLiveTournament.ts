import {
  PublicTournamentSchema,
  TournamentDetailSchema,
  type TournamentUpdate,
  type WatchAck,
} from '@rodada/events/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchPublicTournament, fetchTournamentDetail, newerOf, queryKeys } from '../../lib/queries';
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
  readonly schema: z.ZodType<T>;
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

/** The owner's (or an administrator's) view of a tournament, kept live through its owner room. */
export function useOwnerTournament(id: string): LiveState<z.output<typeof TournamentDetailSchema>> {
  return useLiveTournament({
    queryKey: queryKeys.tournaments.detail(id),
    load: (signal) => fetchTournamentDetail(id, signal),
    join: (socket, ack) => socket.emit('watchOwner', { tournamentId: id }, ack),
    schema: TournamentDetailSchema,
    belongs: (body) => body.id === id,
  });
}

/** The spectators' view of a tournament, kept live through its public room. */
export function usePublicTournament(publicToken: string): LiveState<z.output<typeof PublicTournamentSchema>> {
  return useLiveTournament({
    queryKey: queryKeys.tournaments.public(publicToken),
    load: (signal) => fetchPublicTournament(publicToken, signal),
    join: (socket, ack) => socket.emit('watch', { publicToken }, ack),
    schema: PublicTournamentSchema,
    belongs: (body) => body.publicToken === publicToken,
  });
}
