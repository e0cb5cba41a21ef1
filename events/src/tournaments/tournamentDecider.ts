import { DomainError } from '../errors';
import {
  drawSchedule,
  drawSuperFinal,
  type GroupAssignment,
  SCHEDULE_VERSION,
  type TournamentFormat,
  validateScore,
  validateTieResolutions,
} from '../formats';
import { groupStageOf, mergeResolutions } from './superGroups';
import type { MatchData, ResolutionData, TournamentCreatedData, TournamentEvent } from './tournamentEvents';

export type TournamentCommand =
  | {
      readonly type: 'CreateTournament';
      readonly tournamentId: string;
      readonly ownerId: string;
      readonly name: string;
      readonly format: Exclude<TournamentFormat, 'super_groups'>;
      readonly courts: number;
      readonly participants: readonly { readonly id: string; readonly name: string }[];
      readonly seed: number;
      readonly publicToken: string;
      readonly cost: number;
      /** Ids for the drawn matches, in schedule order (the caller owns id generation). */
      readonly newMatchId: (key: string) => string;
      readonly now: Date;
    }
  | {
      readonly type: 'CreateSuperGroups';
      readonly tournamentId: string;
      readonly ownerId: string;
      readonly name: string;
      /** With `groupId` set on every participant for a manual split. */
      readonly participants: readonly {
        readonly id: string;
        readonly name: string;
        readonly groupId?: string;
      }[];
      readonly groupAssignmentMethod: 'random' | 'manual';
      readonly seed: number;
      readonly publicToken: string;
      readonly cost: number;
      readonly newMatchId: (key: string) => string;
      readonly now: Date;
    }
  | {
      readonly type: 'GenerateSuperFinal';
      readonly by: string;
      readonly newMatchId: (key: string) => string;
      readonly now: Date;
    }
  | {
      readonly type: 'ResolveTiebreaks';
      readonly resolutions: readonly ResolutionData[];
      readonly by: string;
      readonly now: Date;
    }
  | {
      readonly type: 'AbandonCreation';
      readonly tournamentId: string;
      readonly ownerId: string;
      readonly now: Date;
    }
  | {
      readonly type: 'RecordScore';
      readonly matchId: string;
      readonly team1Score: number;
      readonly team2Score: number;
      readonly by: string;
      readonly now: Date;
    }
  | {
      readonly type: 'RenamePlayer';
      readonly playerId: string;
      readonly name: string;
      readonly by: string;
      readonly now: Date;
    };

export interface TournamentState {
  readonly created: TournamentCreatedData | null;
  readonly abandoned: boolean;
  readonly matches: Readonly<Record<string, MatchData>>;
  readonly scores: Readonly<Record<string, { readonly team1: number; readonly team2: number }>>;
  readonly names: Readonly<Record<string, string>>;
  readonly superFinalGenerated: boolean;
  readonly resolutions: readonly ResolutionData[];
}

export const initialTournamentState = (): TournamentState => ({
  created: null,
  abandoned: false,
  matches: {},
  scores: {},
  names: {},
  superFinalGenerated: false,
  resolutions: [],
});

export function evolveTournament(state: TournamentState, event: TournamentEvent): TournamentState {
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
      };
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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 80;
export const PLAYER_NAME_MAX_LENGTH = 60;

function ownedBy(state: TournamentState, actorId: string): TournamentCreatedData {
  if (!state.created) throw new DomainError('tournament.notFound');
  if (state.created.ownerId !== actorId) throw new DomainError('tournament.forbidden');
  return state.created;
}

