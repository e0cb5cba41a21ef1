import { describe, expect, it } from 'vitest';
import { PLAYER_NAME_MAX_LENGTH } from '../contracts/tournaments';
import { drawSchedule, SCHEDULE_VERSION } from '../formats';
import type { Actor } from '../messages';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type AbandonCreation,
  type CreateTournament,
  type RecordScore,
  type RenamePlayer,
  tournamentDecider,
} from './tournamentDecider';
import {
  type MatchData,
  newMatchId,
  newParticipantId,
  newTournamentId,
  type TournamentEvent,
} from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createTournament,
  creationId,
  decided,
  entries,
  groupStageDrawn,
  matchesOf,
  owner,
  ownerId,
  scored,
  super8,
  superFinal,
  tablet,
} from './tournamentsTestKit';

// Specs for the commands every format shares; Super 16 / 32 have theirs in tournamentDecider.superGroups.test.ts.

const given = deciderSpec(tournamentDecider);

const otherCommandId = '00000000-0000-4000-8000-00000000c002';
type Format = Exclude<CreateTournament['data']['format'], 'mexicano'>;

const recordScore = (matchId: string, team1Score: number, team2Score: number, actor: Actor = tablet) =>
  command<RecordScore>('RecordScore', { matchId, team1Score, team2Score }, { actor, at });
const renamePlayer = (playerId: string, name: string) =>
  command<RenamePlayer>('RenamePlayer', { playerId, name }, { actor: owner, at });
const abandonCreation = () =>
  command<AbandonCreation>(
    'AbandonCreation',
    { tournamentId: newTournamentId(creationId), ownerId },
    { actor: { kind: 'system', id: 'creationReactor' }, at },
  );

const abandoned = (): TournamentEvent => ({
  type: 'TournamentCreationAbandoned',
  data: { tournamentId: newTournamentId(creationId), ownerId, at },
});

/** What a creation records: its entrants under derived ids, and the schedule its seed draws. */
function creation(format: Format, courts: number, names: readonly string[], cost: number): TournamentEvent {
  const participants = names.map((name, i) => ({ id: newParticipantId(creationId, i), name, groupId: null }));
  const schedule = drawSchedule({ format, courts, seed: 42, participants: participants.map((p) => p.id) });
  return {
    type: 'TournamentCreated',
    data: {
      tournamentId: newTournamentId(creationId),
      ownerId,
      name: 'Super 8 de sábado',
      format,
      courts,
      participants,
      seed: 42,
      scheduleVersion: SCHEDULE_VERSION,
      matches: schedule.matches.map((m) => ({ ...m, id: newMatchId(creationId, m.key) })),
      publicToken: 'public-token-0001',
      cost,
      createdAt: at,
    },
  };
}

// Fixtures are functions, evaluated inside each spec (see tournamentsTestKit.ts).
const firstMatch = (): MatchData => super8().data.matches[0]!;
const secondMatch = (): MatchData => super8().data.matches[1]!;
const ana = () => super8().data.participants[0]!;

