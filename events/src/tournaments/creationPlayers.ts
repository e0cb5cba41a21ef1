import { DomainError } from '../errors';
import { type Seeding, type SeedLevels, seedsByLevel, type TournamentFormat } from '../formats';
import { newParticipantId, type ParticipantData } from './tournamentEvents';

/**
 * A player as a creation names them: a typed name, or an entry of the organiser's roster, which
 * the service has resolved to its current name and, for a draw seeded by level, its rating.
 */
export type CreationPlayer =
  | string
  | {
      readonly name: string;
      readonly rosterId?: string | undefined;
      /** The player's rating (docs/levels.md); absent for a player with no level yet. */
      readonly level?: number | undefined;
    };

const entryOf = (player: CreationPlayer) => (typeof player === 'string' ? { name: player } : player);

/** The participants, in entry order, with trimmed names and the roster entry each was picked from. */
export function creationParticipants(
  players: readonly CreationPlayer[],
  commandId: string,
): ParticipantData[] {
  return players.map((player, i) => {
    const { name, rosterId } = entryOf(player);
    return {
      id: newParticipantId(commandId, i),
      name: name.trim(),
      groupId: null,
      ...(rosterId ? { rosterId } : {}),
    };
  });
}

/**
 * A draw seeded by level: each rated player's rating, whole, by participant id (what the event
 * records as `levels`); undefined for a random draw. Only Americano and Mexicano seed by level.
 */
export function creationLevels(
  seeding: Seeding | undefined,
  format: TournamentFormat,
  players: readonly CreationPlayer[],
  participants: readonly ParticipantData[],
): SeedLevels | undefined {
  if (seeding !== 'level') return undefined;
  if (!seedsByLevel(format)) throw new DomainError('tournament.seedingByLevelFormat');
  const levels: Record<string, number> = {};
  players.forEach((player, i) => {
    const { level } = entryOf(player) as { level?: number };
    if (level !== undefined) levels[participants[i]!.id] = Math.round(level);
  });
  return levels;
}
