import {
  PublicTournamentSchema,
  TournamentDetailSchema,
  type TournamentUpdate,
  type WatchAck,
} from '@rodada/events/contracts';
import { hashKey, type QueryKey, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import {
  acceptTournament,
  fetchPublicTournament,
  fetchTournamentDetail,
  newerOf,
  queryKeys,
} from '../../lib/queries';
import { getSocket, type LiveSocket } from '../../lib/socket';

export type LiveState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: T };

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

/**
 * A tournament read with GET, then kept current by `tournament:update` pushes written into the
 * query cache. An older revision than the cached one is ignored; after a dropped connection the room
 * is joined again and the tournament re-read, so nothing pushed while offline is missed.
 */
export function useLiveTournament<T extends Revisioned>(options: LiveOptions<T>): LiveState<T> {
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { queryKey } = options;

  const query = useQuery({
    queryKey,
    // A read that crossed a newer push on the way does not replace it.
    queryFn: async ({ signal }) =>
      newerOf(queryClient.getQueryData<T>(queryKey), await optionsRef.current.load(signal)),
    // Every visit reads the tournament again, whatever the cache holds.
    staleTime: 0,
  });

  const key = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read through the ref; `key` identifies them
  useEffect(() => {
    const { join, schema, belongs } = optionsRef.current;
    let active = true;
    const socket = getSocket();
    const onUpdate = (payload: TournamentUpdate) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success && belongs(parsed.data)) acceptTournament(queryClient, queryKey, parsed.data);
    };
    // Joining the room (on the first connect and after every drop) is followed by a fresh read:
    // whatever changed before the room was joined is then on screen too. A read still on its way
    // may have started before the join, so it gives way to a new one.
    const rereadAfterJoin = async () => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      if (active) await queryClient.refetchQueries({ queryKey, exact: true });
    };
    const onConnect = () =>
      join(socket, (ack) => {
        if (ack?.ok && active) void rereadAfterJoin();
      });

    socket.on('tournament:update', onUpdate);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      active = false;
      socket.off('tournament:update', onUpdate);
      socket.off('connect', onConnect);
    };
  }, [key, queryClient]);

  return liveStateOf(query);
}

/**
 * A missing tournament is 'not found' even when an earlier read had shown it; a failed re-read keeps
 * what is shown; only a first read becomes an error page.
 */
export function liveStateOf<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error'>): LiveState<T> {
  const { error, data } = query;
  if (error instanceof ApiError && error.status === 404) return { status: 'notFound' };
  if (data !== undefined) return { status: 'ready', data };
  if (query.status === 'error') {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return { status: 'loading' };
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
