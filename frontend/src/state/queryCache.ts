import { useCallback, useEffect, useState } from 'react';

interface Entry {
  data?: unknown;
  error?: unknown;
  at: number;
  promise?: Promise<unknown>;
}

/** Spec section 9: cached data is never stale by default; some lists expire after a while. */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let generation = 0;

/** Drops every cached answer (sign-in, sign-out: another user's data must never show). */
export function clearQueryCache(): void {
  entries.clear();
  generation++;
  for (const listener of listeners) listener();
}

/** Forgets one answer so its next reader fetches it again (after a change the reader caused). */
export function invalidateQuery(key: string): void {
  entries.delete(key);
  for (const listener of listeners) listener();
}

export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

/**
 * Reads `key` through the cache, fetching it once (no retry, no refetch on focus). An answer older
 * than `maxAgeMs` is fetched again on the next mount.
 */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY) {
  const [, setTick] = useState(0);
  const rerender = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, [rerender]);

  const entry = entries.get(key);
  const fresh = entry && (entry.promise || Date.now() - entry.at < maxAgeMs);

  // The fetcher is identified by its key: a new closure for the same key is the same query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (fresh) return;
    const startedIn = generation;
    const record: Entry = { at: Date.now() };
    record.promise = fetcher().then(
      (data) => {
        record.data = data;
      },
      (error: unknown) => {
        record.error = error;
      },
    );
    entries.set(key, record);
    void record.promise.finally(() => {
      record.promise = undefined;
      record.at = Date.now();
      if (startedIn === generation) for (const listener of listeners) listener();
    });
  }, [key, fresh]);

  let state: QueryState<T> = { status: 'loading' };
  if (entry && !entry.promise) {
    state =
      entry.error !== undefined
        ? { status: 'error', error: entry.error }
        : { status: 'success', data: entry.data as T };
  }
  return state;
}
