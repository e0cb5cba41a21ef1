import { DomainError } from '../errors';
import { FINAL_ROUND, GROUP_IDS, type GroupId, QUALIFIERS_PER_GROUP, THIRD_PLACE_ROUND } from './formatRules';
import { type LeavingRankingRow, type RankedEntrant, rankWithLeavers } from './leavingRanking';
import { type MatchOutcome, matchWinner, type RankingRow } from './ranking';
import { GROUP_PHASE_SLOTS, type MatchType, type ScheduledMatch, type Side } from './schedule';
import type { Scoring } from './scoring';

/** A stored match of a super_groups tournament, group phase or final. */
export interface RecordedMatch extends MatchOutcome {
  readonly matchType: MatchType;
  readonly groupId: GroupId | null;
}

/** An administrator's decision: this player takes this place (1-4) of the group for the Super Final. */
export interface TieResolution {
  readonly groupId: GroupId;
  readonly playerId: string;
  readonly finalPosition: number;
}

/** Everything the Super Final rules need, as the read model holds it. */
export interface GroupStage {
  /** A substitute is a member of the group of the player they replace. */
  readonly groups: readonly { readonly id: GroupId; readonly members: readonly string[] }[];
  /** With their leaving marks: who left, and a substitute left out, take no place in a group. */
  readonly participants: readonly RankedEntrant[];
  /** The counted outcomes (`countedOutcomes`): void matches left out. */
  readonly matches: readonly RecordedMatch[];
  readonly resolutions: readonly TieResolution[];
  /** The tournament's scoring (games when absent). */
  readonly scoring?: Scoring;
}

/** Players level on points, wins and game balance where their order decides a place in the final. */
export interface TieIssue {
  readonly groupId: GroupId;
  /** The position they share, e.g. 3 when players 3, 4 and 5 are level. */
  readonly position: number;
  /** The last position the level players cover (5 in the example above). */
  readonly lastPosition: number;
  readonly playerIds: readonly string[];
  /** True once resolutions decide every place these players compete for. */
  readonly resolved: boolean;
}

export type PodiumId = 'AB' | 'CD';

export interface PodiumTeam {
  readonly position: number;
  readonly playerIds: readonly string[];
}

export interface PodiumRanking {
  readonly podiumId: PodiumId;
  readonly groups: readonly [GroupId, GroupId];
  /** True once both the final (round 100) and the third-place match (round 101) have a score. */
  readonly complete: boolean;
  /** Champions (1), runners-up (2), third (3) and fourth (4); empty until complete. */
  readonly teams: readonly PodiumTeam[];
}

export function podiumsFor(groupIds: readonly GroupId[]): readonly (readonly [GroupId, GroupId])[] {
  const podiums: (readonly [GroupId, GroupId])[] = [];
  for (let i = 0; i + 1 < groupIds.length; i += 2) podiums.push([groupIds[i]!, groupIds[i + 1]!]);
  return podiums;
}

const podiumIdOf = (x: GroupId, y: GroupId) => `${x}${y}` as PodiumId;

function groupMatches(stage: GroupStage, groupId: GroupId): readonly RecordedMatch[] {
  return stage.matches.filter((m) => m.matchType === 'group' && m.groupId === groupId);
}

function membersOf(stage: GroupStage, groupId: GroupId): readonly RankedEntrant[] {
  const group = stage.groups.find((g) => g.id === groupId);
  const byId = new Map(stage.participants.map((p) => [p.id, p]));
  return (group?.members ?? []).flatMap((id) => byId.get(id) ?? []);
}

/** A group's table as every ranking with leavers: who takes no place follows the ranked rows. */
export function rankGroup(stage: GroupStage, groupId: GroupId): readonly LeavingRankingRow[] {
  return rankWithLeavers(membersOf(stage, groupId), groupMatches(stage, groupId), stage.scoring);
}

/** Only players who take a place in their group can reach the Super Final or be level for one. */
const placedIn = (stage: GroupStage, groupId: GroupId) =>
  rankGroup(stage, groupId).filter((row) => row.ranked);

/** Each group ranked over its own group-phase matches only; resolutions do not change these tables. */
export function groupRankings(
  stage: GroupStage,
): Readonly<Partial<Record<GroupId, readonly LeavingRankingRow[]>>> {
  return Object.fromEntries(stage.groups.map((g) => [g.id, rankGroup(stage, g.id)]));
}

