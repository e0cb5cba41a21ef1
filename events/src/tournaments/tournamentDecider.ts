import { DomainError } from '../errors';
import { drawSchedule, SCHEDULE_VERSION, type TournamentFormat, validateScore } from '../formats';
import type { MatchData, TournamentCreatedData, TournamentEvent } from './tournamentEvents';

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
}

export const initialTournamentState = (): TournamentState => ({
  created: null,
  abandoned: false,
  matches: {},
  scores: {},
  names: {},
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

export const tournamentDecider = {
  initialState: initialTournamentState,
  evolve: evolveTournament,
  decide: decideTournament,
};
