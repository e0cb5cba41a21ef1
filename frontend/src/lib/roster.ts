import {
  PublicPlayerSchema,
  RosterEntryDetailSchema,
  RosterListSchema,
  type RosterPrivacyRequest,
  RosterPrivacySchema,
} from '@rodada/events/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, newIdempotencyKey } from './api';
import { queryKeys } from './queries';

// The organiser's players (roster): the autocomplete of the creation screens and the Players page.

/** An entry's change answers the entry's id. */
const EntryIdSchema = z.object({ id: z.uuid() });

export const rosterQueries = {
  /** The organiser's players whose name or a word of it starts with `query`; every one with `all`. */
  search: (query: string, all = false) =>
    queryOptions({
      queryKey: queryKeys.roster.search(query, all),
      queryFn: ({ signal }) =>
        apiFetch(`/api/roster?${new URLSearchParams({ query, ...(all ? { all: 'true' } : {}) })}`, {
          schema: RosterListSchema,
          signal,
        }),
      staleTime: 30_000,
    }),
  /** One player's history (the player page). */
  entry: (id: string) =>
    queryOptions({
      queryKey: queryKeys.roster.entry(id),
      queryFn: ({ signal }) =>
        apiFetch(`/api/roster/${encodeURIComponent(id)}`, { schema: RosterEntryDetailSchema, signal }),
    }),
  /** A player's opt-in public page. */
  publicPlayer: (publicToken: string) =>
    queryOptions({
      queryKey: queryKeys.roster.publicPlayer(publicToken),
      queryFn: ({ signal }) =>
        apiFetch(`/api/public/players/${encodeURIComponent(publicToken)}`, {
          schema: PublicPlayerSchema,
          signal,
        }),
      retry: false,
    }),
};

export const rosterWrites = {
  rename: (id: string, name: string) =>
    apiFetch(`/api/roster/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { name },
      schema: EntryIdSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
  merge: (id: string, intoId: string) =>
    apiFetch(`/api/roster/${encodeURIComponent(id)}/merge`, {
      method: 'POST',
      body: { intoId },
      schema: EntryIdSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
  setPrivacy: (id: string, choice: RosterPrivacyRequest) =>
    apiFetch(`/api/roster/${encodeURIComponent(id)}/privacy`, {
      method: 'PUT',
      body: choice,
      schema: RosterPrivacySchema,
      idempotencyKey: newIdempotencyKey(),
    }),
  /** LGPD: the player is anonymised everywhere and leaves the roster. */
  erase: (id: string) =>
    apiFetch(`/api/roster/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: EntryIdSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
};
