import { describe, expect, it } from 'vitest';
import type { GroupId } from './formatRules';
import { ids } from './formatsTestKit';
import type { RankedEntrant } from './leavingRanking';
import { drawSchedule, type Schedule, type ScheduledMatch } from './schedule';
import type { Score } from './scoring';
import {
  drawSuperFinal,
  findTieIssues,
  type GroupStage,
  groupRankings,
  groupSeeds,
  hasTiebreakIssues,
  isGroupComplete,
  isGroupPhaseComplete,
  podiumRankings,
  type RecordedMatch,
  type TieResolution,
  validateTieResolutions,
} from './superFinal';

/**
 * A played group phase with no level players: inside each group, slot i has strength i and
 * a team wins by its strength margin (capped at 9-0). Every group shares the same structure,
 * so every seed gives the same strict order of slots.
 */
/** A participant who plays on: no leaving marks. */
const present = (id: string): RankedEntrant => ({
  id,
  name: id,
  leftAtSlot: null,
  substituteFor: null,
  rankedSubstitute: false,
});

function playedGroupPhase(schedule: Schedule): RecordedMatch[] {
  const strength = new Map(schedule.groups.flatMap((g) => g.members.map((id, i) => [id, i] as const)));
  const total = (side: readonly string[]) => side.reduce((sum, id) => sum + strength.get(id)!, 0);
  return schedule.matches.map((m) => {
    const margin = Math.min(9, Math.abs(total(m.team1) - total(m.team2)));
    const score: Score =
      total(m.team1) >= total(m.team2) ? { team1: margin, team2: 0 } : { team1: 0, team2: margin };
    return { ...m, score };
  });
}

function stageOf(players: 16 | 32, seed = 7, resolutions: TieResolution[] = []) {
  const schedule = drawSchedule({
    format: 'super_groups',
    participants: ids('p', players),
    assignment: { method: 'random' },
    seed,
  });
  const stage: GroupStage = {
    groups: schedule.groups,
    participants: schedule.draw.map(present),
    matches: playedGroupPhase(schedule),
    resolutions,
  };
  return { schedule, stage };
}

/** Group letter and computed place → player id, to write the expected teams as the rule reads. */
const seatOf = (stage: GroupStage) => {
  const rankings = groupRankings(stage);
  return (group: GroupId, place: number) => rankings[group]![place - 1]!.playerId;
};

const teams = (matches: readonly ScheduledMatch[]) =>
  matches.map((m) => ({ round: m.round, court: m.court, team1: m.team1, team2: m.team2 }));

