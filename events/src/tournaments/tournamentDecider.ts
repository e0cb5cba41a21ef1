import { NAME_MIN_LENGTH } from '../contracts/tournaments';
import { DomainError } from '../errors';
import {
  countedOutcomes,
  DEFAULT_SCORING,
  drawSchedule,
  drawSuperFinal,
  type GroupAssignment,
  SCHEDULE_VERSION,
  type ScheduledMatch,
  type Scoring,
  type Seeding,
  type TournamentFormat,
  validateScore,
  validateTieResolutions,
} from '../formats';
import type { Command, Decider } from '../messages';
import {
  type AddLatePlayer,
  type ArrivalsState,
  addLatePlayer,
  evolveArrival,
  initialArrivalsState,
} from './arrivals';
import {
  type ChangeCommand,
  type ChangesState,
  decideChange,
  evolveChange,
  initialChangesState,
  refuseScoreOnWalkover,
} from './changes';
import { type CreationPlayer, creationLevels, creationParticipants } from './creationPlayers';
import { type EndTournament, endTournament } from './ending';
import { entrantsOf, evolveLeaving, initialLeavingState, type LeavingState } from './leaving';
import { refuseStaleScore } from './matchVersions';
import { afterMexicanoScore, drawMexicanoRound, mexicanoCreation } from './mexicanoRounds';
import { checkedPlayerName, repeatedNames } from './playerNames';
import { groupStageOf, mergeResolutions } from './superGroups';
import {
  type MatchData,
  newMatchId,
  newParticipantId,
  newTournamentId,
  type ResolutionData,
  type TournamentCreatedData,
  type TournamentEvent,
} from './tournamentEvents';

type Creation = {
  readonly ownerId: string;
  readonly name: string;
  /** Drawn by the caller (randomness is injected), so the decision stays pure. */
  readonly seed: number;
  readonly publicToken: string;
  readonly cost: number;
  /** Absent: games. */
  readonly scoring?: Scoring;
};

export type CreateTournament = Command<
  'CreateTournament',
  Creation & {
    readonly format: Exclude<TournamentFormat, 'super_groups'>;
    readonly courts: number;
    /** Players (or pairs) in entry order: names, or roster entries the service resolved. */
    readonly players: readonly CreationPlayer[];
    /** Americano and Mexicano: `level` seeds the first draw by the players' `level` (random when left out). */
    readonly seeding?: Seeding | undefined;
    /**
     * Americano: how many rounds of the full cycle to play (all of them when left out). Mexicano:
     * the rounds planned (players − 1 when left out).
     */
    readonly rounds?: number | undefined;
  }
>;
export type CreateSuperGroups = Command<
  'CreateSuperGroups',
  Creation & {
    /**
     * With `groupId` set on every participant for a manual split, and `rosterId` on a player picked
     * from the organiser's roster (the service put in the entry's name).
     */
    readonly participants: readonly {
      readonly name: string;
      readonly groupId?: string;
      readonly rosterId?: string;
    }[];
    readonly groupAssignmentMethod: 'random' | 'manual';
  }
>;
export type GenerateSuperFinal = Command<'GenerateSuperFinal', Record<string, never>>;
export type ResolveTiebreaks = Command<
  'ResolveTiebreaks',
  { readonly resolutions: readonly ResolutionData[] }
>;
export type AbandonCreation = Command<
  'AbandonCreation',
  { readonly tournamentId: string; readonly ownerId: string }
>;
export type RecordScore = Command<
  'RecordScore',
  {
    readonly matchId: string;
    readonly team1Score: number;
    readonly team2Score: number;
    /** The match's version the writer saw (two devices, see `refuseStaleScore`); absent: last write wins. */
    readonly basedOnVersion?: number;
  }
>;
export type RenamePlayer = Command<'RenamePlayer', { readonly playerId: string; readonly name: string }>;
/** Timed scoring: start the clock of a time slot's matches. */
export type StartSlotTimer = Command<'StartSlotTimer', { readonly slot: number }>;
/** Mexicano: draw the next round from the standings now (the latest round must be complete). */
export type DrawMexicanoRound = Command<'DrawMexicanoRound', Record<string, never>>;