export function decideTournament(command: TournamentCommand, state: TournamentState): TournamentEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreateTournament': {
      if (state.created) {
        // A retried creation with the same id is already done.
        if (state.created.ownerId === command.ownerId) return [];
        throw new DomainError('tournament.conflict');
      }
      if (state.abandoned) throw new DomainError('tournament.creationAbandoned');
      const name = command.name.trim();
      if (name.length < NAME_MIN_LENGTH)
        throw new DomainError('tournament.nameTooShort', { min: NAME_MIN_LENGTH });
      const participants = command.participants.map((p) => ({
        id: p.id,
        name: p.name.trim(),
        groupId: null,
      }));
      if (participants.some((p) => p.name.length === 0))
        throw new DomainError('tournament.playerNameRequired');
      const schedule = drawSchedule({
        format: command.format,
        participants: participants.map((p) => p.id),
        courts: command.courts,
        seed: command.seed,
      });
      const matches: MatchData[] = schedule.matches.map((m) => ({
        id: command.newMatchId(m.key),
        key: m.key,
        round: m.round,
        court: m.court,
        order: m.order,
        matchType: m.matchType,
        groupId: m.groupId,
        team1: m.team1,
        team2: m.team2,
      }));
      return [
        {
          type: 'TournamentCreated',
          data: {
            tournamentId: command.tournamentId,
            ownerId: command.ownerId,
            name,
            format: command.format,
            courts: command.courts,
            participants,
            seed: command.seed,
            scheduleVersion: SCHEDULE_VERSION,
            matches,
            publicToken: command.publicToken,
            cost: command.cost,
            createdAt: at,
          },
        },
      ];
    }
    case 'CreateSuperGroups': {
      if (state.created) {
        if (state.created.ownerId === command.ownerId) return [];
        throw new DomainError('tournament.conflict');
      }
      if (state.abandoned) throw new DomainError('tournament.creationAbandoned');
      const name = command.name.trim();
      if (name.length < NAME_MIN_LENGTH)
        throw new DomainError('tournament.nameTooShort', { min: NAME_MIN_LENGTH });
      if (command.participants.some((p) => p.name.trim().length === 0))
        throw new DomainError('tournament.playerNameRequired');
      const assignment: GroupAssignment =
        command.groupAssignmentMethod === 'random'
          ? { method: 'random' }
          : {
              method: 'manual',
              groups: Object.fromEntries(
                [...new Set(command.participants.map((p) => p.groupId ?? ''))].map((g) => [
                  g,
                  command.participants.filter((p) => (p.groupId ?? '') === g).map((p) => p.id),
                ]),
              ),
            };
      const schedule = drawSchedule({
        format: 'super_groups',
        participants: command.participants.map((p) => p.id),
        assignment,
        seed: command.seed,
      });
      const groupOf = new Map(schedule.groups.flatMap((g) => g.members.map((id) => [id, g.id] as const)));
      return [
        {
          type: 'TournamentCreated',
          data: {
            tournamentId: command.tournamentId,
            ownerId: command.ownerId,
            name,
            format: 'super_groups',
            courts: schedule.groups.length,
            participants: command.participants.map((p) => ({
              id: p.id,
              name: p.name.trim(),
              groupId: groupOf.get(p.id) ?? null,
            })),
            seed: command.seed,
            scheduleVersion: SCHEDULE_VERSION,
            matches: schedule.matches.map((m) => ({ ...m, id: command.newMatchId(m.key) })),
            publicToken: command.publicToken,
            cost: command.cost,
            createdAt: at,
            groups: schedule.groups,
            groupAssignmentMethod: command.groupAssignmentMethod,
          },
        },
      ];
    }
    case 'GenerateSuperFinal': {
      const created = ownedBy(state, command.by);
      if (created.format !== 'super_groups') throw new DomainError('tournament.noSuperFinal');
      if (state.superFinalGenerated) throw new DomainError('tournament.superFinalExists');
      const finals = drawSuperFinal(groupStageOf(stageInput(state, created)));
      return [
        {
          type: 'SuperFinalGenerated',
          data: { matches: finals.map((m) => ({ ...m, id: command.newMatchId(m.key) })), by: command.by, at },
        },
      ];
    }
    case 'ResolveTiebreaks': {
      if (!state.created) throw new DomainError('tournament.notFound');
      if (state.created.format !== 'super_groups') throw new DomainError('tournament.noSuperFinal');
      if (state.superFinalGenerated) throw new DomainError('tournament.superFinalExists');
      validateTieResolutions(groupStageOf(stageInput(state, state.created)), command.resolutions);
      return [{ type: 'TiebreaksResolved', data: { resolutions: command.resolutions, by: command.by, at } }];
    }
    case 'AbandonCreation':
      if (state.created || state.abandoned) return [];
      return [
        {
          type: 'TournamentCreationAbandoned',
          data: { tournamentId: command.tournamentId, ownerId: command.ownerId, at },
        },
      ];
    case 'RecordScore': {
      ownedBy(state, command.by);
      const match = state.matches[command.matchId];
      if (!match) throw new DomainError('match.notFound');
      validateScore({ team1: command.team1Score, team2: command.team2Score }, match.matchType);
      const current = state.scores[command.matchId];
      if (current && current.team1 === command.team1Score && current.team2 === command.team2Score) return [];
      return [
        {
          type: 'MatchScored',
          data: {
            matchId: command.matchId,
            team1Score: command.team1Score,
            team2Score: command.team2Score,
            by: command.by,
            at,
          },
        },
      ];
    }
    case 'RenamePlayer': {
      ownedBy(state, command.by);
      if (state.names[command.playerId] === undefined) throw new DomainError('player.notFound');
      if (Object.keys(state.scores).length > 0) throw new DomainError('tournament.renameAfterResult');
      const name = command.name.trim();
      if (name.length === 0) throw new DomainError('player.nameRequired');
      if (name.length > PLAYER_NAME_MAX_LENGTH)
        throw new DomainError('player.nameTooLong', { max: PLAYER_NAME_MAX_LENGTH });
      if (state.names[command.playerId] === name) return [];
      return [{ type: 'PlayerRenamed', data: { playerId: command.playerId, name, by: command.by, at } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function stageInput(state: TournamentState, created: TournamentCreatedData) {
  return {
    created,
    names: state.names,
    matches: Object.values(state.matches).map((m) => ({ ...m, score: state.scores[m.id] ?? null })),
    resolutions: state.resolutions,
  };
}

export const tournamentDecider = {
  initialState: initialTournamentState,
  evolve: evolveTournament,
  decide: decideTournament,
};
