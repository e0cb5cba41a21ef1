import { describe, expect, it } from 'vitest';
import {
  drawSchedule,
  FINAL_ROUND,
  GROUP_PHASE_SLOTS,
  type GroupId,
  SCHEDULE_VERSION,
  THIRD_PLACE_ROUND,
} from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import { type ResolveTiebreaks, tournamentDecider } from './tournamentDecider';
import {
  type MatchData,
  newMatchId,
  newParticipantId,
  newTournamentId,
  type ResolutionData,
  type TournamentEvent,
} from './tournamentEvents';
import {
  admin,
  at,
  bothGroupsResolved,
  created,
  createSuperGroups,
  creationId,
  decided,
  entries,
  generateSuperFinal,
  groupStageDrawn,
  groupStagePlayed,
  membersOf,
  ownerId,
  placesOf,
  type SuperFinalGenerated,
  scored,
  seats,
  superFinal,
  superFinalCommandId,
  superGroups16,
  tiebreaksResolved,
} from './tournamentsTestKit';

// Specs for the Super 16 / 32 commands: creating groups, resolving ties, generating the Super Final.

const given = deciderSpec(tournamentDecider);

const otherCommandId = '00000000-0000-4000-8000-00000000c002';
const resolve = (resolutions: readonly Omit<ResolutionData, 'reasoning'>[]) =>
  command<ResolveTiebreaks>(
    'ResolveTiebreaks',
    { resolutions: resolutions.map((r) => ({ ...r, reasoning: 'sorteio' })) },
    { actor: admin, at },
  );
const seatsOf = (group: GroupId, firstToFourth: readonly string[]) =>
  firstToFourth.map((playerId, i) => ({ groupId: group, playerId, finalPosition: i + 1 }));
const super8 = () =>
  created(
    command('CreateTournament', {
      ownerId,
      name: 'Super 8',
      seed: 1,
      publicToken: 'public-token-0008',
      cost: 1,
      format: 'super8',
      courts: 2,
      players: entries(8),
    }),
  );
/** Manual split: the first eight entrants play in A, the others in B. */
const manualSplit = entries(16).map((name, i) => ({
  name,
  groupId: i < 8 ? ('A' as const) : ('B' as const),
}));

