import { describe, expect, it } from 'vitest';
import {
  centsToReaisInput,
  chartData,
  derivedFigures,
  fillDays,
  promoPackages,
  reaisToCents,
} from './adminMath';

describe('price typed in reais', () => {
  it('becomes centavos, rounded', () => {
    expect(reaisToCents('19,90')).toBe(1990);
    expect(reaisToCents('19.9')).toBe(1990);
    expect(reaisToCents('R$ 20')).toBe(2000);
    expect(reaisToCents('0,015')).toBe(2);
    expect(reaisToCents('12,345')).toBe(1235);
  });

  it('is refused when it is not a positive amount', () => {
    expect(reaisToCents('')).toBeNull();
    expect(reaisToCents('0,00')).toBeNull();
    expect(reaisToCents('-5')).toBeNull();
    expect(reaisToCents('abc')).toBeNull();
    expect(reaisToCents('1.000,00')).toBeNull();
  });

  it('is shown back with two decimals in the reader’s language', () => {
    expect(centsToReaisInput(1990, 'pt-BR')).toBe('19,90');
    expect(centsToReaisInput(2000, 'en')).toBe('20.00');
    expect(centsToReaisInput(123456, 'pt-BR')).toBe('1234,56');
  });
});

describe('promo packages', () => {
  it('take 10% off 5 credits and 15% off 10 credits of the base price', () => {
    expect(promoPackages(2000)).toEqual([
      { credits: 5, discountPercent: 10, fullCents: 10000, totalCents: 9000 },
      { credits: 10, discountPercent: 15, fullCents: 20000, totalCents: 17000 },
    ]);
  });

  it('round to the centavo', () => {
    expect(promoPackages(1999).map((p) => p.totalCents)).toEqual([8996, 16992]);
  });
});

describe('stats figures', () => {
  it('count blocked users and scheduled tournaments, never below zero', () => {
    expect(
      derivedFigures({ totalUsers: 10, activeUsers: 7, totalTournaments: 5, completedTournaments: 2 }),
    ).toEqual({ blockedUsers: 3, scheduledTournaments: 3 });
    expect(
      derivedFigures({ totalUsers: 1, activeUsers: 2, totalTournaments: 0, completedTournaments: 1 }),
    ).toEqual({ blockedUsers: 0, scheduledTournaments: 0 });
  });
});

const day = (date: string, revenue = 0, newUsers = 0) => ({
  date,
  newUsers,
  tournaments: 0,
  completedMatches: 0,
  revenue,
});

describe('chart data', () => {
  it('fills the days the server left out with zeros, in order, across a month end', () => {
    const filled = fillDays([day('2026-03-02', 500), day('2026-02-27', 100)]);
    expect(filled.map((d) => d.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(filled.map((d) => d.revenue)).toEqual([100, 0, 0, 500]);
    expect(fillDays([])).toEqual([]);
  });

  it('gives uPlot one x per day (its position) and each series in its unit (revenue in reais)', () => {
    const [xs, revenue, users] = chartData(
      [day('2026-01-01', 2050, 3), day('2026-01-02', 0, 1)],
      ['revenue', 'newUsers'],
    );
    expect(xs).toEqual([0, 1]);
    expect(revenue).toEqual([20.5, 0]);
    expect(users).toEqual([3, 1]);
  });
});
