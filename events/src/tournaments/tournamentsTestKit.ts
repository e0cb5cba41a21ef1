import type { GroupId } from '../formats';
import type { Actor } from '../messages';
import { command } from '../testing/deciderSpec';
import type {
  CreateSuperGroups,
  CreateTournament,
  GenerateSuperFinal,
  TournamentCommand,
} from './tournamentDecider';
import { tournamentDecider } from './tournamentDecider';
import type { ResolutionData, TournamentEvent } from './tournamentEvents';

/** Test helpers: the people, clock and small tournaments the decider specs are written with. */

export const at = '2026-11-23T20:00:00.000Z';
export const creationId = '00000000-0000-4000-8000-00000000c001';
export const superFinalCommandId = '00000000-0000-4000-8000-00000000c0f1';
export const ownerId = '00000000-0000-4000-8000-0000000000a1';
export const owner: Actor = { kind: 'user', id: ownerId };
export const admin: Actor = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' };
export const tablet: Actor = { kind: 'tablet', id: 'court-tablet-7' };

const NAMES = [
  'Ana',
  'Bia',
  'Caio',
  'Duda',
  'Edu',
  'Fabi',
  'Gil',
  'Hugo',
  'Iara',
  'João',
  'Kika',
  'Léo',
  'Malu',
  'Nando',
  'Olga',
  'Pedro',
  'Quica',
  'Rafa',
  'Sara',
  'Téo',
  'Uira',
  'Vivi',
  'Wagner',
  'Xande',
  'Yara',
  'Zeca',
  'Alice',
  'Beto',
  'Clara',
  'Davi',
  'Elis',
  'Fred',
] as const;

/** The first `count` entrants' names, in entry order. */
export const entries = (count: number): string[] => NAMES.slice(0, count);

export type Created = Extract<TournamentEvent, { type: 'TournamentCreated' }>;
export type SuperFinalGenerated = Extract<TournamentEvent, { type: 'SuperFinalGenerated' }>;

/** What a command decides on a stream holding the given events. */
export const decided = (cmd: TournamentCommand, past: readonly TournamentEvent[] = []) =>
  tournamentDecider.decide(cmd, past.reduce(tournamentDecider.evolve, tournamentDecider.initialState()));

/** The TournamentCreated a creation command decides on an empty stream. */
export const created = (cmd: TournamentCommand): Created => decided(cmd)[0] as Created;

export const matchesOf = (event: TournamentEvent) => (event as Created).data.matches;

export const scored = (
  matchId: string,
  team1Score: number,
  team2Score: number,
  by = tablet.id!,
): TournamentEvent => ({
  type: 'MatchScored',
  data: { matchId, team1Score, team2Score, by, at },
});

export const createTournament = (data: Partial<CreateTournament['data']> = {}, commandId = creationId) =>
  command<CreateTournament>(
    'CreateTournament',
    {
      ownerId,
      name: 'Super 8 de sábado',
      seed: 42,
      publicToken: 'public-token-0001',
      cost: 1,
      format: 'super8',
      courts: 2,
      players: entries(8),
      ...data,
    },
    { commandId, at, actor: owner },
  );

export const createSuperGroups = (
  data: Partial<CreateSuperGroups['data']> = {},
  commandId = creationId,
): CreateSuperGroups =>
  command<CreateSuperGroups>(
    'CreateSuperGroups',
    {
      ownerId,
      name: 'Super 16 de domingo',
      seed: 7,
      publicToken: 'public-token-0016',
      cost: 2,
      participants: entries(16).map((name) => ({ name })),
      groupAssignmentMethod: 'random',
      ...data,
    },
    { commandId, at, actor: owner },
  );

// Fixtures are functions, evaluated inside each spec: a spec then fails, rather than its file failing
// to load, when a rule breaks, and mutation testing sees which spec exercised which line.

/** A Super 8 on two courts, its eight entrants in entry order. */
export const super8 = (): Created => created(createTournament());

/** A Super 16 drawn at random into groups A and B. */
export const superGroups16 = (): Created => created(createSuperGroups());

/** Group members in draw order. */
export const membersOf = (group: GroupId, tournament: Created = superGroups16()): readonly string[] =>
  tournament.data.groups!.find((g) => g.id === group)!.members;

/** The Super 16 with every group match played 4-4: everyone in a group is level on every criterion. */
export function groupStageDrawn(): TournamentEvent[] {
  const tournament = superGroups16();
  return [tournament, ...tournament.data.matches.map((m) => scored(m.id, 4, 4))];
}

/**
 * The Super 16 played out with no level players: in each group the n-th member drawn has strength
 * n, and the stronger side wins by the difference (at most 9-0).
 */
export function groupStagePlayed(): TournamentEvent[] {
  const tournament = superGroups16();
  const strength = new Map(
    tournament.data.groups!.flatMap((g) => g.members.map((id, i) => [id, i] as const)),
  );
  const total = (side: readonly string[]) => side.reduce((sum, id) => sum + strength.get(id)!, 0);
  return [
    tournament,
    ...tournament.data.matches.map((m) => {
      const margin = Math.min(9, Math.abs(total(m.team1) - total(m.team2)));
      return total(m.team1) >= total(m.team2) ? scored(m.id, margin, 0) : scored(m.id, 0, margin);
    }),
  ];
}

/**
 * Places 1-4 of a group after `groupStagePlayed`, by the ranking rules: the members drawn 8th, 5th,
 * 7th and 6th (every group of every draw shares the whist table, so the order is always this one).
 */
export const placesOf = (group: GroupId) => [7, 4, 6, 5].map((slot) => membersOf(group)[slot]!);

export const tiebreaksResolved = (group: GroupId, firstToFourth: readonly string[]): TournamentEvent => ({
  type: 'TiebreaksResolved',
  data: {
    resolutions: firstToFourth.map(
      (playerId, i): ResolutionData => ({
        groupId: group,
        playerId,
        finalPosition: i + 1,
        reasoning: 'sorteio',
      }),
    ),
    by: admin.id!,
    at,
  },
});

/** Places 1-4 of each group as the administrator chose them in `bothGroupsResolved`. */
export const seats = () => ({ A: [...membersOf('A')].reverse().slice(0, 4), B: membersOf('B').slice(0, 4) });
export function bothGroupsResolved(): TournamentEvent[] {
  const { A, B } = seats();
  return [tiebreaksResolved('A', A), tiebreaksResolved('B', B)];
}

export const generateSuperFinal = (commandId = superFinalCommandId) =>
  command<GenerateSuperFinal>('GenerateSuperFinal', {}, { commandId, at, actor: admin });

/** The Super Final generated once the drawn group stage was resolved. */
export const superFinal = (): SuperFinalGenerated =>
  decided(generateSuperFinal(), [...groupStageDrawn(), ...bothGroupsResolved()])[0] as SuperFinalGenerated;
