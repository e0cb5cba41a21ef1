import { DomainError } from '../errors';

/** What the rule reads of a `RecordScore` command (the decider imports this file, not the reverse). */
interface ScoreAttempt {
  readonly data: {
    readonly matchId: string;
    readonly team1Score: number;
    readonly team2Score: number;
    readonly basedOnVersion?: number;
  };
}

/** What the rule reads of the tournament's state: each match's version and stored score. */
interface MatchVersions {
  readonly versions: Readonly<Record<string, number>>;
  readonly scores: Readonly<Record<string, { readonly team1: number; readonly team2: number }>>;
}

/**
 * Two devices on one match: a score written on top of a version the writer never saw would
 * silently replace the other device's score, so it is refused with both scores (`details`), and
 * the person chooses; keeping theirs means sending it again based on the current version. The
 * refusal is not an event: the answer is where the other score is seen.
 */
export function refuseStaleScore(command: ScoreAttempt, state: MatchVersions): void {
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
