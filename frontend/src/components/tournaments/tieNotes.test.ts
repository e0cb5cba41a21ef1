import type { RankingRowBody } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { sharedPositions } from './tieNotes';

const row = (name: string, position: number, points: number): RankingRowBody => ({
  playerId: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
  playerName: name,
  position,
  wins: 1,
  losses: 1,
  draws: 0,
  points,
  gameBalance: 2,
  ranked: true,
  leftAtSlot: null,
  substituteFor: null,
  standIn: false,
});

describe('shared positions', () => {
  it('lists the positions several players share once they have played, with those players', () => {
    const ranking = [
      row('a', 1, 7),
      row('b', 2, 4),
      row('c', 2, 4),
      row('d', 2, 4),
      row('e', 5, 3),
      row('f', 6, 1),
    ];
    expect(sharedPositions(ranking).map((s) => [s.position, s.rows.map((r) => r.playerName)])).toEqual([
      [2, ['b', 'c', 'd']],
    ]);
  });

  it('says nothing before the first result, when everyone is level on nothing', () => {
    expect(sharedPositions([row('a', 1, 0), row('b', 1, 0)])).toEqual([]);
  });
});
