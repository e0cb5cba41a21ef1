import type { GroupId, MatchType, TieResolution, TournamentFormat } from '../formats';

export const tournamentStream = (tournamentId: string) => `tournament-${tournamentId}`;

export interface ParticipantData {
  readonly id: string;
  readonly name: string;
  readonly groupId: GroupId | null;
}

export interface MatchData {
  readonly id: string;
  readonly key: string;
  readonly round: number;
  readonly court: number;
  readonly order: number;
  readonly matchType: MatchType;
  readonly groupId: GroupId | null;
  readonly team1: readonly string[];
  readonly team2: readonly string[];
}

export interface TournamentCreatedData {
  readonly tournamentId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly courts: number;
  /** Players, or pairs in fixed pairs: the entities the ranking ranks. */
  readonly participants: readonly ParticipantData[];
  readonly seed: number;
  readonly scheduleVersion: number;
  readonly matches: readonly MatchData[];
  readonly publicToken: string;
  readonly cost: number;
  readonly createdAt: string;
  /** Super 16 / 32 only: the groups (members in draw order, each on its own court) and how they were made. */
  readonly groups?: readonly {
    readonly id: GroupId;
    readonly court: number;
    readonly members: readonly string[];
  }[];
  readonly groupAssignmentMethod?: 'random' | 'manual';
}

export interface ResolutionData extends TieResolution {
  readonly reasoning: string;
}

export type TournamentEvent =
  | { readonly type: 'TournamentCreated'; readonly data: TournamentCreatedData }
  | {
      /** A charge whose tournament never got written: the stream is closed so it cannot appear later. */
      readonly type: 'TournamentCreationAbandoned';
      readonly data: { readonly tournamentId: string; readonly ownerId: string; readonly at: string };
    }
  | {
      readonly type: 'MatchScored';
      readonly data: {
        readonly matchId: string;
        readonly team1Score: number;
        readonly team2Score: number;
        readonly by: string;
        readonly at: string;
      };
    }
  | {
      readonly type: 'SuperFinalGenerated';
      readonly data: { readonly matches: readonly MatchData[]; readonly by: string; readonly at: string };
    }
  | {
      /** An administrator's positions for tied players; replaces earlier ones of the same groups. */
      readonly type: 'TiebreaksResolved';
      readonly data: {
        readonly resolutions: readonly ResolutionData[];
        readonly by: string;
        readonly at: string;
      };
    }
  | {
      readonly type: 'PlayerRenamed';
      readonly data: {
        readonly playerId: string;
        readonly name: string;
        readonly by: string;
        readonly at: string;
      };
    };
