import { DomainError } from '../errors';
import type { Command } from '../messages';
import { refuseStaleRevision } from './changes';
import type { TournamentState } from './tournamentDecider';
import { deriveChangeId, type TournamentEvent } from './tournamentEvents';

/**
 * Ending a tournament (irreversible): from its court tablet, from the owner's view, or as a change
 * (issue 28, `{ kind: 'end' }`) based on the revision the organiser saw. Its matches still
 * unplayed are not played: once ended, the ranking counts only the matches played, so every round's
 * rests count under the fair rule for unequal match counts (formats/ranking.ts, `restCredit`).
 * Every end has a change id, so the history lists it with its actor and time; it is never undone.
 */
export type EndTournament = Command<
  'EndTournament',
  {
    /** Set when ended as a change: the revision it was previewed on (another one is refused). */
    readonly basedOnRevision?: number | undefined;
  }
>;

/** Ending an ended tournament changes nothing (a retried end), except as a change: refused. */
export function endTournament(command: EndTournament, state: TournamentState): TournamentEvent[] {
  if (!state.created) throw new DomainError('tournament.notFound');
  const { basedOnRevision } = command.data;
  const asChange = basedOnRevision !== undefined;
  if (state.ended) {
    if (asChange) throw new DomainError('change.tournamentCompleted');
    return [];
  }
  refuseStaleRevision(state, basedOnRevision);
  const { commandId, actor, at } = command.metadata;
  return [
    {
      type: 'TournamentEnded',
      data: { changeId: deriveChangeId(commandId), by: actor.id ?? actor.kind, at },
    },
  ];
}

/**
 * The matches a ranking counts: every scheduled one while the tournament is open (an unplayed match
 * says who still plays how often), only the played ones once it has ended.
 */
export function countedMatches<M extends { readonly score: unknown }>(
  matches: readonly M[],
  ended: boolean,
): M[] {
  return ended ? matches.filter((m) => m.score !== null) : [...matches];
}