describe('CreateTournament', () => {
  it('creates a Super 8 of 8 players on 2 courts: 7 rounds of 2 matches drawn from the seed', () => {
    given([])
      .when(createTournament())
      .then([creation('super8', 2, entries(8), 1)]);
    expect(super8().data.matches).toHaveLength(14);
  });

  it('creates a Super 8 of fixed pairs: 8 pairs, each side of a match one pair', () => {
    const pairs = entries(8).map((name, i) => `${name} e ${entries(16)[i + 8]}`);
    const [event] = decided(createTournament({ format: 'super8_fixed_pairs', players: pairs, cost: 2 }));
    expect(event).toEqual(creation('super8_fixed_pairs', 2, pairs, 2));
    expect(matchesOf(event!)).toHaveLength(28);
    expect(matchesOf(event!).every((m) => m.team1.length === 1 && m.team2.length === 1)).toBe(true);
  });

  it('creates a Super 12 on 3 courts: 11 rounds of 3 matches', () => {
    const [event] = decided(createTournament({ format: 'super_12', players: entries(12), courts: 3 }));
    expect(event).toEqual(creation('super_12', 3, entries(12), 1));
    expect(matchesOf(event!)).toHaveLength(33);
  });

  it('records the owner, the public token and the cost it was given, and the command’s time', () => {
    expect(super8().data).toMatchObject({
      ownerId,
      publicToken: 'public-token-0001',
      cost: 1,
      createdAt: at,
    });
  });

  it('trims the tournament’s and the players’ names', () => {
    const padded = createTournament({
      name: '  Super 8 de sábado ',
      players: entries(8).map((n) => ` ${n}  `),
    });
    given([]).when(padded).then([super8()]);
  });

  it('derives the tournament, participant and match ids from the command id, the same on every replay', () => {
    expect(decided(createTournament())).toEqual([super8()]);
    expect(super8().data.tournamentId).toBe(newTournamentId(creationId));
    // UUID v5 in the command id's namespace: these values must never change, or a command retried
    // across a release would create a second tournament.
    expect(super8().data.tournamentId).toBe('78be3948-626f-58d2-97da-d82b1937e1df');
    expect(ana().id).toBe('73488206-a96f-53fb-84c1-f1e45b128532');
    // Schedule version 2 keys a match by round, slot and court; a creation retried across the
    // release that changed keys finds its tournament already created and decides nothing.
    expect(super8().data.matches.find((m) => m.key === 'r1-s1-c1')?.id).toBe(
      '7e76b29f-0392-5ca6-bdb2-82c1ad138710',
    );
    const other = created(createTournament({}, otherCommandId));
    const idsOf = (event: Created) => [
      event.data.tournamentId,
      ...event.data.participants.map((p) => p.id),
      ...event.data.matches.map((m) => m.id),
    ];
    expect(idsOf(other).filter((id) => idsOf(super8()).includes(id))).toEqual([]);
  });

  it('decides nothing when the same creation is repeated', () => {
    given([super8()]).when(createTournament()).thenNothing();
  });

  it('refuses a creation with another command id on a stream that holds a tournament (tournament.conflict)', () => {
    given([super8()]).when(createTournament({}, otherCommandId)).thenThrows('tournament.conflict');
  });

  it('refuses a creation whose charge was abandoned (tournament.creationAbandoned)', () => {
    given([abandoned()]).when(createTournament()).thenThrows('tournament.creationAbandoned');
  });

  it('refuses a name shorter than 3 characters once trimmed (tournament.nameTooShort)', () => {
    given([])
      .when(createTournament({ name: '  Ab  ' }))
      .thenThrows('tournament.nameTooShort', { min: 3 });
  });

  it('accepts a name of exactly 3 characters', () => {
    given([])
      .when(createTournament({ name: ' Abc ' }))
      .then([{ ...super8(), data: { ...super8().data, name: 'Abc' } }]);
  });

  it('refuses a blank player name (tournament.playerNameRequired)', () => {
    const players = entries(8).map((name, i) => (i === 3 ? '   ' : name));
    given([]).when(createTournament({ players })).thenThrows('tournament.playerNameRequired');
  });

  it('refuses a name two players share, ignoring case, accents and spaces (tournament.duplicateName)', () => {
    const players = entries(8).map((name, i) => (i === 5 ? '  ÁNA ' : name));
    given([]).when(createTournament({ players })).thenThrows('tournament.duplicateName', { name: 'Ana' });
    // Spaces inside a name count once, as a page shows them.
    const spaced = ['Ana  Paula', ...entries(8).slice(1, 7), 'ana paula'];
    given([])
      .when(createTournament({ players: spaced }))
      .thenThrows('tournament.duplicateName', { name: 'Ana  Paula' });
  });

  it('compares fixed pairs as whole entries (tournament.duplicateName)', () => {
    const pairs = entries(8).map((name, i) => `${name} / ${entries(16)[i + 8]}`);
    // Entries that only share a word are different entries.
    const sharing = pairs.map((pair, i) => (i === 7 ? 'Ana / Pedro' : pair));
    expect(
      decided(createTournament({ format: 'super8_fixed_pairs', players: sharing, cost: 2 })),
    ).toHaveLength(1);
    given([])
      .when(
        createTournament({
          format: 'super8_fixed_pairs',
          players: pairs.map((pair, i) => (i === 7 ? 'ana / iara' : pair)),
          cost: 2,
        }),
      )
      .thenThrows('tournament.duplicateName', { name: 'Ana / Iara' });
  });

  it('refuses a player count the format does not have (formats.wrongPlayerCount)', () => {
    given([])
      .when(createTournament({ players: entries(7) }))
      .thenThrows('formats.wrongPlayerCount', { expected: 8 });
    given([])
      .when(createTournament({ format: 'super_12', players: entries(8) }))
      .thenThrows('formats.wrongPlayerCount', { expected: 12 });
  });

  it('refuses a pair count other than 8 for fixed pairs (formats.wrongPairCount)', () => {
    given([])
      .when(createTournament({ format: 'super8_fixed_pairs', players: entries(16) }))
      .thenThrows('formats.wrongPairCount', { expected: 8 });
  });

  it('refuses more courts than the format offers (formats.courtsOutOfRange)', () => {
    given([])
      .when(createTournament({ courts: 3 }))
      .thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
  });
});

