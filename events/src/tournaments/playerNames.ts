import { DomainError } from '../errors';

/** The longest player (or pair) name, in characters, once trimmed. */
export const PLAYER_NAME_MAX_LENGTH = 60;

/**
 * Player (or pair) names within one tournament are unique, ignoring case, accents and surrounding
 * spaces; spaces inside a name count once, as a page shows them. A fixed pair ("Ana / Bia") is one
 * entry and is compared whole.
 */
export const nameKey = (name: string): string =>
  name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim();

/** An entry whose name an earlier entry already has: its position, and the earlier entry's name. */
export interface RepeatedName {
  readonly index: number;
  readonly name: string;
}

/** Every entry that repeats an earlier one's name, in order; blank entries are nobody's repeat. */
export function repeatedNames(names: readonly string[]): RepeatedName[] {
  const first = new Map<string, string>();
  const repeated: RepeatedName[] = [];
  names.forEach((name, index) => {
    const key = nameKey(name);
    if (key === '') return;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, name.trim());
    else repeated.push({ index, name: earlier });
  });
  return repeated;
}

/** The name among `others` that `name` would repeat, if any. */
export function nameTakenBy(name: string, others: readonly string[]): string | undefined {
  const key = nameKey(name);
  return others.find((other) => nameKey(other) === key)?.trim();
}

/**
 * A name typed for a player joining or renamed in a tournament, trimmed: not blank, not too long,
 * not one of `others` (the tournament's other names).
 */
export function checkedPlayerName(name: string, others: readonly string[]): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new DomainError('player.nameRequired');
  if (trimmed.length > PLAYER_NAME_MAX_LENGTH)
    throw new DomainError('player.nameTooLong', { max: PLAYER_NAME_MAX_LENGTH });
  const taken = nameTakenBy(trimmed, others);
  if (taken !== undefined) throw new DomainError('tournament.duplicateName', { name: taken });
  return trimmed;
}