describe('the Super Final', () => {
  it('for 16 players pairs groups A and B: X1+Y2 against Y1+X2, then X3+Y4 against Y3+X4', () => {
    const { stage } = stageOf(16);
    const at = seatOf(stage);
    expect(findTieIssues(stage)).toEqual([]);
    expect(teams(drawSuperFinal(stage))).toEqual([
      { round: 100, court: 1, team1: [at('A', 1), at('B', 2)], team2: [at('B', 1), at('A', 2)] },
      { round: 101, court: 2, team1: [at('A', 3), at('B', 4)], team2: [at('B', 3), at('A', 4)] },
    ]);
  });

  it('for 32 players builds two podiums, (A, B) and (C, D), each on its groups’ courts', () => {
    const { stage } = stageOf(32, 99);
    const at = seatOf(stage);
    const final = drawSuperFinal(stage);
    expect(teams(final)).toEqual([
      { round: 100, court: 1, team1: [at('A', 1), at('B', 2)], team2: [at('B', 1), at('A', 2)] },
      { round: 101, court: 2, team1: [at('A', 3), at('B', 4)], team2: [at('B', 3), at('A', 4)] },
      { round: 100, court: 3, team1: [at('C', 1), at('D', 2)], team2: [at('D', 1), at('C', 2)] },
      { round: 101, court: 4, team1: [at('C', 3), at('D', 4)], team2: [at('D', 3), at('C', 4)] },
    ]);
    expect(final.map((m) => m.key)).toEqual([
      'final-AB-r100',
      'final-AB-r101',
      'final-CD-r100',
      'final-CD-r101',
    ]);
    expect(final.every((m) => m.matchType === 'final' && m.groupId === null && m.order === 1)).toBe(true);
  });

  it('seeds by the administrator’s resolutions where there are any', () => {
    const { stage } = stageOf(16);
    const at = seatOf(stage);
    // The administrator swaps A's first two and lifts B's 6th into 3rd place.
    const resolved: GroupStage = {
      ...stage,
      resolutions: [
        { groupId: 'A', playerId: at('A', 2), finalPosition: 1 },
        { groupId: 'A', playerId: at('A', 1), finalPosition: 2 },
        { groupId: 'B', playerId: at('B', 6), finalPosition: 3 },
      ],
    };
    expect(groupSeeds(resolved, 'B')).toEqual([at('B', 1), at('B', 2), at('B', 6), at('B', 3)]);
    expect(teams(drawSuperFinal(resolved))).toEqual([
      { round: 100, court: 1, team1: [at('A', 2), at('B', 2)], team2: [at('B', 1), at('A', 1)] },
      { round: 101, court: 2, team1: [at('A', 3), at('B', 3)], team2: [at('B', 6), at('A', 4)] },
    ]);
  });

  it('is refused while a group match has no result', () => {
    const { stage } = stageOf(16);
    const unfinished = {
      ...stage,
      matches: stage.matches.map((m, i) => (i === 3 ? { ...m, score: null } : m)),
    };
    expect(() => drawSuperFinal(unfinished)).toThrow(
      expect.objectContaining({ code: 'formats.groupsIncomplete', params: { remaining: 1 } }),
    );
  });

  it('counts a group complete only once every one of its matches has a result', () => {
    const { stage } = stageOf(16);
    const groupBOpen = {
      ...stage,
      matches: stage.matches.map((m) => (m.groupId === 'B' && m.round === 7 ? { ...m, score: null } : m)),
    };
    expect([isGroupComplete(groupBOpen, 'A'), isGroupComplete(groupBOpen, 'B')]).toEqual([true, false]);
    expect(isGroupPhaseComplete(groupBOpen)).toBe(false);
    expect(isGroupPhaseComplete(stage)).toBe(true);
  });

  it('is refused for groups with no matches at all', () => {
    const { stage } = stageOf(16);
    expect(() => drawSuperFinal({ ...stage, matches: [] })).toThrow(
      expect.objectContaining({ code: 'formats.groupsIncomplete', params: { remaining: 0 } }),
    );
  });

  it('is refused unless the groups are A-B or A-D, in order (formats.groupsInvalid)', () => {
    const { stage } = stageOf(32, 99);
    const [a, b, c] = stage.groups;
    for (const groups of [
      [b!, a!],
      [a!, b!, c!],
      [a!, c!],
    ]) {
      expect(() => drawSuperFinal({ ...stage, groups })).toThrow(
        expect.objectContaining({ code: 'formats.groupsInvalid' }),
      );
    }
  });

  it('is refused while a tie that matters is unresolved', () => {
    const { stage } = stageOf(16);
    const allLevel = {
      ...stage,
      matches: stage.matches.map((m) => ({ ...m, score: { team1: 3, team2: 3 } })),
    };
    expect(hasTiebreakIssues(allLevel)).toBe(true);
    expect(() => drawSuperFinal(allLevel)).toThrow(
      expect.objectContaining({ code: 'formats.tieUnresolved', params: { groups: 'A, B' } }),
    );
  });

  it('with every group level, takes its seeds entirely from the resolutions, and needs all of them', () => {
    const { stage, schedule } = stageOf(32, 21);
    const allLevel = {
      ...stage,
      matches: stage.matches.map((m) => ({ ...m, score: { team1: 4, team2: 4 } })),
    };
    // The administrator orders each group's first four members as they were drawn.
    const resolveGroup = (group: GroupId, places: number) =>
      schedule.groups
        .find((g) => g.id === group)!
        .members.slice(0, places)
        .map((playerId, i): TieResolution => ({ groupId: group, playerId, finalPosition: i + 1 }));
    const full = [
      ...resolveGroup('A', 4),
      ...resolveGroup('B', 4),
      ...resolveGroup('C', 4),
      ...resolveGroup('D', 4),
    ];
    const member = (group: GroupId, place: number) =>
      schedule.groups.find((g) => g.id === group)!.members[place - 1]!;
    expect(teams(drawSuperFinal({ ...allLevel, resolutions: full }))).toEqual([
      {
        round: 100,
        court: 1,
        team1: [member('A', 1), member('B', 2)],
        team2: [member('B', 1), member('A', 2)],
      },
      {
        round: 101,
        court: 2,
        team1: [member('A', 3), member('B', 4)],
        team2: [member('B', 3), member('A', 4)],
      },
      {
        round: 100,
        court: 3,
        team1: [member('C', 1), member('D', 2)],
        team2: [member('D', 1), member('C', 2)],
      },
      {
        round: 101,
        court: 4,
        team1: [member('C', 3), member('D', 4)],
        team2: [member('D', 3), member('C', 4)],
      },
    ]);
    // Three places chosen out of four still leaves five level players for the last one.
    const partial = [
      ...resolveGroup('A', 4),
      ...resolveGroup('B', 4),
      ...resolveGroup('C', 3),
      ...resolveGroup('D', 4),
    ];
    expect(() => drawSuperFinal({ ...allLevel, resolutions: partial })).toThrow(
      expect.objectContaining({ code: 'formats.tieUnresolved', params: { groups: 'C' } }),
    );
  });

  it('ranks no podium before the Super Final is drawn', () => {
    const { stage } = stageOf(32, 3);
    expect(podiumRankings(stage).map((p) => [p.podiumId, p.complete, p.teams])).toEqual([
      ['AB', false, []],
      ['CD', false, []],
    ]);
  });

  it('ranks each podium from its own matches only', () => {
    const { stage } = stageOf(32, 3);
    const final = drawSuperFinal(stage);
    const scores: Record<string, Score> = {
      'final-AB-r100': { team1: 6, team2: 4 },
      'final-AB-r101': { team1: 6, team2: 2 },
      'final-CD-r100': { team1: 1, team2: 7 },
      'final-CD-r101': { team1: 3, team2: 6 },
    };
    const [, , cdFinal, cdThird] = final;
    const played = {
      ...stage,
      matches: [...stage.matches, ...final.map((m) => ({ ...m, score: scores[m.key]! }))],
    };
    expect(podiumRankings(played)[1]!.teams).toEqual([
      { position: 1, playerIds: cdFinal!.team2 },
      { position: 2, playerIds: cdFinal!.team1 },
      { position: 3, playerIds: cdThird!.team2 },
      { position: 4, playerIds: cdThird!.team1 },
    ]);
  });

  it('gives both teams of a level final (refused now, possible in old data) the better place', () => {
    const { stage } = stageOf(16);
    const [title, third] = drawSuperFinal(stage);
    const played = {
      ...stage,
      matches: [
        ...stage.matches,
        { ...title!, score: { team1: 5, team2: 5 } },
        { ...third!, score: { team1: 2, team2: 6 } },
      ],
    };
    expect(podiumRankings(played)[0]!.teams).toEqual([
      { position: 1, playerIds: title!.team1 },
      { position: 1, playerIds: title!.team2 },
      { position: 3, playerIds: third!.team2 },
      { position: 4, playerIds: third!.team1 },
    ]);
  });

  it('ranks each podium’s four teams once both of its matches are played', () => {
    const { stage } = stageOf(32, 3);
    const final = drawSuperFinal(stage);
    const scores: Record<string, Score> = {
      'final-AB-r100': { team1: 6, team2: 4 },
      'final-AB-r101': { team1: 2, team2: 6 },
      'final-CD-r100': { team1: 5, team2: 7 },
    };
    const played: GroupStage = {
      ...stage,
      matches: [...stage.matches, ...final.map((m) => ({ ...m, score: scores[m.key] ?? null }))],
    };
    const [ab, cd] = podiumRankings(played);
    const [abFinal, abThird] = final;
    expect(ab).toEqual({
      podiumId: 'AB',
      groups: ['A', 'B'],
      complete: true,
      teams: [
        { position: 1, playerIds: abFinal!.team1 },
        { position: 2, playerIds: abFinal!.team2 },
        { position: 3, playerIds: abThird!.team2 },
        { position: 4, playerIds: abThird!.team1 },
      ],
    });
    expect(cd).toEqual({ podiumId: 'CD', groups: ['C', 'D'], complete: false, teams: [] });
  });
});

