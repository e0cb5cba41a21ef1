import type { WatchAck } from '@rodada/events/contracts';
import type { DeltaOutcome } from '@rodada/events/contracts/mini';
import { hashKey, type QueryKey, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { ApiError } from './api';
import { getSocket, type LiveSocket } from './socket';

export type LiveState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: T };

export interface LiveQueryOptions<T> {
  /** Where the body sits in the cache; another key is another room. */
  readonly queryKey: QueryKey;
  readonly load: (signal: AbortSignal) => Promise<T>;
  /** Joins the room; the server answers through `ack`. */
  readonly join: (socket: LiveSocket, ack: (answer: WatchAck) => void) => void;
  /** Hands every push of the room's kind to `onPush`; returns what stops listening. */
  readonly listen: (socket: LiveSocket, onPush: (payload: unknown) => void) => () => void;
  /** Checks every push: classic zod or zod/mini (the public pages'). */
  readonly schema: z.core.$ZodType<T>;
  /** A push for another room (the socket may still sit in a room from an earlier page) is ignored. */
  readonly belongs: (body: T) => boolean;
  /**
   * Which body to keep of the one held and one just read or pushed, for bodies that say how new
   * they are (a tournament's revision). Without it a push wins over a read still on its way, which
   * may have left before the change the push carries: that read is cancelled.
   */
  readonly keep?: (current: T | undefined, next: T) => T;
  /**
   * Pushes that carry only what changed (a public room's `tournament:delta`): `apply` turns one
   * into the body it makes of the one held, checked then as a whole push is; a push for another
   * room is null. When the body held is not the push's base (a push missed, a read that crossed
   * it) the body is read again.
   */
  readonly deltas?: {
    readonly listen: (socket: LiveSocket, onDelta: (payload: unknown) => void) => () => void;
    readonly apply: (current: T | undefined, payload: unknown) => DeltaOutcome | null;
  };
}

/**
 * A body read with GET, then kept current by the pushes of its Socket.IO room, written into the
 * query cache. After a dropped connection the room is joined again and the body re-read, so
 * nothing pushed while offline is missed.
 */
export function useLiveQuery<T>(options: LiveQueryOptions<T>): LiveState<T> {
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { queryKey } = options;

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const read = await optionsRef.current.load(signal);
      const keep = optionsRef.current.keep;
      // A read that crossed a newer push on the way does not replace it.
      return keep ? keep(queryClient.getQueryData<T>(queryKey), read) : read;
    },
    // Every visit reads the body again, whatever the cache holds.
    staleTime: 0,
  });

  const key = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read through the ref; `key` identifies them
  useEffect(() => {
    const { join, listen, schema, belongs, keep, deltas } = optionsRef.current;
    let active = true;
    const socket = getSocket();
    const onPush = async (payload: unknown) => {
      const parsed = safeParse(schema, payload);
      if (!parsed.success || !belongs(parsed.data)) return;
      const body = parsed.data;
      if (keep) {
        queryClient.setQueryData<T>(queryKey, (current) => keep(current, body));
        return;
      }
      await queryClient.cancelQueries({ queryKey, exact: true });
      if (active) queryClient.setQueryData<T>(queryKey, body);
    };
    // Joining the room (on the first connect and after every drop) is followed by a fresh read:
    // whatever changed before the room was joined is then on screen too. A read still on its way
    // may have started before the join, so it gives way to a new one.
    const reread = async () => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      if (active) await queryClient.refetchQueries({ queryKey, exact: true });
    };
    const onConnect = () =>
      join(socket, (ack) => {
        if (ack?.ok && active) void reread();
      });
    const onDelta = (payload: unknown) => {
      const outcome = deltas?.apply(queryClient.getQueryData<T>(queryKey), payload);
      if (outcome?.kind === 'applied') void onPush(outcome.body);
      else if (outcome?.kind === 'gap') void reread();
    };

    const stopListening = listen(socket, (payload) => void onPush(payload));
    const stopDeltas = deltas?.listen(socket, onDelta);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      active = false;
      stopListening();
      stopDeltas?.();
      socket.off('connect', onConnect);
    };
  }, [key, queryClient]);

  return liveStateOf(query);
}

/**
 * A missing body is 'not found' even when an earlier read had shown it; a failed re-read keeps what
 * is shown; only a first read becomes an error page.
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
