import {
  DEFAULT_SCORING,
  type GroupId,
  type GroupStage,
  groupIdsFor,
  type RankedEntrant,
  type RecordedMatch,
} from '../formats';
import type { ResolutionData, TournamentCreatedData } from './tournamentEvents';

/** The resolutions in force: a batch replaces the earlier resolutions of the groups it names. */
export function mergeResolutions(
  current: readonly ResolutionData[],
  batch: readonly ResolutionData[],
): readonly ResolutionData[] {
  const touched = new Set<GroupId>(batch.map((r) => r.groupId));
  return [...current.filter((r) => !touched.has(r.groupId)), ...batch];
}

export interface StageInput {
  readonly created: TournamentCreatedData;
  readonly matches: readonly {
    readonly round: number;
    readonly matchType: 'group' | 'final';
    readonly groupId: GroupId | null;
    readonly team1: readonly string[];
    readonly team2: readonly string[];
    readonly score: { readonly team1: number; readonly team2: number } | null;
  }[];
  readonly resolutions: readonly ResolutionData[];
  /** The entrants, then the substitutes, with their leaving marks (`entrantsOf`). */
  readonly entrants: readonly RankedEntrant[];
}

/**
 * The engine's view of a Super 16 / 32 tournament, for decisions. Names only order level players
 * for display and never decide a seed (an order they would decide is an unresolved tie), so the
 * names entered are enough: a later rename changes nothing here.
 */
export function groupStageOf(input: StageInput): GroupStage {
  // Every participant records its group, in tournaments stored before `groups` was recorded too.
  // The order of a group's members decides nothing (the ranking orders them), so entry order does.
  // A substitute plays in the group of the player they replace (entrants come first, so theirs is known).
  const groupOf = new Map<string, GroupId | null | undefined>(
    input.created.participants.map((p) => [p.id, p.groupId]),
  );
  for (const p of input.entrants)
    if (p.substituteFor !== null) groupOf.set(p.id, groupOf.get(p.substituteFor));
  const groups = groupIdsFor(input.created.participants.length / 8).map((id) => ({
    id,
    members: input.entrants.filter((p) => groupOf.get(p.id) === id).map((p) => p.id),
  }));
  return {
    groups,
    participants: input.entrants,
    matches: input.matches.map(
      (m): RecordedMatch => ({
        round: m.round,
        matchType: m.matchType,
        groupId: m.groupId,
        team1: m.team1,
        team2: m.team2,
        score: m.score,
      }),
    ),
    resolutions: input.resolutions.map(({ groupId, playerId, finalPosition }) => ({
      groupId,
      playerId,
      finalPosition,
    })),
    scoring: input.created.scoring ?? DEFAULT_SCORING,
  };
}