export type TournamentCommand =
  | CreateTournament
  | CreateSuperGroups
  | GenerateSuperFinal
  | ResolveTiebreaks
  | AbandonCreation
  | RecordScore
  | RenamePlayer
  | EndTournament
  | StartSlotTimer
  | DrawMexicanoRound
  | AddLatePlayer
  | ChangeCommand;

export interface TournamentState extends ChangesState, LeavingState, ArrivalsState {
  /** The stream revision of the last event folded (-1 before any): what a change's `basedOnRevision` names. */
  readonly revision: number;
  readonly created: TournamentCreatedData | null;
  readonly abandoned: boolean;
  readonly matches: Readonly<Record<string, MatchData>>;
  readonly scores: Readonly<Record<string, { readonly team1: number; readonly team2: number }>>;
  /** Per match: how many times it was scored (0, or absent, when never). */
  readonly versions: Readonly<Record<string, number>>;
  readonly ended: boolean;
  readonly names: Readonly<Record<string, string>>;
  readonly superFinalGenerated: boolean;
  readonly resolutions: readonly ResolutionData[];
  /** Timed scoring: each started slot's clock (the latest start). */
  readonly timers: Readonly<Record<number, { readonly startedAt: string; readonly minutes: number }>>;
}

export const initialTournamentState = (): TournamentState => ({
  created: null,
  abandoned: false,
  matches: {},
  scores: {},
  versions: {},
  ended: false,
  names: {},
  superFinalGenerated: false,
  resolutions: [],
  timers: {},
  revision: -1,
  ...initialChangesState(),
  ...initialLeavingState(),
  ...initialArrivalsState(),
});

export function evolveTournament(state: TournamentState, event: TournamentEvent): TournamentState {
  return { ...evolveEvent(state, event), revision: state.revision + 1 };
}

