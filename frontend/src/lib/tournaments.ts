import type { TournamentSummary } from '@rodada/events/contracts';

export type { TournamentSummary };
export type TournamentStatus = TournamentSummary['status'];

/** The dashboard's next three: those still to play or being played (never finished ones), newest first. */
export function upcomingTournaments(list: readonly TournamentSummary[], limit = 3): TournamentSummary[] {
  return list
    .filter((tournament) => tournament.status !== 'completed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/** The status badge's text key (`dashboard` namespace) and tone. */
export function statusBadge(status: TournamentStatus): { key: string; tone: 'sky' | 'amber' | 'slate' } {
  switch (status) {
    case 'scheduled':
      return { key: 'status.scheduled', tone: 'sky' };
    case 'pending':
    case 'in_progress':
      return { key: 'status.inProgress', tone: 'amber' };
    case 'completed':
      return { key: 'status.completed', tone: 'slate' };
    default: {
      const unknown: never = status;
      throw new Error(`unknown status ${String(unknown)}`);
    }
  }
}
