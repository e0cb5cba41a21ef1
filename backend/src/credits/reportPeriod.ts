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