describe('CreateSuperGroups', () => {
  it('creates a Super 16 drawn at random: groups A and B of 8 on courts 1 and 2, 7 rounds each', () => {
    const ids = entries(16).map((_, i) => newParticipantId(creationId, i));
    const schedule = drawSchedule({
      format: 'super_groups',
      participants: ids,
      assignment: { method: 'random' },
      seed: 7,
    });
    const groupOf = (id: string) => schedule.groups.find((g) => g.members.includes(id))!.id;
    given([])
      .when(createSuperGroups())
      .then([
        {
          type: 'TournamentCreated',
          data: {
            tournamentId: newTournamentId(creationId),
            ownerId,
            name: 'Super 16 de domingo',
            format: 'super_groups',
            courts: 2,
            participants: ids.map((id, i) => ({ id, name: entries(16)[i]!, groupId: groupOf(id) })),
            seed: 7,
            scheduleVersion: SCHEDULE_VERSION,
            matches: schedule.matches.map((m) => ({ ...m, id: newMatchId(creationId, m.key) })),
            publicToken: 'public-token-0016',
            cost: 2,
            createdAt: at,
            groups: schedule.groups,
            groupAssignmentMethod: 'random',
          },
        },
      ]);
    expect(superGroups16().data.groups!.map((g) => [g.id, g.court, g.members.length])).toEqual([
      ['A', 1, 8],
      ['B', 2, 8],
    ]);
    expect(superGroups16().data.matches).toHaveLength(28);
  });

  it('places each entrant in the group the owner chose when the split is manual', () => {
    const event = created(createSuperGroups({ participants: manualSplit, groupAssignmentMethod: 'manual' }));
    const idsIn = (group: GroupId) =>
      manualSplit.flatMap((p, i) => (p.groupId === group ? [newParticipantId(creationId, i)] : []));
    expect(new Set(membersOf('A', event))).toEqual(new Set(idsIn('A')));
    expect(new Set(membersOf('B', event))).toEqual(new Set(idsIn('B')));
    expect(event.data.participants.map((p) => p.groupId)).toEqual(manualSplit.map((p) => p.groupId));
    expect(event.data.groupAssignmentMethod).toBe('manual');
  });

  it('creates a Super 32: groups A to D of 8 on courts 1 to 4', () => {
    const event = created(
      createSuperGroups({ participants: entries(32).map((name) => ({ name })), cost: 4 }),
    );
    expect(event.data).toMatchObject({ courts: 4, cost: 4 });
    expect(event.data.groups!.map((g) => [g.id, g.court, g.members.length])).toEqual([
      ['A', 1, 8],
      ['B', 2, 8],
      ['C', 3, 8],
      ['D', 4, 8],
    ]);
    expect(event.data.matches).toHaveLength(56);
  });

  it('trims the tournament’s and the players’ names', () => {
    const event = created(
      createSuperGroups({
        name: ' Super 16 de domingo  ',
        participants: entries(16).map((n) => ({ name: ` ${n} ` })),
      }),
    );
    expect(event).toEqual(superGroups16());
  });

  it('decides nothing when the same creation is repeated', () => {
    given([superGroups16()]).when(createSuperGroups()).thenNothing();
  });

  it('refuses a creation with another command id on a stream that holds a tournament (tournament.conflict)', () => {
    given([superGroups16()]).when(createSuperGroups({}, otherCommandId)).thenThrows('tournament.conflict');
  });

  it('refuses a creation whose charge was abandoned (tournament.creationAbandoned)', () => {
    const abandoned: TournamentEvent = {
      type: 'TournamentCreationAbandoned',
      data: { tournamentId: newTournamentId(creationId), ownerId, at },
    };
    given([abandoned]).when(createSuperGroups()).thenThrows('tournament.creationAbandoned');
  });

  it('refuses a name shorter than 3 characters once trimmed (tournament.nameTooShort)', () => {
    given([])
      .when(createSuperGroups({ name: ' S1 ' }))
      .thenThrows('tournament.nameTooShort', { min: 3 });
  });

  it('refuses a blank player name (tournament.playerNameRequired)', () => {
    const participants = entries(16).map((name, i) => ({ name: i === 9 ? '  ' : name }));
    given([]).when(createSuperGroups({ participants })).thenThrows('tournament.playerNameRequired');
  });

  it('refuses a name two players share, ignoring case, accents and spaces, in any group (tournament.duplicateName)', () => {
    const participants = entries(16).map((name, i) => ({ name: i === 12 ? ' JOAO ' : name }));
    given([])
      .when(createSuperGroups({ participants }))
      .thenThrows('tournament.duplicateName', { name: 'João' });
    const acrossGroups = manualSplit.map((p, i) => (i === 15 ? { ...p, name: 'bia' } : p));
    given([])
      .when(createSuperGroups({ participants: acrossGroups, groupAssignmentMethod: 'manual' }))
      .thenThrows('tournament.duplicateName', { name: 'Bia' });
  });

  it('refuses a player count other than 16 or 32 (formats.wrongPlayerCountForGroups)', () => {
    given([])
      .when(createSuperGroups({ participants: entries(24).map((name) => ({ name })) }))
      .thenThrows('formats.wrongPlayerCountForGroups', { smaller: 16, larger: 32 });
  });

  it('refuses a manual group without exactly 8 players (formats.groupSizeInvalid)', () => {
    const unbalanced = manualSplit.map((p, i) => (i === 8 ? { ...p, groupId: 'A' as const } : p));
    given([])
      .when(createSuperGroups({ participants: unbalanced, groupAssignmentMethod: 'manual' }))
      .thenThrows('formats.groupSizeInvalid', { groupId: 'A', expected: 8 });
  });

  it('refuses a manual group the size does not have, or a player without a group (formats.unknownGroup)', () => {
    const inC = manualSplit.map((p, i) => (i === 15 ? { ...p, groupId: 'C' as const } : p));
    given([])
      .when(createSuperGroups({ participants: inC, groupAssignmentMethod: 'manual' }))
      .thenThrows('formats.unknownGroup', { groupId: 'C' });
    const withoutGroup = manualSplit.map((p, i) => (i === 15 ? { name: p.name } : p));
    given([])
      .when(createSuperGroups({ participants: withoutGroup, groupAssignmentMethod: 'manual' }))
      .thenThrows('formats.unknownGroup', { groupId: '' });
  });
});

