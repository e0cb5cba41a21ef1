import { DomainError } from '../errors';
import type { RecordScore, TournamentState } from './tournamentDecider';

/**
 * Two devices on one match: a score written on top of a version the writer never saw would
 * silently replace the other device's score, so it is refused with both scores (`details`), and
 * the person chooses; keeping theirs means sending it again based on the current version. The
 * refusal is not an event: the answer is where the other score is seen.
 */
export function refuseStaleScore(command: RecordScore, state: TournamentState): void {
  const { matchId, team1Score, team2Score, basedOnVersion } = command.data;
  const version = state.versions[matchId] ?? 0;
  if (basedOnVersion === undefined || basedOnVersion === version) return;
  const current = state.scores[matchId];
  throw new DomainError(
    'match.conflict',
    {},
    {
      current: { team1Score: current?.team1 ?? null, team2Score: current?.team2 ?? null, version },
      attempted: { team1Score, team2Score },
    },
  );
}
