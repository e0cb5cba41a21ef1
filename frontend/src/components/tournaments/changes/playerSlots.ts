import type { Match } from '@rodada/events/contracts';

type Slotted = Pick<
  Match,
  'slot' | 'completed' | 'walkover' | 'void' | 'player1Id' | 'player2Id' | 'player3Id' | 'player4Id'
>;

const playsIn = (match: Slotted, playerId: string) =>
  [match.player1Id, match.player2Id, match.player3Id, match.player4Id].includes(playerId);

const unplayed = (match: Slotted) => !match.completed && !match.walkover && !match.void;

/**
 * The player's matches a substitute may take from: every unplayed one after the last one played
 * (a substitute takes all of the player's matches from the chosen slot on, and none may have a
 * result), by slot. Empty for a player with nothing left to play.
 */
export function substituteSlots<M extends Slotted>(playerId: string, matches: readonly M[]): M[] {
  const theirs = matches.filter((match) => playsIn(match, playerId));
  const lastPlayed = Math.max(0, ...theirs.filter((match) => !unplayed(match)).map((match) => match.slot));
  return theirs.filter((match) => unplayed(match) && match.slot > lastPlayed).sort((a, b) => a.slot - b.slot);
}

/** Whether a player (or pair) can still leave or be replaced: not gone, some match still to play. */
export function stillPlaying(
  player: { readonly id: string; readonly leftAtSlot?: number | null },
  matches: readonly Slotted[],
): boolean {
  return player.leftAtSlot == null && matches.some((match) => playsIn(match, player.id) && unplayed(match));
}