describe('ResolveTiebreaks', () => {
  it('records the administrator’s places for tied players, who chose them and when', () => {
    given(groupStageDrawn())
      .when(resolve(seatsOf('A', seats().A)))
      .then([tiebreaksResolved('A', seats().A)]);
  });

  it('refuses an empty batch (formats.noResolutions)', () => {
    given(groupStageDrawn()).when(resolve([])).thenThrows('formats.noResolutions');
  });

  it('refuses a group the tournament does not have (formats.unknownGroup)', () => {
    given(groupStageDrawn())
      .when(resolve([{ groupId: 'C', playerId: seats().A[0]!, finalPosition: 1 }]))
      .thenThrows('formats.unknownGroup', { groupId: 'C' });
  });

  it('refuses a place outside 1 to 4 (formats.resolutionPositionOutOfRange)', () => {
    for (const finalPosition of [0, 5]) {
      given(groupStageDrawn())
        .when(resolve([{ groupId: 'A', playerId: seats().A[0]!, finalPosition }]))
        .thenThrows('formats.resolutionPositionOutOfRange', { min: 1, max: 4 });
    }
  });

  it('refuses a player of another group (formats.resolutionPlayerNotInGroup)', () => {
    given(groupStageDrawn())
      .when(resolve([{ groupId: 'A', playerId: seats().B[0]!, finalPosition: 1 }]))
      .thenThrows('formats.resolutionPlayerNotInGroup', { groupId: 'A', playerId: seats().B[0]! });
  });

  it('refuses a player placed twice (formats.resolutionDuplicatePlayer)', () => {
    const [first] = seats().A;
    given(groupStageDrawn())
      .when(resolve(seatsOf('A', [first!, first!])))
      .thenThrows('formats.resolutionDuplicatePlayer', { playerId: first! });
  });

  it('refuses two players for one place (formats.resolutionPositionTaken)', () => {
    given(groupStageDrawn())
      .when(
        resolve([
          ...seatsOf('A', seats().A.slice(0, 2)),
          { groupId: 'A', playerId: seats().A[2]!, finalPosition: 2 },
        ]),
      )
      .thenThrows('formats.resolutionPositionTaken', { groupId: 'A', finalPosition: 2 });
  });

  it('refuses once the Super Final exists (tournament.superFinalExists)', () => {
    given([...groupStageDrawn(), ...bothGroupsResolved(), superFinal()])
      .when(resolve(seatsOf('A', seats().A)))
      .thenThrows('tournament.superFinalExists');
  });

  it('refuses a format without groups (tournament.noSuperFinal)', () => {
    given([super8()])
      .when(resolve(seatsOf('A', seats().A)))
      .thenThrows('tournament.noSuperFinal');
  });

  it('refuses a tournament that does not exist (tournament.notFound)', () => {
    given([])
      .when(resolve(seatsOf('A', seats().A)))
      .thenThrows('tournament.notFound');
  });
});

