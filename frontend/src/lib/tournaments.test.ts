import { describe, expect, it } from 'vitest';
import { statusBadge, type TournamentSummary, upcomingTournaments } from './tournaments';

const tournament = (
  id: string,
  status: TournamentSummary['status'],
  createdAt: string,
): TournamentSummary => ({
  id,
  name: id,
  status,
  createdAt,
  courts: 1,
  playerCount: 8,
  tournamentType: 'super8',
  publicToken: `p-${id}`,
  players: [],
});

describe('upcomingTournaments', () => {
  it('keeps at most three still to play or being played, newest first, never a finished one', () => {
    const list = [
      tournament('old-done', 'completed', '2026-01-01'),
      tournament('new-done', 'completed', '2026-03-01'),
      tournament('a', 'pending', '2026-01-05'),
      tournament('b', 'in_progress', '2026-02-05'),
    ];
    expect(upcomingTournaments(list).map((t) => t.id)).toEqual(['b', 'a']);
    const open = ['c', 'd', 'e', 'f'].map((id, i) => tournament(id, 'scheduled', `2026-04-0${i + 1}`));
    expect(upcomingTournaments([...list, ...open]).map((t) => t.id)).toEqual(['f', 'e', 'd']);
    expect(upcomingTournaments(list.filter((t) => t.status === 'completed'))).toEqual([]);
  });
});

describe('statusBadge', () => {
  it('maps the four statuses onto the three badges', () => {
    expect(statusBadge('scheduled').key).toBe('status.scheduled');
    expect(statusBadge('pending').key).toBe('status.inProgress');
    expect(statusBadge('in_progress').key).toBe('status.inProgress');
    expect(statusBadge('completed').key).toBe('status.completed');
  });
});