export function isGroupComplete(stage: GroupStage, groupId: GroupId): boolean {
  const matches = groupMatches(stage, groupId);
  return matches.length > 0 && matches.every((m) => m.score !== null);
}

export function isGroupPhaseComplete(stage: GroupStage): boolean {
  return stage.groups.every((g) => isGroupComplete(stage, g.id));
}

/**
 * The group's four qualifiers in seed order. Resolved players take the place the administrator
 * chose; the remaining places go to the other players in computed ranking order.
 */
export function groupSeeds(stage: GroupStage, groupId: GroupId): readonly string[] {
  return fillSeeds(placedIn(stage, groupId), resolutionsOf(stage, groupId));
}

function resolutionsOf(stage: GroupStage, groupId: GroupId): ReadonlyMap<number, string> {
  return new Map(
    stage.resolutions.filter((r) => r.groupId === groupId).map((r) => [r.finalPosition, r.playerId]),
  );
}

function fillSeeds(ranking: readonly RankingRow[], resolved: ReadonlyMap<number, string>): string[] {
  const chosen = new Set(resolved.values());
  const rest = ranking.map((row) => row.playerId).filter((id) => !chosen.has(id));
  return Array.from({ length: QUALIFIERS_PER_GROUP }, (_, i) => resolved.get(i + 1) ?? rest.shift()!);
}

/**
 * Ties that matter, for groups whose matches are all played (earlier, everyone is level at zero).
 * A tie matters when level players cover one of the places 1-4 and a place they could also take
 * (up to 5): their order would decide who qualifies or how they are seeded. It stays unresolved
 * while two or more of them have no resolution and at least one of those would fill a place
 * in the final by computed order, because that order among level players is only alphabetical.
 */
export function findTieIssues(stage: GroupStage): readonly TieIssue[] {
  return stage.groups.flatMap((group) => {
    if (!isGroupComplete(stage, group.id)) return [];
    const ranking = placedIn(stage, group.id);
    const resolved = resolutionsOf(stage, group.id);
    const resolvedPlayers = new Set(resolved.values());
    const seeded = new Set(fillSeeds(ranking, resolved));
    const issues: TieIssue[] = [];
    for (const cluster of levelClusters(ranking)) {
      const unresolved = cluster.filter((row) => !resolvedPlayers.has(row.playerId));
      const arbitrary = unresolved.length >= 2 && unresolved.some((row) => seeded.has(row.playerId));
      const position = cluster[0]!.position;
      if (position > QUALIFIERS_PER_GROUP && !arbitrary) continue;
      issues.push({
        groupId: group.id,
        position,
        lastPosition: position + cluster.length - 1,
        playerIds: cluster.map((row) => row.playerId),
        resolved: !arbitrary,
      });
    }
    return issues;
  });
}

function levelClusters(ranking: readonly RankingRow[]): readonly (readonly RankingRow[])[] {
  const byPosition = new Map<number, RankingRow[]>();
  for (const row of ranking) byPosition.set(row.position, [...(byPosition.get(row.position) ?? []), row]);
  return [...byPosition.values()].filter((rows) => rows.length > 1);
}

/** The tournament's `hasTiebreakIssues` flag. */
export function hasTiebreakIssues(stage: GroupStage): boolean {
  return findTieIssues(stage).some((issue) => !issue.resolved);
}

/** Checks an administrator's batch of resolutions against the groups before it is recorded. */
export function validateTieResolutions(
  stage: Pick<GroupStage, 'groups'>,
  resolutions: readonly TieResolution[],
): void {
  if (resolutions.length === 0) throw new DomainError('formats.noResolutions');
  const players = new Set<string>();
  const places = new Set<string>();
  for (const { groupId, playerId, finalPosition } of resolutions) {
    const group = stage.groups.find((g) => g.id === groupId);
    if (!group) throw new DomainError('formats.unknownGroup', { groupId });
    if (!Number.isInteger(finalPosition) || finalPosition < 1 || finalPosition > QUALIFIERS_PER_GROUP) {
      throw new DomainError('formats.resolutionPositionOutOfRange', { min: 1, max: QUALIFIERS_PER_GROUP });
    }
    if (!group.members.includes(playerId)) {
      throw new DomainError('formats.resolutionPlayerNotInGroup', { groupId, playerId });
    }
    if (players.has(playerId)) throw new DomainError('formats.resolutionDuplicatePlayer', { playerId });
    players.add(playerId);
    const place = `${groupId}:${finalPosition}`;
    if (places.has(place))
      throw new DomainError('formats.resolutionPositionTaken', { groupId, finalPosition });
    places.add(place);
  }
}

