import {
  type Actor,
  ADMIN_PAGE_SIZE,
  type AdminPeriod,
  type AdminStats,
  type AdminTransactionsQuery,
  DomainError,
} from '@rodada/events';
import {
  type AdminTransactionsFilter,
  accountOf,
  adminDailyFigures,
  adminFigures,
  adminTransactions,
  countAdminTransactions,
  firstActivityAt,
  type ReadModels,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { administrator } from '../commands/authorise';
import { addDays, brazilDayOf, daysBetween, MAX_DAILY_DAYS, reportPeriod, statsPeriod } from '../reporting';

/** The most rows one CSV export holds: far beyond a club's history, short of exhausting memory. */
export const EXPORT_ROW_LIMIT = 100_000;

/** The back office's reads: statistics and every user's transactions (administrators only). */
export class AdminService {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /** The spec's stats cards and a zero-filled daily series, over the period. */
  async stats(actor: Actor, period: AdminPeriod = 'all', now = new Date()): Promise<AdminStats> {
    administrator(actor);
    const window = statsPeriod(period, now);
    const figures = await adminFigures(this.db, window);
    const firstDay = window.startDate ?? (await this.firstDailyDay(window.endDate));
    const byDay = await adminDailyFigures(this.db, {
      from: reportPeriod(firstDay, window.endDate, now).from,
      to: window.to,
    });
    const daily = daysBetween(firstDay, window.endDate).map((date) => ({
      date,
      newUsers: 0,
      tournaments: 0,
      completedMatches: 0,
      revenue: 0,
      ...byDay.get(date),
    }));
    return {
      period,
      startDate: window.startDate,
      endDate: window.endDate,
      ...figures,
      averageTicket:
        figures.transactionCount === 0 ? 0 : Math.round(figures.totalRevenue / figures.transactionCount),
      daily,
    };
  }

  /** 'all' draws its series from the first day anything happened, at most a year back. */
  private async firstDailyDay(today: string): Promise<string> {
    const first = await firstActivityAt(this.db);
    const earliest = addDays(today, 1 - MAX_DAILY_DAYS);
    const day = first ? brazilDayOf(first) : today;
    if (day < earliest) return earliest;
    return day > today ? today : day;
  }

  /** One page of every user's transactions, newest first. */
  async transactions(actor: Actor, query: AdminTransactionsQuery, now = new Date()) {
    administrator(actor);
    const filter = await this.filterOf(query, now);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const rows = await adminTransactions(this.db, filter, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const total = await countAdminTransactions(this.db, filter);
    return { rows, total, page, pageSize };
  }

  /** Every transaction the filters match, newest first, for the CSV export. */
  async transactionsToExport(actor: Actor, query: AdminTransactionsQuery, now = new Date()) {
    administrator(actor);
    return adminTransactions(this.db, await this.filterOf(query, now), {
      limit: EXPORT_ROW_LIMIT,
      offset: 0,
    });
  }

  /** Explicit dates win over the period; either end may be left open. */
  private async filterOf(query: AdminTransactionsQuery, now: Date): Promise<AdminTransactionsFilter> {
    if (query.userId && !(await accountOf(this.db, query.userId))) throw new DomainError('users.notFound');
    const common = { userId: query.userId ?? null, status: query.status ?? null };
    if (query.startDate || query.endDate) {
      if (query.startDate && query.endDate && query.startDate > query.endDate)
        throw new DomainError('reports.invalidPeriod');
      return {
        ...common,
        from: query.startDate ? reportPeriod(query.startDate, null, now).from : null,
        to: query.endDate ? reportPeriod(query.endDate, query.endDate, now).to : null,
      };
    }
    const window = statsPeriod(query.period ?? 'all', now);
    return { ...common, from: window.from, to: null };
  }
}