/**
 * Tie detection, on small hand-made groups: each player's results are against outsiders, so
 * their standing can be written directly. Only the group's own players are ranked.
 */
describe('ties in a group', () => {
  const OUTSIDER = 'outsider';
  function groupA(results: Record<string, Score[]>, resolutions: TieResolution[] = []): GroupStage {
    const members = Object.keys(results);
    return {
      groups: [
        { id: 'A', members },
        { id: 'B', members: [] },
      ],
      participants: members.map(present),
      matches: members.flatMap((id) =>
        results[id]!.map(
          (score): RecordedMatch => ({
            round: 1,
            matchType: 'group',
            groupId: 'A',
            team1: [id],
            team2: [OUTSIDER],
            score,
          }),
        ),
      ),
      resolutions,
    };
  }
  const won = (by: number): Score => ({ team1: by, team2: 0 });
  /** Six players, a1 best (9-0) down to a6 (4-0); the `level` players all get the best of their scores. */
  const standings = (level: string[]) => {
    const margins = [9, 8, 7, 6, 5, 4];
    const levelMargin = margins[Math.min(...level.map((id) => Number(id.slice(1)) - 1))];
    return Object.fromEntries(
      margins.map((margin, i) => [`a${i + 1}`, [won(level.includes(`a${i + 1}`) ? levelMargin! : margin)]]),
    );
  };

  it('flags players level across the qualifying line (4th and 5th)', () => {
    const stage = groupA(standings(['a4', 'a5']));
    expect(findTieIssues(stage)).toEqual([
      { groupId: 'A', position: 4, lastPosition: 5, playerIds: ['a4', 'a5'], resolved: false },
    ]);
    expect(hasTiebreakIssues(stage)).toBe(true);
  });

  it('flags players level on seeding places (2nd and 3rd)', () => {
    const stage = groupA(standings(['a2', 'a3']));
    expect(findTieIssues(stage)).toEqual([
      { groupId: 'A', position: 2, lastPosition: 3, playerIds: ['a2', 'a3'], resolved: false },
    ]);
  });

  it('ignores players level below the qualifying places (5th and 6th)', () => {
    expect(findTieIssues(groupA(standings(['a5', 'a6'])))).toEqual([]);
  });

  it('waits for the group to finish: before that everyone is level at zero', () => {
    const stage = groupA(standings([]));
    const unfinished = { ...stage, matches: stage.matches.map((m) => ({ ...m, score: null })) };
    expect(findTieIssues(unfinished)).toEqual([]);
  });

  it('waits for every match of the group, not only some', () => {
    const stage = groupA(standings(['a4', 'a5']));
    const oneLeft = { ...stage, matches: stage.matches.map((m, i) => (i === 5 ? { ...m, score: null } : m)) };
    expect(findTieIssues(oneLeft)).toEqual([]);
  });

  it('has tiebreak issues while any one tie is unresolved, even when another is settled', () => {
    const results = { a1: [won(9)], a2: [won(8)], a3: [won(8)], a4: [won(6)], a5: [won(6)], a6: [won(4)] };
    const stage = groupA(results, [{ groupId: 'A', playerId: 'a3', finalPosition: 2 }]);
    expect(findTieIssues(stage).map((issue) => [issue.position, issue.resolved])).toEqual([
      [2, true],
      [4, false],
    ]);
    expect(hasTiebreakIssues(stage)).toBe(true);
  });

  it('is settled by placing the one player who qualifies; the other stays out', () => {
    const stage = groupA(standings(['a4', 'a5']), [{ groupId: 'A', playerId: 'a5', finalPosition: 4 }]);
    expect(findTieIssues(stage)).toEqual([
      { groupId: 'A', position: 4, lastPosition: 5, playerIds: ['a4', 'a5'], resolved: true },
    ]);
    expect(groupSeeds(stage, 'A')).toEqual(['a1', 'a2', 'a3', 'a5']);
  });

  it('accepts a partial resolution when the rest follows: the last unplaced player takes the place left', () => {
    const stage = groupA(standings(['a2', 'a3']), [{ groupId: 'A', playerId: 'a2', finalPosition: 3 }]);
    expect(hasTiebreakIssues(stage)).toBe(false);
    expect(groupSeeds(stage, 'A')).toEqual(['a1', 'a3', 'a2', 'a4']);
  });

  it('stays unresolved while two level players still compete for a place', () => {
    // a3, a4 and a5 are level over places 3-5. Placing a5 4th still leaves a3 and a4 for 3rd.
    const partly = groupA(standings(['a3', 'a4', 'a5']), [
      { groupId: 'A', playerId: 'a5', finalPosition: 4 },
    ]);
    expect(hasTiebreakIssues(partly)).toBe(true);
    const settled = groupA(standings(['a3', 'a4', 'a5']), [
      { groupId: 'A', playerId: 'a5', finalPosition: 4 },
      { groupId: 'A', playerId: 'a4', finalPosition: 3 },
    ]);
    expect(hasTiebreakIssues(settled)).toBe(false);
    expect(groupSeeds(settled, 'A')).toEqual(['a1', 'a2', 'a4', 'a5']);
  });

  it('judges a tie by where places fall once the resolutions are applied', () => {
    // a1 is placed 4th, so places 1-3 go to a2, a3 and one of the level a4/a5: still to decide.
    const lifted = groupA(standings(['a4', 'a5']), [{ groupId: 'A', playerId: 'a1', finalPosition: 4 }]);
    expect(findTieIssues(lifted)).toEqual([
      { groupId: 'A', position: 4, lastPosition: 5, playerIds: ['a4', 'a5'], resolved: false },
    ]);
    // With a5 and a6 level instead, places 1-3 go to a2, a3 and a4: the level pair stays out.
    const below = groupA(standings(['a5', 'a6']), [{ groupId: 'A', playerId: 'a1', finalPosition: 4 }]);
    expect(findTieIssues(below)).toEqual([]);
  });
});

