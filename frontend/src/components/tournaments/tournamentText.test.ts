import type { Match, PublicTournament } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { formatAndName, matchProgress } from './tournamentText';

describe('the format beside the name', () => {
  it('puts the format before a name that does not say it', () => {
    expect(formatAndName('Super 12', 'Quinta no Clube')).toBe('Super 12 · Quinta no Clube');
  });

  it('says the format once when the name already starts with it, whatever its case and spaces', () => {
    expect(formatAndName('Super 12', 'Super 12 · Quinta no Clube')).toBe('Super 12 · Quinta no Clube');
    expect(formatAndName('Super 12', 'SUPER  12 da quinta')).toBe('SUPER  12 da quinta');
  });

  it('keeps the format when the name only mentions it further on', () => {
    expect(formatAndName('Super 8', 'Copa Super 8')).toBe('Super 8 · Copa Super 8');
  });
});

describe('matches played of the total ("X de Y")', () => {
  /** `rounds` rounds of two matches, the first `played` of them with a result. */
  const drawn = (rounds: number, played: number) =>
    Array.from(
      { length: rounds * 2 },
      (_, i) => ({ round: Math.floor(i / 2) + 1, completed: i < played }) as Match,
    );
  const tournament = (
    tournamentType: PublicTournament['tournamentType'],
    matches: Match[],
    rounds: number,
    ended = false,
  ) => ({ tournamentType, matches, rounds, ended });

  it('counts every scheduled match of a format drawn at creation', () => {
    expect(matchProgress(tournament('americano', drawn(3, 4), 3))).toEqual({ played: 4, total: 6 });
    expect(matchProgress(tournament('super8', drawn(7, 14), 7, true))).toEqual({ played: 14, total: 14 });
  });

  it("counts a Mexicano's planned rounds, not only the rounds drawn so far", () => {
    expect(matchProgress(tournament('mexicano', drawn(1, 0), 7))).toEqual({ played: 0, total: 14 });
    expect(matchProgress(tournament('mexicano', drawn(3, 5), 7))).toEqual({ played: 5, total: 14 });
  });

  it('counts the rounds drawn past the planned ones', () => {
    expect(matchProgress(tournament('mexicano', drawn(3, 4), 2))).toEqual({ played: 4, total: 6 });
  });

  it('counts only the matches played once a Mexicano is ended', () => {
    expect(matchProgress(tournament('mexicano', drawn(3, 5), 7, true))).toEqual({ played: 5, total: 5 });
  });
});
