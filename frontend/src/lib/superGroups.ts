import type { GroupId, Match, PublicTournament } from '@rodada/events/contracts';
import { FINAL_ROUND, GROUP_IDS } from '@rodada/events/contracts/mini';

export type TieIssue = PublicTournament['tieIssues'][number];
export type Podium = PublicTournament['podiums'][number];

/** The groups a Super 16 / 32 plays in: A-B for 16 players, A-D for 32. */
export function groupIdsOf(tournament: Pick<PublicTournament, 'groups' | 'playerCount'>): GroupId[] {
  if (tournament.groups.length > 0) return tournament.groups.map((g) => g.id);
  return GROUP_IDS.slice(0, Math.max(2, Math.floor(tournament.playerCount / 8)));
}

/** The group-phase matches of one group, in the server's order (round, court, playing order). */
export function groupMatchesOf(matches: readonly Match[], groupId: string): Match[] {
  return matches.filter((m) => m.matchType === 'group' && m.groupId === groupId);
}

export function groupPhaseProgress(matches: readonly Match[]): { done: number; total: number } {
  const group = matches.filter((m) => m.matchType === 'group');
  return { done: group.filter((m) => m.completed).length, total: group.length };
}

/** Ties that still block the Super Final, by group. */
export function openTies(tournament: Pick<PublicTournament, 'tieIssues'>): TieIssue[] {
  return tournament.tieIssues.filter((issue) => !issue.resolved);
}

export interface PodiumMatches {
  /** Round 100: champions and runners-up. */
  readonly final: Match | undefined;
  /** Round 101: third and fourth place. */
  readonly thirdPlace: Match | undefined;
}

/** A podium's two Super Final matches: those whose players come from its two groups. */
export function podiumMatches(
  tournament: Pick<PublicTournament, 'matches' | 'players'>,
  podium: Pick<Podium, 'groups'>,
): PodiumMatches {
  const groupOf = new Map(tournament.players.map((p) => [p.id, p.groupId]));
  const inPodium = (m: Match) => podium.groups.includes(groupOf.get(m.player1Id) as GroupId);
  const finals = tournament.matches.filter((m) => m.matchType === 'final' && inPodium(m));
  return {
    final: finals.find((m) => m.round === FINAL_ROUND),
    thirdPlace: finals.find((m) => m.round !== FINAL_ROUND),
  };
}