describe('validating resolutions', () => {
  const groups = [
    { id: 'A' as const, members: ['a1', 'a2', 'a3'] },
    { id: 'B' as const, members: ['b1', 'b2'] },
  ];
  const refuses = (resolutions: TieResolution[], code: string, params?: Record<string, unknown>) =>
    expect(() => validateTieResolutions({ groups }, resolutions)).toThrow(
      expect.objectContaining(params ? { code, params } : { code }),
    );

  it('accepts places 1-4 for players of the group', () => {
    expect(() =>
      validateTieResolutions({ groups }, [
        { groupId: 'A', playerId: 'a1', finalPosition: 2 },
        { groupId: 'B', playerId: 'b1', finalPosition: 2 },
      ]),
    ).not.toThrow();
  });

  it('refuses an empty batch, places outside 1-4, strangers, repeats and taken places', () => {
    refuses([], 'formats.noResolutions');
    refuses([{ groupId: 'A', playerId: 'a1', finalPosition: 5 }], 'formats.resolutionPositionOutOfRange', {
      min: 1,
      max: 4,
    });
    refuses([{ groupId: 'A', playerId: 'b1', finalPosition: 1 }], 'formats.resolutionPlayerNotInGroup', {
      groupId: 'A',
      playerId: 'b1',
    });
    refuses([{ groupId: 'C', playerId: 'a1', finalPosition: 1 }], 'formats.unknownGroup', { groupId: 'C' });
    refuses(
      [
        { groupId: 'A', playerId: 'a1', finalPosition: 1 },
        { groupId: 'A', playerId: 'a1', finalPosition: 2 },
      ],
      'formats.resolutionDuplicatePlayer',
    );
    refuses(
      [
        { groupId: 'A', playerId: 'a1', finalPosition: 1 },
        { groupId: 'A', playerId: 'a2', finalPosition: 1 },
      ],
      'formats.resolutionPositionTaken',
      { groupId: 'A', finalPosition: 1 },
    );
  });
});
