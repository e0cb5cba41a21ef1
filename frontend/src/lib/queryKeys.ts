import type { CreditReportQuery } from '@rodada/events/contracts';

// Every cache key of server state, by slice (the data layer is lib/queries.ts). A module of its own:
// the public pages and every page's first script name keys without loading the fetchers' schemas.

/** Each slice's keys start with the slice's name, so one call can invalidate a whole slice. */
export const queryKeys = {
  session: {
    user: () => ['session', 'user'] as const,
  },
  support: {
    contact: () => ['support', 'contact'] as const,
  },
  credits: {
    all: () => ['credits'] as const,
    transactions: () => ['credits', 'transactions'] as const,
    referrals: () => ['credits', 'referrals'] as const,
    report: (period: CreditReportQuery) => ['credits', 'report', period] as const,
  },
  payments: {
    prices: () => ['payments', 'prices'] as const,
    config: () => ['payments', 'config'] as const,
    status: (paymentIntentId: string) => ['payments', 'status', paymentIntentId] as const,
  },
  tournaments: {
    all: () => ['tournaments'] as const,
    list: () => ['tournaments', 'list'] as const,
    costs: () => ['tournaments', 'costs'] as const,
    detail: (id: string) => ['tournaments', 'detail', id] as const,
    public: (publicToken: string) => ['tournaments', 'public', publicToken] as const,
  },
  roster: {
    all: () => ['roster'] as const,
    search: (query: string, all: boolean) => ['roster', 'search', query, all] as const,
    entry: (id: string) => ['roster', 'entry', id] as const,
    publicPlayer: (publicToken: string) => ['roster', 'public', publicToken] as const,
  },
  circuits: {
    all: () => ['circuits'] as const,
    list: () => ['circuits', 'list'] as const,
    detail: (id: string) => ['circuits', 'detail', id] as const,
    public: (publicToken: string) => ['circuits', 'public', publicToken] as const,
  },
};
