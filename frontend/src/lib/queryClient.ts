import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache of server state (spec section 9): an answer is read once and kept until a
 * change invalidates it (some lists also expire, see `queries`). Nothing is retried or read again
 * on focus or on reconnect: a failure shows at once, and the live views catch up through their
 * socket instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});