describe('AbandonCreation', () => {
  it('closes a stream whose tournament was never written, at the command’s time', () => {
    given([]).when(abandonCreation()).then([abandoned()]);
  });

  it('decides nothing once the tournament exists', () => {
    given([super8()]).when(abandonCreation()).thenNothing();
  });

  it('decides nothing when repeated', () => {
    given([abandoned()]).when(abandonCreation()).thenNothing();
  });
});

describe('RecordScore', () => {
  it('records the score with who sent it and when', () => {
    given([super8()])
      .when(recordScore(firstMatch().id, 6, 3))
      .then([scored(firstMatch().id, 6, 3, tablet.id!)]);
    given([super8()])
      .when(recordScore(firstMatch().id, 2, 5, owner))
      .then([scored(firstMatch().id, 2, 5, ownerId)]);
  });

  it('accepts a level score in a group match', () => {
    given([super8()])
      .when(recordScore(firstMatch().id, 4, 4))
      .then([scored(firstMatch().id, 4, 4)]);
  });

  it('accepts scores from 0 to 9', () => {
    given([super8()])
      .when(recordScore(firstMatch().id, 0, 9))
      .then([scored(firstMatch().id, 0, 9)]);
    given([super8()])
      .when(recordScore(firstMatch().id, 9, 0))
      .then([scored(firstMatch().id, 9, 0)]);
  });

  it('refuses a score below 0, above 9 or not whole, on either side (formats.scoreOutOfRange)', () => {
    const outOfRange = [
      [-1, 3],
      [3, -1],
      [10, 3],
      [3, 10],
      [2.5, 3],
    ] as const;
    for (const [team1, team2] of outOfRange) {
      given([super8()])
        .when(recordScore(firstMatch().id, team1, team2))
        .thenThrows('formats.scoreOutOfRange', { min: 0, max: 9 });
    }
  });

  it('decides nothing when the same score is sent again', () => {
    given([super8(), scored(firstMatch().id, 6, 3)])
      .when(recordScore(firstMatch().id, 6, 3))
      .thenNothing();
  });

  it('records a corrected score, whichever side changed', () => {
    given([super8(), scored(firstMatch().id, 6, 3)])
      .when(recordScore(firstMatch().id, 6, 4))
      .then([scored(firstMatch().id, 6, 4)]);
    given([super8(), scored(firstMatch().id, 6, 3)])
      .when(recordScore(firstMatch().id, 5, 3))
      .then([scored(firstMatch().id, 5, 3)]);
  });

  it('judges a repeat per match: the same score in another match is recorded', () => {
    given([super8(), scored(firstMatch().id, 6, 3)])
      .when(recordScore(secondMatch().id, 6, 3))
      .then([scored(secondMatch().id, 6, 3)]);
  });

  it('refuses a level score in a Super Final match (formats.finalNeedsWinner)', () => {
    const final = superFinal().data.matches[0]!;
    given([...groupStageDrawn(), superFinal()])
      .when(recordScore(final.id, 5, 5))
      .thenThrows('formats.finalNeedsWinner');
    given([...groupStageDrawn(), superFinal()])
      .when(recordScore(final.id, 6, 5))
      .then([scored(final.id, 6, 5)]);
  });

  it('refuses a group result once the Super Final is generated, also a correction (tournament.groupResultsLocked)', () => {
    const [group] = groupStageDrawn().slice(1) as Extract<TournamentEvent, { type: 'MatchScored' }>[];
    given([...groupStageDrawn(), superFinal()])
      .when(recordScore(group!.data.matchId, 6, 3))
      .thenThrows('tournament.groupResultsLocked');
    // Sending the recorded result again changes nothing, so it is no refusal (a tablet's late replay).
    given([...groupStageDrawn(), superFinal()])
      .when(recordScore(group!.data.matchId, 4, 4))
      .thenNothing();
  });

  it('refuses a match the tournament does not have (match.notFound)', () => {
    const unknown = newMatchId(otherCommandId, firstMatch().key);
    given([super8()])
      .when(recordScore(unknown, 6, 3))
      .thenThrows('match.notFound');
  });

  it('refuses a tournament that does not exist or whose creation was abandoned (tournament.notFound)', () => {
    given([])
      .when(recordScore(firstMatch().id, 6, 3))
      .thenThrows('tournament.notFound');
    given([abandoned()])
      .when(recordScore(firstMatch().id, 6, 3))
      .thenThrows('tournament.notFound');
  });
});