describe('GenerateSuperFinal', () => {
  const final = (round: number, court: number, team1: string[], team2: string[]): MatchData => ({
    id: newMatchId(superFinalCommandId, `final-AB-r${round}`),
    key: `final-AB-r${round}`,
    round,
    court,
    order: 1,
    // Played after the group phase's last slot, the two matches side by side.
    slot: GROUP_PHASE_SLOTS + 1,
    matchType: 'final',
    groupId: null,
    team1,
    team2,
  });
  /** The Super Final of groups A and B: the title match on court 1, the third-place match on court 2. */
  const superFinalOf = (title: [string[], string[]], third: [string[], string[]]): TournamentEvent => ({
    type: 'SuperFinalGenerated',
    data: {
      matches: [final(FINAL_ROUND, 1, ...title), final(THIRD_PLACE_ROUND, 2, ...third)],
      by: admin.id!,
      at,
    },
  });

  it('pairs A1+B2 against B1+A2 for the title and A3+B4 against B3+A4 for third, ids derived from the command', () => {
    const [a1, a2, a3, a4] = placesOf('A') as string[];
    const [b1, b2, b3, b4] = placesOf('B') as string[];
    given(groupStagePlayed())
      .when(generateSuperFinal())
      .then([
        superFinalOf(
          [
            [a1!, b2!],
            [b1!, a2!],
          ],
          [
            [a3!, b4!],
            [b3!, a4!],
          ],
        ),
      ]);
  });

  it('seeds level players by the places the administrator chose', () => {
    const [a1, a2, a3, a4] = seats().A;
    const [b1, b2, b3, b4] = seats().B;
    given([...groupStageDrawn(), ...bothGroupsResolved()])
      .when(generateSuperFinal())
      .then([
        superFinalOf(
          [
            [a1!, b2!],
            [b1!, a2!],
          ],
          [
            [a3!, b4!],
            [b3!, a4!],
          ],
        ),
      ]);
  });

  it('seeds by the latest resolution of a group: a new batch replaces the group’s earlier places', () => {
    const [a1, a2, a3, a4] = seats().A;
    const [b1, b2, b3, b4] = seats().B;
    const [event] = decided(generateSuperFinal(), [
      ...groupStageDrawn(),
      ...bothGroupsResolved(),
      tiebreaksResolved('A', [a2!, a1!, a4!, a3!]),
    ]);
    expect(event).toMatchObject({
      data: {
        matches: [
          { team1: [a2, b2], team2: [b1, a1] },
          { team1: [a4, b4], team2: [b3, a3] },
        ],
      },
    });
  });

  it('opens again the places a new batch leaves out', () => {
    const [a1, a2] = seats().A;
    given([...groupStageDrawn(), ...bothGroupsResolved(), tiebreaksResolved('A', [a2!, a1!])])
      .when(generateSuperFinal())
      .thenThrows('formats.tieUnresolved', { groups: 'A' });
  });

  it('seeds a Super 16 scored in timed mode by points won: winning every match 1-0 does not qualify', () => {
    const tournament = created(createSuperGroups({ scoring: { mode: 'timed', minutes: 15 } }));
    const groups = tournament.data.groups!;
    const narrowWinners = new Set(groups.map((g) => g.members[0]!));
    const strength = new Map(groups.flatMap((g) => g.members.map((id, i) => [id, i] as const)));
    const total = (side: readonly string[]) => side.reduce((sum, id) => sum + strength.get(id)!, 0);
    const scores = tournament.data.matches.map((m) => {
      if (m.team1.some((id) => narrowWinners.has(id))) return scored(m.id, 1, 0);
      if (m.team2.some((id) => narrowWinners.has(id))) return scored(m.id, 0, 1);
      return scored(m.id, 10 + 3 * total(m.team1), 10 + 3 * total(m.team2));
    });
    const won = new Map<string, number>();
    for (const event of scores) {
      const { matchId, team1Score, team2Score } = (event as Extract<TournamentEvent, { type: 'MatchScored' }>)
        .data;
      const match = tournament.data.matches.find((m) => m.id === matchId)!;
      for (const id of match.team1) won.set(id, (won.get(id) ?? 0) + team1Score);
      for (const id of match.team2) won.set(id, (won.get(id) ?? 0) + team2Score);
    }
    const topFour = (group: GroupId) =>
      [...groups.find((g) => g.id === group)!.members].sort((a, b) => won.get(b)! - won.get(a)!).slice(0, 4);
    const [a1, a2, a3, a4] = topFour('A');
    const [b1, b2, b3, b4] = topFour('B');
    // No two of places 1-5 share a points total, so no tie decides a place.
    for (const group of ['A', 'B'] as const) {
      const firstFive = [...groups.find((g) => g.id === group)!.members]
        .map((id) => won.get(id)!)
        .sort((a, b) => b - a)
        .slice(0, 5);
      expect(new Set(firstFive).size).toBe(5);
    }
    const [event] = decided(generateSuperFinal(), [tournament, ...scores]);
    expect(event).toMatchObject({
      data: {
        matches: [
          { team1: [a1, b2], team2: [b1, a2] },
          { team1: [a3, b4], team2: [b3, a4] },
        ],
      },
    });
    const finalists = (event as SuperFinalGenerated).data.matches.flatMap((m) => [...m.team1, ...m.team2]);
    expect(finalists.some((id) => narrowWinners.has(id))).toBe(false);
  });

  it('finds the groups of a tournament stored before groups were recorded, from its participants', () => {
    const [created, ...scores] = groupStagePlayed();
    const { groups: _groups, ...withoutGroups } = (
      created as Extract<TournamentEvent, { type: 'TournamentCreated' }>
    ).data;
    const legacy: TournamentEvent = { type: 'TournamentCreated', data: withoutGroups };
    expect(decided(generateSuperFinal(), [legacy, ...scores])).toEqual(
      decided(generateSuperFinal(), [created!, ...scores]),
    );
  });

  it('refuses while a tie decides a place in the final (formats.tieUnresolved)', () => {
    given(groupStageDrawn())
      .when(generateSuperFinal())
      .thenThrows('formats.tieUnresolved', { groups: 'A, B' });
    given([...groupStageDrawn(), tiebreaksResolved('A', seats().A)])
      .when(generateSuperFinal())
      .thenThrows('formats.tieUnresolved', { groups: 'B' });
  });

  it('refuses while group matches are still to be played (formats.groupsIncomplete)', () => {
    const [, ...allButOneScore] = groupStageDrawn().slice(0, -1);
    given([superGroups16(), ...allButOneScore, ...bothGroupsResolved()])
      .when(generateSuperFinal())
      .thenThrows('formats.groupsIncomplete', { remaining: 1 });
    given([superGroups16()])
      .when(generateSuperFinal())
      .thenThrows('formats.groupsIncomplete', { remaining: 28 });
  });

  it('refuses a second Super Final (tournament.superFinalExists)', () => {
    given([...groupStageDrawn(), ...bothGroupsResolved(), superFinal()])
      .when(generateSuperFinal(otherCommandId))
      .thenThrows('tournament.superFinalExists');
  });

  it('refuses a format without groups (tournament.noSuperFinal)', () => {
    given([super8()]).when(generateSuperFinal()).thenThrows('tournament.noSuperFinal');
  });

  it('refuses a tournament that does not exist (tournament.notFound)', () => {
    given([]).when(generateSuperFinal()).thenThrows('tournament.notFound');
  });
});
