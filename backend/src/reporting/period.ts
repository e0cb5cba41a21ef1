import type { AdminPeriod } from '@rodada/events';
import { brasiliaDayOf, formatDate, formatDateTime } from '@rodada/events';

/**
 * Report dates are days in Brazil (America/Sao_Paulo, UTC-3 all year since 2019): a tournament
 * created at 22:00 on the 31st belongs to the 31st, not to the next day's UTC date.
 */
const BRAZIL_OFFSET = '-03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Brazil (YYYY-MM-DD). */
export const todayInBrazil = (now: Date) =>
  new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The days [startDate, endDate] as instants [from, to): both ends whole days in Brazil. */
export function reportPeriod(startDate: string, endDate: string | null, now: Date) {
  const end = endDate ?? todayInBrazil(now);
  const from = new Date(`${startDate}T00:00:00${BRAZIL_OFFSET}`);
  const to = new Date(new Date(`${end}T00:00:00${BRAZIL_OFFSET}`).getTime() + DAY_MS);
  return { startDate, endDate: end, from, to };
}

/** 'all' draws at most this many days in its daily series (a year, leap day included). */
export const MAX_DAILY_DAYS = 366;
/** Days each period covers, today included. */
const PERIOD_DAYS: Record<Exclude<AdminPeriod, 'all'>, number> = { month: 30, week: 7 };

/** A calendar day `days` later (or earlier, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every calendar day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A period as Brazil's calendar days up to today: 'month' = the last 30 days, 'week' = the last 7,
 * 'all' = since the start (`startDate` null). `from`/`to` are the instants [from, to).
 */
export function statsPeriod(period: AdminPeriod, now: Date) {
  const today = todayInBrazil(now);
  const { to } = reportPeriod(today, today, now);
  if (period === 'all') return { period, startDate: null, endDate: today, from: null, to };
  const startDate = addDays(today, 1 - PERIOD_DAYS[period]);
  return { period, startDate, endDate: today, from: reportPeriod(startDate, today, now).from, to };
}

/** Brazil's calendar day of an instant. */
export const brazilDayOf = (instant: Date) => brasiliaDayOf(instant);

/** A calendar day as every export writes it: '25/11/2026' (the screens' rule, one module). */
export const brazilDate = (day: string) => formatDate(day);

/** An instant as Brazil's wall clock shows it: '25/11/2026 14:30', as on the screens. */
export const brazilDateTime = (instant: string | Date) => formatDateTime(instant);
