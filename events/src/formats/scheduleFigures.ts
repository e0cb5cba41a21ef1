import type { GroupId } from './formatRules';
import type { MatchType, Side } from './schedule';

/** What the figures read of a match: the stored columns, so old (version 1) schedules work too. */
export interface FigureMatch {
  readonly slot: number;
  readonly court: number;
  readonly round: number;
  readonly groupId: GroupId | null;
  readonly matchType: MatchType;
  readonly team1: Side;
  readonly team2: Side;
}

/** Sitting out this many slots in a row or more, between two of one's own matches, is a long wait. */
export const LONG_WAIT_SLOTS = 3;

export interface ParticipantFigures {
  readonly id: string;
  readonly matches: number;
  /** Pairs of consecutive slots in which this participant plays both. */
  readonly backToBack: number;
  /** The most slots sat out in a row between two of their matches (0 with fewer than two matches). */
  readonly longestWait: number;
  /** Times their next match is on another court than the one before. */
  readonly courtChanges: number;
}

/** The figures of one table of players: a super_groups group, or the whole tournament (groupId null). */
export interface GroupFigures {
  readonly groupId: GroupId | null;
  /** Distinct time slots the group phase uses. */
  readonly slots: number;
  readonly backToBack: number;
  /** Waits of LONG_WAIT_SLOTS slots or more, one per such gap. */
  readonly longWaits: number;
  /** The longest run of consecutive slots anyone plays. */
  readonly maxConsecutive: number;
  /** In the order given to `scheduleFigures`; the matrices follow the same order. */
  readonly participants: readonly ParticipantFigures[];
  /** partners[i][j]: matches in which participants i and j play on the same side. */
  readonly partners: readonly (readonly number[])[];
  /** opponents[i][j]: matches in which participants i and j play against each other. */
  readonly opponents: readonly (readonly number[])[];
}

/**
 * The fairness figures of a stored schedule, computed from its group-phase matches (finals are
 * left out). `participants` are the ids in display order; with groups, each group lists the ones
 * who play in its matches.
 */
export function scheduleFigures(
  matches: readonly FigureMatch[],
  participants: readonly string[],
): readonly GroupFigures[] {
  const groupPhase = matches.filter((m) => m.matchType === 'group');
  const groupIds = [...new Set(groupPhase.map((m) => m.groupId))].sort((a, b) =>
    String(a).localeCompare(String(b)),
  );
  if (groupIds.length === 0 || (groupIds.length === 1 && groupIds[0] === null)) {
    return [figuresOf(null, groupPhase, participants)];
  }
  return groupIds.map((groupId) => {
    const own = groupPhase.filter((m) => m.groupId === groupId);
    const playing = new Set(own.flatMap((m) => [...m.team1, ...m.team2]));
    return figuresOf(
      groupId,
      own,
      participants.filter((id) => playing.has(id)),
    );
  });
}

function figuresOf(
  groupId: GroupId | null,
  matches: readonly FigureMatch[],
  members: readonly string[],
): GroupFigures {
  const index = new Map(members.map((id, i) => [id, i]));
  const square = () => members.map(() => members.map(() => 0));
  const partners = square();
  const opponents = square();
  const count = (matrix: number[][], a: string, b: string) => {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j) return;
    matrix[i]![j]! += 1;
    matrix[j]![i]! += 1;
  };
  for (const { team1, team2 } of matches) {
    for (const side of [team1, team2])
      if (side.length === 2 && side[0] !== side[1]) count(partners, side[0]!, side[1]!);
    for (const a of team1) for (const b of team2) count(opponents, a, b);
  }
  const people = members.map((id) =>
    participantFigures(
      id,
      matches.filter((m) => m.team1.includes(id) || m.team2.includes(id)),
    ),
  );
  return {
    groupId,
    slots: new Set(matches.map((m) => m.slot)).size,
    backToBack: sum(people.map((p) => p.backToBack)),
    longWaits: sum(people.map((p) => p.waits.filter((w) => w >= LONG_WAIT_SLOTS).length)),
    maxConsecutive: Math.max(0, ...people.map((p) => p.longestRun)),
    participants: people.map(({ id, matches, backToBack, longestWait, courtChanges }) => ({
      id,
      matches,
      backToBack,
      longestWait,
      courtChanges,
    })),
    partners,
    opponents,
  };
}

function participantFigures(id: string, own: readonly FigureMatch[]) {
  const played = [...own].sort((a, b) => a.slot - b.slot);
  const waits: number[] = [];
  let backToBack = 0;
  let courtChanges = 0;
  let run = played.length > 0 ? 1 : 0;
  let longestRun = run;
  for (let i = 1; i < played.length; i++) {
    const previous = played[i - 1]!;
    const current = played[i]!;
    const wait = current.slot - previous.slot - 1;
    if (current.court !== previous.court) courtChanges++;
    if (wait === 0) {
      backToBack++;
      run++;
    } else {
      waits.push(wait);
      run = 1;
    }
    longestRun = Math.max(longestRun, run);
  }
  return {
    id,
    matches: played.length,
    backToBack,
    longestWait: Math.max(0, ...waits),
    courtChanges,
    waits,
    longestRun,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
