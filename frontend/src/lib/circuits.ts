import {
  type CircuitDetail,
  CircuitDetailSchema,
  CircuitListSchema,
  type CreateCircuitRequest,
  PublicCircuitSchema,
} from '@rodada/events/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, newIdempotencyKey } from './api';
import { queryKeys } from './queries';

// The organiser's circuits (seasons): their list, a circuit's standings and tournaments, and the
// public standings a club shows on phones and on its TV.

const circuitPath = (id: string) => `/api/circuits/${encodeURIComponent(id)}`;
const publicPath = (publicToken: string) => `/api/public/circuits/${encodeURIComponent(publicToken)}`;

/** The public standings' page, the link a QR code and the copy button give. */
export const circuitLinkOf = (publicToken: string) =>
  `${window.location.origin}/public/circuit/${publicToken}`;

/** The standings card the server draws (a PNG), in the language the page is shown in. */
export const circuitCardUrl = (publicToken: string) => (language: string) =>
  `${publicPath(publicToken)}/card.png?lang=${encodeURIComponent(language)}`;

export const circuitQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.circuits.list(),
      queryFn: ({ signal }) => apiFetch('/api/circuits', { schema: CircuitListSchema, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.circuits.detail(id),
      queryFn: ({ signal }) => apiFetch(circuitPath(id), { schema: CircuitDetailSchema, signal }),
    }),
};

export function fetchPublicCircuit(publicToken: string, signal?: AbortSignal) {
  return apiFetch(publicPath(publicToken), { schema: PublicCircuitSchema, signal });
}

// Every write answers the circuit's new detail.
export const circuitWrites = {
  create: (request: CreateCircuitRequest, idempotencyKey: string) =>
    apiFetch('/api/circuits', {
      method: 'POST',
      body: request,
      schema: CircuitDetailSchema,
      idempotencyKey,
    }),
  addTournament: (id: string, tournamentId: string) =>
    apiFetch(`${circuitPath(id)}/tournaments`, {
      method: 'POST',
      body: { tournamentId },
      schema: CircuitDetailSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
  removeTournament: (id: string, tournamentId: string) =>
    apiFetch(`${circuitPath(id)}/tournaments/${encodeURIComponent(tournamentId)}`, {
      method: 'DELETE',
      schema: CircuitDetailSchema,
      idempotencyKey: newIdempotencyKey(),
    }),
};

/**
 * A write answered the circuit's new detail: its page takes it, and the other circuits (the list's
 * counts, which tournaments another circuit holds) are read again when next shown.
 */
export async function circuitChanged(client: QueryClient, detail: CircuitDetail): Promise<void> {
  client.setQueryData(queryKeys.circuits.detail(detail.id), detail);
  await client.invalidateQueries({
    queryKey: queryKeys.circuits.all(),
    predicate: (query) => query.queryKey[2] !== detail.id,
  });
}
