import { MatchSchema, TabletTournamentSchema } from '@rodada/events/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { offlineStore } from '../../../lib/offline/offlineStore';
import { getSocket } from '../../../lib/socket';
import { tabletFetch } from '../../../lib/tabletApi';

/** The tablet's view; every match carries the `version` its score requests are based on. */
export const TabletViewSchema = TabletTournamentSchema.extend({
  matches: z.array(MatchSchema.extend({ version: z.number().int() })),
});
export type TabletView = z.infer<typeof TabletViewSchema>;
export type TabletMatch = TabletView['matches'][number];

export type TabletViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: TabletView; readonly offline: boolean };

export const tabletViewKey = (id: string) => ['tablet', 'tournament', id] as const;

interface Loaded {
  readonly view: TabletView;
  /** Read from this tablet's copy because the network was not there. */
  readonly offline: boolean;
}

/**
 * The tournament from the server, its copy kept in IndexedDB on every read; with no network the
 * copy opens the screen (a reload at the court without Wi-Fi still shows the matches). Scores from
 * other devices arrive through the public room: each push reads the tablet view again.
 */
export function useTabletTournament(id: string, code: string): TabletViewState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tabletViewKey(id),
    queryFn: async ({ signal }): Promise<Loaded> => {
      try {
        const view = await tabletFetch(code, `/api/tablet/tournaments/${encodeURIComponent(id)}`, {
          schema: TabletViewSchema,
          signal,
        });
        await offlineStore.saveTournament(id, view).catch(() => undefined);
        return { view, offline: false };
      } catch (error) {
        const copy = TabletViewSchema.safeParse(await offlineStore.tournament(id).catch(() => undefined));
        if (error instanceof ApiError) {
          if (error.status === 404) await offlineStore.forgetTournament(id).catch(() => undefined);
          // Ending a tournament deactivates its code: this tablet still shows it, read-only.
          else if ((error.status === 401 || error.status === 403) && copy.success && copy.data.ended)
            return { view: copy.data, offline: false };
          throw error;
        }
        // No answer at all: the network is down; the last copy stands in.
        if (copy.success) return { view: copy.data, offline: true };
        throw error;
      }
    },
    staleTime: 0,
    // Offline, the query still runs: it answers from this tablet's copy instead of waiting.
    networkMode: 'always',
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

  const publicToken = query.data?.view.publicToken;
  useEffect(() => {
    if (!publicToken) return;
    const socket = getSocket();
    const reread = () => void queryClient.invalidateQueries({ queryKey: tabletViewKey(id) });
    // Any change reads the tablet's view again: the smallest push (a delta) says one happened.
    const onUpdate = (payload: { publicToken?: string }) => {
      if (payload?.publicToken === publicToken) reread();
    };
    const onConnect = () =>
      socket.emit('watch', { publicToken, push: 'delta' }, (ack) => {
        if (ack?.ok) reread();
      });
    socket.on('tournament:delta', onUpdate);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      socket.off('tournament:delta', onUpdate);
      socket.off('connect', onConnect);
    };
  }, [publicToken, id, queryClient]);

  if (query.error instanceof ApiError && query.error.status === 404) return { status: 'notFound' };
  if (query.data) return { status: 'ready', data: query.data.view, offline: query.data.offline };
  if (query.status === 'error')
    return {
      status: 'error',
      message: query.error instanceof Error ? query.error.message : String(query.error),
    };
  return { status: 'loading' };
}

/** The browser's idea of the network, kept current. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}