/**
 * The Super Final: for each podium (X, Y), round 100 is X1+Y2 against Y1+X2 (champions) and
 * round 101 is X3+Y4 against Y3+X4 (third place). Both are played at once on the podium's two
 * group courts, in the slot after the group phase: the final on X's court, the third-place match on Y's.
 */
export function drawSuperFinal(stage: GroupStage): readonly ScheduledMatch[] {
  const groupIds = stage.groups.map((g) => g.id);
  const expected = GROUP_IDS.slice(0, groupIds.length);
  if (![2, 4].includes(groupIds.length) || groupIds.some((id, i) => id !== expected[i])) {
    throw new DomainError('formats.groupsInvalid');
  }
  const remaining = stage.groups.flatMap((g) => groupMatches(stage, g.id)).filter((m) => m.score === null);
  if (remaining.length > 0 || !isGroupPhaseComplete(stage)) {
    throw new DomainError('formats.groupsIncomplete', { remaining: remaining.length });
  }
  const unresolved = [
    ...new Set(
      findTieIssues(stage)
        .filter((i) => !i.resolved)
        .map((i) => i.groupId),
    ),
  ];
  if (unresolved.length > 0)
    throw new DomainError('formats.tieUnresolved', { groups: unresolved.join(', ') });

  return podiumsFor(groupIds).flatMap(([x, y], index) => {
    const [x1, x2, x3, x4] = groupSeeds(stage, x);
    const [y1, y2, y3, y4] = groupSeeds(stage, y);
    const podium = podiumIdOf(x, y);
    const final = (round: number, court: number, team1: Side, team2: Side): ScheduledMatch => ({
      key: `final-${podium}-r${round}`,
      round,
      court,
      slot: GROUP_PHASE_SLOTS + 1,
      order: 1,
      matchType: 'final',
      groupId: null,
      team1,
      team2,
    });
    return [
      final(FINAL_ROUND, 2 * index + 1, [x1!, y2!], [y1!, x2!]),
      final(THIRD_PLACE_ROUND, 2 * index + 2, [x3!, y4!], [y3!, x4!]),
    ];
  });
}

/**
 * Team ranking per podium. A final match belongs to the podium whose groups its players come
 * from, so the read model needs no extra column. A level final (refused by `validateScore`,
 * but possible in old data) gives both teams the better place.
 */
export function podiumRankings(stage: GroupStage): readonly PodiumRanking[] {
  const groupOf = new Map(stage.groups.flatMap((g) => g.members.map((id) => [id, g.id] as const)));
  const finals = stage.matches.filter((m) => m.matchType === 'final');
  return podiumsFor(stage.groups.map((g) => g.id)).map(([x, y]): PodiumRanking => {
    const inPodium = (m: RecordedMatch) =>
      [...m.team1, ...m.team2].every((id) => groupOf.get(id) === x || groupOf.get(id) === y);
    const final = finals.find((m) => m.round === FINAL_ROUND && inPodium(m));
    const third = finals.find((m) => m.round === THIRD_PLACE_ROUND && inPodium(m));
    const base = { podiumId: podiumIdOf(x, y), groups: [x, y] as const };
    if (!final?.score || !third?.score) return { ...base, complete: false, teams: [] };
    return { ...base, complete: true, teams: [...placeTeams(final, 1), ...placeTeams(third, 3)] };
  });
}

function placeTeams(match: RecordedMatch, best: number): readonly PodiumTeam[] {
  const winner = matchWinner(match.score!);
  if (winner === 'draw') {
    return [
      { position: best, playerIds: match.team1 },
      { position: best, playerIds: match.team2 },
    ];
  }
  const [top, bottom] = winner === 'team1' ? [match.team1, match.team2] : [match.team2, match.team1];
  return [
    { position: best, playerIds: top },
    { position: best + 1, playerIds: bottom },
  ];
}
