import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache of server state (spec section 9): an answer is read once and kept until a
 * change invalidates it (some lists also expire, see `queries`). Nothing is retried or read again
 * on focus or on reconnect, and nothing waits for the browser to say it is online: a request is
 * sent at once and a failure shows at once. The live views catch up through their socket instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