function evolveEvent(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return {
        ...state,
        created: event.data,
        matches: Object.fromEntries(event.data.matches.map((m) => [m.id, m])),
        names: Object.fromEntries(event.data.participants.map((p) => [p.id, p.name])),
      };
    case 'TournamentCreationAbandoned':
      return { ...state, abandoned: true };
    case 'MatchScored':
      return {
        ...state,
        scores: {
          ...state.scores,
          [event.data.matchId]: { team1: event.data.team1Score, team2: event.data.team2Score },
        },
        versions: { ...state.versions, [event.data.matchId]: (state.versions[event.data.matchId] ?? 0) + 1 },
      };
    case 'TournamentEnded':
      return { ...state, ended: true };
    case 'PlayerRenamed':
      return { ...state, names: { ...state.names, [event.data.playerId]: event.data.name } };
    case 'SuperFinalGenerated':
      return {
        ...state,
        superFinalGenerated: true,
        matches: { ...state.matches, ...Object.fromEntries(event.data.matches.map((m) => [m.id, m])) },
      };
    case 'TiebreaksResolved':
      return { ...state, resolutions: mergeResolutions(state.resolutions, event.data.resolutions) };
    case 'SlotTimerStarted': {
      const { slot, startedAt, minutes } = event.data;
      return { ...state, timers: { ...state.timers, [slot]: { startedAt, minutes } } };
    }
    case 'MexicanoRoundDrawn': {
      const replaced = new Set(event.data.replaces);
      const kept = Object.entries(state.matches).filter(([id]) => !replaced.has(id));
      return {
        ...state,
        matches: Object.fromEntries([...kept, ...event.data.matches.map((m) => [m.id, m] as const)]),
      };
    }
    case 'MatchWalkedOver':
    case 'ChangeUndone':
      return evolveChange(state, event);
    case 'PlayerWithdrawn':
    case 'PlayerSubstituted':
    case 'LeavingUndone':
      return evolveLeaving(state, event);
    case 'PlayerAdded':
    case 'PlayerAdditionUndone':
      return evolveArrival(state, event);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function existing(state: TournamentState): TournamentCreatedData {
  if (!state.created) throw new DomainError('tournament.notFound');
  return state.created;
}

const actorOf = (command: TournamentCommand) => command.metadata.actor.id ?? command.metadata.actor.kind;

/** A creation that already happened (the same command, repeated) decides nothing; any other is refused. */
function isRepeatedCreation(command: CreateTournament | CreateSuperGroups, state: TournamentState): boolean {
  if (state.created) {
    if (state.created.tournamentId === newTournamentId(command.metadata.commandId)) return true;
    throw new DomainError('tournament.conflict');
  }
  if (state.abandoned) throw new DomainError('tournament.creationAbandoned');
  const name = command.data.name.trim();
  if (name.length < NAME_MIN_LENGTH)
    throw new DomainError('tournament.nameTooShort', { min: NAME_MIN_LENGTH });
  return false;
}

/** Two entries of one tournament may not share a name (see `nameKey`). */
function refuseRepeatedNames(names: readonly string[]): void {
  const [repeated] = repeatedNames(names);
  if (repeated) throw new DomainError('tournament.duplicateName', { name: repeated.name });
}

function creationData(command: CreateTournament | CreateSuperGroups) {
  const { commandId, at } = command.metadata;
  return {
    tournamentId: newTournamentId(commandId),
    ownerId: command.data.ownerId,
    name: command.data.name.trim(),
    seed: command.data.seed,
    scheduleVersion: SCHEDULE_VERSION,
    publicToken: command.data.publicToken,
    cost: command.data.cost,
    createdAt: at,
    ...(command.data.scoring ? { scoring: command.data.scoring } : {}),
  };
}

export function createTournament(command: CreateTournament, state: TournamentState): TournamentEvent[] {
  if (isRepeatedCreation(command, state)) return [];
  const { commandId } = command.metadata;
  const { players, format, courts } = command.data;
  const participants = creationParticipants(players, commandId);
  if (participants.some((p) => p.name.length === 0)) throw new DomainError('tournament.playerNameRequired');
  refuseRepeatedNames(participants.map((p) => p.name));
  const levels = creationLevels(command.data.seeding, format, players, participants);
  const draw = { participants: participants.map((p) => p.id), courts, seed: command.data.seed };
  const mexicano =
    format === 'mexicano'
      ? mexicanoCreation(draw.participants, courts, command.data.rounds, draw.seed, commandId, levels)
      : null;
  const scheduled: readonly ScheduledMatch[] = mexicano
    ? []
    : drawSchedule(
        format === 'americano'
          ? { ...draw, format, rounds: command.data.rounds, levels }
          : { ...draw, format: format as Exclude<typeof format, 'americano' | 'mexicano'> },
      ).matches;
  const drawn: MatchData[] = scheduled.map((m) => ({
    id: newMatchId(commandId, m.key),
    key: m.key,
    round: m.round,
    court: m.court,
    order: m.order,
    slot: m.slot,
    matchType: m.matchType,
    groupId: m.groupId,
    team1: m.team1,
    team2: m.team2,
  }));
  const matches = mexicano ? mexicano.matches : drawn;
  const { tournamentId, ownerId, name, seed, scheduleVersion, publicToken, cost, createdAt, ...scoring } =
    creationData(command);
  return [
    {
      type: 'TournamentCreated',
      data: {
        tournamentId,
        ownerId,
        name,
        ...scoring,
        format: command.data.format,
        courts: command.data.courts,
        participants,
        seed,
        scheduleVersion,
        matches,
        publicToken,
        cost,
        createdAt,
        ...(command.data.format === 'americano' ? { rounds: roundsOf(matches) } : {}),
        ...(mexicano ? { rounds: mexicano.rounds } : {}),
        ...(levels ? { levels } : {}),
      },
    },
  ];
}

/** The rounds a schedule holds: the chosen prefix of an Americano's cycle. */
const roundsOf = (matches: readonly MatchData[]) => new Set(matches.map((m) => m.round)).size;

export function createSuperGroups(command: CreateSuperGroups, state: TournamentState): TournamentEvent[] {
  if (isRepeatedCreation(command, state)) return [];
  const { commandId } = command.metadata;
  if (command.data.participants.some((p) => p.name.trim().length === 0))
    throw new DomainError('tournament.playerNameRequired');
  refuseRepeatedNames(command.data.participants.map((p) => p.name));
  const entrants = command.data.participants.map((p, i) => ({ ...p, id: newParticipantId(commandId, i) }));
  const assignment: GroupAssignment =
    command.data.groupAssignmentMethod === 'random'
      ? { method: 'random' }
      : {
          method: 'manual',
          groups: Object.fromEntries(
            [...new Set(entrants.map((p) => p.groupId ?? ''))].map((g) => [
              g,
              entrants.filter((p) => (p.groupId ?? '') === g).map((p) => p.id),
            ]),
          ),
        };
  const schedule = drawSchedule({
    format: 'super_groups',
    participants: entrants.map((p) => p.id),
    assignment,
    seed: command.data.seed,
  });
  const groupOf = new Map(schedule.groups.flatMap((g) => g.members.map((id) => [id, g.id] as const)));
  const { tournamentId, ownerId, name, seed, scheduleVersion, publicToken, cost, createdAt, ...scoring } =
    creationData(command);
  return [
    {
      type: 'TournamentCreated',
      data: {
        tournamentId,
        ownerId,
        name,
        ...scoring,
        format: 'super_groups',
        courts: schedule.groups.length,
        participants: entrants.map((p) => ({
          id: p.id,
          name: p.name.trim(),
          groupId: groupOf.get(p.id) ?? null,
          ...(p.rosterId ? { rosterId: p.rosterId } : {}),
        })),
        seed,
        scheduleVersion,
        matches: schedule.matches.map((m) => ({ ...m, id: newMatchId(commandId, m.key) })),
        publicToken,
        cost,
        createdAt,
        groups: schedule.groups,
        groupAssignmentMethod: command.data.groupAssignmentMethod,
      },
    },
  ];
}

export function generateSuperFinal(command: GenerateSuperFinal, state: TournamentState): TournamentEvent[] {
  const created = existing(state);
  if (created.format !== 'super_groups') throw new DomainError('tournament.noSuperFinal');
  if (state.superFinalGenerated) throw new DomainError('tournament.superFinalExists');
  const finals = drawSuperFinal(groupStageOf(stageInput(state, created)));
  const { commandId, at } = command.metadata;
  return [
    {
      type: 'SuperFinalGenerated',
      data: {
        matches: finals.map((m) => ({ ...m, id: newMatchId(commandId, m.key) })),
        by: actorOf(command),
        at,
      },
    },
  ];
}

export function resolveTiebreaks(command: ResolveTiebreaks, state: TournamentState): TournamentEvent[] {
  const created = existing(state);
  if (created.format !== 'super_groups') throw new DomainError('tournament.noSuperFinal');
  if (state.superFinalGenerated) throw new DomainError('tournament.superFinalExists');
  validateTieResolutions(groupStageOf(stageInput(state, created)), command.data.resolutions);
  return [
    {
      type: 'TiebreaksResolved',
      data: { resolutions: [...command.data.resolutions], by: actorOf(command), at: command.metadata.at },
    },
  ];
}

export function abandonCreation(command: AbandonCreation, state: TournamentState): TournamentEvent[] {
  if (state.created || state.abandoned) return [];
  return [
    {
      type: 'TournamentCreationAbandoned',
      data: {
        tournamentId: command.data.tournamentId,
        ownerId: command.data.ownerId,
        at: command.metadata.at,
      },
    },
  ];
}

export function recordScore(command: RecordScore, state: TournamentState): TournamentEvent[] {
  const created = existing(state);
  const { matchId, team1Score, team2Score } = command.data;
  const match = state.matches[matchId];
  if (!match) throw new DomainError('match.notFound');
  validateScore(
    { team1: team1Score, team2: team2Score },
    match.matchType,
    created.scoring ?? DEFAULT_SCORING,
  );
  const current = state.scores[matchId];
  if (current && current.team1 === team1Score && current.team2 === team2Score) return [];
  if (state.ended) throw new DomainError('tournament.ended');
  refuseScoreOnWalkover(state, matchId);
  refuseStaleScore(command, state);
  // The Super Final was seeded from the group tables: a changed group result would contradict it.
  if (match.matchType === 'group' && state.superFinalGenerated)
    throw new DomainError('tournament.groupResultsLocked');
  const meta = { commandId: command.metadata.commandId, by: actorOf(command), at: command.metadata.at };
  const drawn =
    created.format === 'mexicano'
      ? afterMexicanoScore({ ...state, created }, match, { team1: team1Score, team2: team2Score }, meta)
      : [];
  return [
    {
      type: 'MatchScored',
      data: { matchId, team1Score, team2Score, by: meta.by, at: meta.at },
    },
    ...drawn,
  ];
}

/** Mexicano: one more round now, from the standings (the organiser's, or a tablet's, request). */
export function drawNextMexicanoRound(command: DrawMexicanoRound, state: TournamentState): TournamentEvent[] {
  const created = existing(state);
  if (created.format !== 'mexicano') throw new DomainError('tournament.notMexicano');
  if (state.ended) throw new DomainError('tournament.ended');
  const meta = { commandId: command.metadata.commandId, by: actorOf(command), at: command.metadata.at };
  return drawMexicanoRound({ ...state, created }, meta);
}

/**
 * Starts a slot's clock in a timed tournament. Starting a clock that is still running decides
 * nothing (two devices, or a retried tap); once it has run out it may be started again.
 */
export function startSlotTimer(command: StartSlotTimer, state: TournamentState): TournamentEvent[] {
  const scoring = existing(state).scoring ?? DEFAULT_SCORING;
  if (scoring.mode !== 'timed') throw new DomainError('tournament.notTimed');
  const { slot } = command.data;
  if (!Object.values(state.matches).some((m) => m.slot === slot))
    throw new DomainError('tournament.slotNotFound', { slot });
  if (state.ended) throw new DomainError('tournament.ended');
  const { at } = command.metadata;
  const running = state.timers[slot];
  if (running && Date.parse(at) < Date.parse(running.startedAt) + running.minutes * MINUTE) return [];
  return [
    {
      type: 'SlotTimerStarted',
      data: { slot, startedAt: at, minutes: scoring.minutes, by: actorOf(command) },
    },
  ];
}

const MINUTE = 60_000;

export function renamePlayer(command: RenamePlayer, state: TournamentState): TournamentEvent[] {
  existing(state);
  const { playerId } = command.data;
  if (state.names[playerId] === undefined) throw new DomainError('player.notFound');
  if (Object.keys(state.scores).length > 0) throw new DomainError('tournament.renameAfterResult');
  // Names are unique by `nameKey`, so the player's own name is never another's.
  const others = Object.entries(state.names).flatMap(([id, other]) => (id === playerId ? [] : [other]));
  const name = checkedPlayerName(command.data.name, others);
  if (state.names[playerId] === name) return [];
  return [{ type: 'PlayerRenamed', data: { playerId, name, by: actorOf(command), at: command.metadata.at } }];
}

export function decideTournament(command: TournamentCommand, state: TournamentState): TournamentEvent[] {
  switch (command.type) {
    case 'CreateTournament':
      return createTournament(command, state);
    case 'CreateSuperGroups':
      return createSuperGroups(command, state);
    case 'GenerateSuperFinal':
      return generateSuperFinal(command, state);
    case 'ResolveTiebreaks':
      return resolveTiebreaks(command, state);
    case 'AbandonCreation':
      return abandonCreation(command, state);
    case 'RecordScore':
      return recordScore(command, state);
    case 'RenamePlayer':
      return renamePlayer(command, state);
    case 'EndTournament':
      return endTournament(command, state);
    case 'StartSlotTimer':
      return startSlotTimer(command, state);
    case 'DrawMexicanoRound':
      return drawNextMexicanoRound(command, state);
    case 'AddLatePlayer':
      return addLatePlayer(command, state);
    case 'RecordWalkover':
    case 'UndoChange':
    case 'WithdrawPlayer':
    case 'SubstitutePlayer':
      return decideChange(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function stageInput(state: TournamentState, created: TournamentCreatedData) {
  return {
    created,
    // As the ranking counts them: void matches left out, a withdrawal's walkover without its absent side.
    matches: countedOutcomes(
      Object.values(state.matches).map((m) => ({
        ...m,
        score: state.scores[m.id] ?? null,
        void: state.voids[m.id] === true,
        // A Super Final's walkover keeps both pairs: the podium places the absent one below.
        withdrawalWinner: m.matchType === 'group' ? (state.withdrawalWalkovers[m.id] ?? null) : null,
      })),
    ),
    resolutions: state.resolutions,
    entrants: entrantsOf(state),
  };
}

export const tournamentDecider: Decider<TournamentState, TournamentCommand, TournamentEvent> = {
  initialState: initialTournamentState,
  evolve: evolveTournament,
  decide: decideTournament,
};
