import { describe, expect, it } from 'vitest';
import { testMatch } from '../../lib/testing/matches';
import { shownScore } from './matchCard';
import { walkoverScore } from './rulesPanel';

describe('shownScore', () => {
  it('shows "W.O." for the side that won a walkover and a dash for the absent side, never the digits', () => {
    const walkover = testMatch(1, { team1Score: 0, team2Score: 6, completed: true, walkover: 'team2' });
    expect([shownScore(walkover, 0, 'W.O.'), shownScore(walkover, 1, 'W.O.')]).toEqual(['–', 'W.O.']);
    const first = testMatch(2, { team1Score: 6, team2Score: 0, completed: true, walkover: 'team1' });
    expect([shownScore(first, 0, 'W.O.'), shownScore(first, 1, 'W.O.')]).toEqual(['W.O.', '–']);
  });

  it('shows a played score as digits and an unplayed match as dashes', () => {
    const played = testMatch(3, { team1Score: 6, team2Score: 4, completed: true });
    expect([shownScore(played, 0, 'W.O.'), shownScore(played, 1, 'W.O.')]).toEqual([6, 4]);
    expect(shownScore(testMatch(4), 0, 'W.O.')).toBe('–');
  });
});

describe('the rules panel’s walkover score', () => {
  it('is 6-0 in games, the total-0 in points and 1-0 in timed scoring', () => {
    expect(walkoverScore({ mode: 'games' })).toBe('6-0');
    expect(walkoverScore({ mode: 'points', total: 24 })).toBe('24-0');
    expect(walkoverScore({ mode: 'timed', minutes: 15 })).toBe('1-0');
  });
});