describe('RenamePlayer', () => {
  const renamed = (name: string): TournamentEvent => ({
    type: 'PlayerRenamed',
    data: { playerId: ana().id, name, by: ownerId, at },
  });

  it('renames a player before any result, with the trimmed name, who did it and when', () => {
    given([super8()])
      .when(renamePlayer(ana().id, '  Ana Paula '))
      .then([renamed('Ana Paula')]);
  });

  it('decides nothing when the name already is the player’s', () => {
    given([super8()])
      .when(renamePlayer(ana().id, ` ${ana().name} `))
      .thenNothing();
    given([super8(), renamed('Ana Paula')])
      .when(renamePlayer(ana().id, 'Ana Paula'))
      .thenNothing();
  });

  it('renames back to a former name', () => {
    given([super8(), renamed('Ana Paula')])
      .when(renamePlayer(ana().id, ana().name))
      .then([renamed(ana().name)]);
  });

  it('refuses a rename once any result is recorded (tournament.renameAfterResult)', () => {
    given([super8(), scored(secondMatch().id, 6, 3)])
      .when(renamePlayer(ana().id, 'Ana Paula'))
      .thenThrows('tournament.renameAfterResult');
  });

  it('refuses another player’s name, ignoring case, accents and spaces (tournament.duplicateName)', () => {
    const bia = () => super8().data.participants[1]!;
    given([super8()])
      .when(renamePlayer(bia().id, ' ána '))
      .thenThrows('tournament.duplicateName', { name: 'Ana' });
    given([super8(), renamed('Ana Paula')])
      .when(renamePlayer(bia().id, 'ANA PAULA'))
      .thenThrows('tournament.duplicateName', { name: 'Ana Paula' });
  });

  it('lets a player take a name another player gave up, and change the case of their own', () => {
    const bia = () => super8().data.participants[1]!;
    given([super8(), renamed('Ana Paula')])
      .when(renamePlayer(bia().id, 'Ana'))
      .then([{ type: 'PlayerRenamed', data: { playerId: bia().id, name: 'Ana', by: ownerId, at } }]);
    given([super8()])
      .when(renamePlayer(ana().id, 'ANA'))
      .then([renamed('ANA')]);
  });

  it('refuses a blank name (player.nameRequired)', () => {
    given([super8()]).when(renamePlayer(ana().id, '   ')).thenThrows('player.nameRequired');
  });

  it('refuses a name longer than 60 characters (player.nameTooLong)', () => {
    given([super8()])
      .when(renamePlayer(ana().id, 'x'.repeat(PLAYER_NAME_MAX_LENGTH + 1)))
      .thenThrows('player.nameTooLong', { max: 60 });
  });

  it('accepts a name of exactly 60 characters', () => {
    const longest = 'x'.repeat(PLAYER_NAME_MAX_LENGTH);
    given([super8()])
      .when(renamePlayer(ana().id, ` ${longest} `))
      .then([renamed(longest)]);
  });

  it('refuses a player the tournament does not have (player.notFound)', () => {
    given([super8()])
      .when(renamePlayer(newParticipantId(creationId, 8), 'Zé'))
      .thenThrows('player.notFound');
  });

  it('refuses a tournament that does not exist (tournament.notFound)', () => {
    given([]).when(renamePlayer(ana().id, 'Ana Paula')).thenThrows('tournament.notFound');
  });
});
