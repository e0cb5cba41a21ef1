import { TournamentDetailSchema } from '@rodada/events/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../lib/api';
import { getSocket } from '../../lib/socket';

export type LiveState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: T };

interface Revisioned {
  readonly revision: number;
}

interface LiveOptions<S extends z.ZodType<Revisioned>> {
  /** Changes when the page shows another tournament. */
  readonly key: string;
  readonly load: (signal: AbortSignal) => Promise<z.output<S>>;
  /** The socket event that joins the room, and its payload. */
  readonly watch: { readonly event: 'watch' | 'watchOwner'; readonly payload: Record<string, string> };
  readonly schema: S;
  /** A push for another tournament (the socket may still sit in a room from an earlier page) is ignored. */
  readonly belongs: (body: z.output<S>) => boolean;
}

type Ack = { ok: true } | { ok: false; message: string };

/**
 * A tournament read with GET, then kept current by `tournament:update` pushes. An older revision
 * than the one on screen is ignored; after a dropped connection the room is joined again and the
 * tournament re-read, so nothing pushed while offline is missed.
 */
export function useLiveTournament<S extends z.ZodType<Revisioned>>(options: LiveOptions<S>) {
  type T = z.output<S>;
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  /** Shows `next` unless what is on screen is newer. */
  const accept = useCallback((next: T) => {
    setState((current) =>
      current.status === 'ready' && current.data.revision > next.revision
        ? current
        : { status: 'ready', data: next },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read through the ref; `key` identifies them
  useEffect(() => {
    const { load, watch, schema, belongs } = optionsRef.current;
    const abort = new AbortController();
    setState({ status: 'loading' });

    const fetchNow = () =>
      load(abort.signal).then(accept, (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'notFound' });
        else
          setState((current) =>
            // A failed re-read keeps what is shown; only a first read becomes an error page.
            current.status === 'ready'
              ? current
              : { status: 'error', message: error instanceof Error ? error.message : String(error) },
          );
      });

    const socket = getSocket();
    const onUpdate = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success && belongs(parsed.data)) accept(parsed.data);
    };
    // Joining the room (on the first connect and after every drop) is followed by a fresh read:
    // whatever changed before the room was joined is then on screen too.
    const onConnect = () =>
      socket.emit(watch.event, watch.payload, (ack: Ack) => {
        if (ack?.ok && !abort.signal.aborted) void fetchNow();
      });

    socket.on('tournament:update', onUpdate);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    void fetchNow();

    return () => {
      abort.abort();
      socket.off('tournament:update', onUpdate);
      socket.off('connect', onConnect);
    };
  }, [options.key, accept]);

  return { state, accept };
}

/** The owner's (or an administrator's) view of a tournament, kept live through its owner room. */
export function useOwnerTournament(id: string) {
  return useLiveTournament({
    key: id,
    load: (signal) =>
      apiFetch(`/api/tournaments/${encodeURIComponent(id)}`, { schema: TournamentDetailSchema, signal }),
    watch: { event: 'watchOwner', payload: { tournamentId: id } },
    schema: TournamentDetailSchema,
    belongs: (body) => body.id === id,
  });
}
