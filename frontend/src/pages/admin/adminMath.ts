import type { AdminStats } from '@rodada/events/contracts';

// The back office's arithmetic, kept apart from the screens so it can be checked on its own.

/**
 * A price typed in reais ("19,90", "19.9", "R$ 20") as centavos, rounded (value × 100, spec
 * section 5); null when it is not a positive amount.
 */
export function reaisToCents(typed: string): number | null {
  const cleaned = typed.replace(/R\$|\s/g, '');
  if (!/^\d+([.,]\d*)?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned.replace(',', '.')) * 100);
  return cents > 0 ? cents : null;
}

/** Centavos as the price box shows them to edit: two decimals with the language's separator. */
export function centsToReaisInput(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/** decisions.md: promo packages are display hints, 5 credits 10% off and 10 credits 15% off. */
export const PROMO_PACKAGES = [
  { credits: 5, discountPercent: 10 },
  { credits: 10, discountPercent: 15 },
] as const;

export interface PromoPackage {
  readonly credits: number;
  readonly discountPercent: number;
  readonly fullCents: number;
  readonly totalCents: number;
}

/** What each promo package would cost at a base price per credit. */
export function promoPackages(basePriceCents: number): PromoPackage[] {
  return PROMO_PACKAGES.map(({ credits, discountPercent }) => {
    const fullCents = basePriceCents * credits;
    return {
      credits,
      discountPercent,
      fullCents,
      totalCents: Math.round((fullCents * (100 - discountPercent)) / 100),
    };
  });
}

/** 'Bloqueados' (total − active) and 'Agendados' (created − completed), never below zero. */
export function derivedFigures(
  stats: Pick<AdminStats, 'totalUsers' | 'activeUsers' | 'totalTournaments' | 'completedTournaments'>,
) {
  return {
    blockedUsers: Math.max(0, stats.totalUsers - stats.activeUsers),
    scheduledTournaments: Math.max(0, stats.totalTournaments - stats.completedTournaments),
  };
}

export type DailySeries = AdminStats['daily'];
export type DailyField = Exclude<keyof DailySeries[number], 'date'>;

/** The next calendar day of a yyyy-MM-dd date. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The series day by day, from its first to its last day: a day the server left out counts as 0,
 * so a chart never draws a straight line across a quiet week.
 */
export function fillDays(daily: DailySeries): DailySeries {
  const sorted = [...daily].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(sorted.map((row) => [row.date, row]));
  const filled: DailySeries[number][] = [];
  for (let day = first.date; day <= last.date; day = nextDay(day)) {
    filled.push(
      byDay.get(day) ?? { date: day, newUsers: 0, tournaments: 0, completedMatches: 0, revenue: 0 },
    );
  }
  return filled;
}

/**
 * uPlot's aligned data: x is the day's position in the filled series (0, 1, 2…; the chart labels
 * it with the day), then one row of values per field (revenue in reais).
 */
export function chartData(daily: DailySeries, fields: readonly DailyField[]): [number[], ...number[][]] {
  const days = fillDays(daily);
  return [
    days.map((_row, index) => index),
    ...fields.map((field) => days.map((row) => (field === 'revenue' ? row.revenue / 100 : row[field]))),
  ];
}
