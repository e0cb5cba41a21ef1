import { nameKey } from '@rodada/events';

/**
 * The back office's user search ignores case and accents: the users projector stores each user's
 * name and e-mail folded this way (`users.search_text`) and a search is folded the same way, so
 * the database compares plain text and needs no `unaccent` extension (PGlite may lack it). The
 * two fields are joined by a line break, which a search (typed text) can never hold, so no match
 * spans both.
 */
export const searchTextOf = (name: string, email: string): string => `${nameKey(name)}\n${nameKey(email)}`;

/** A search folded as `search_text` is, as a LIKE pattern matching it anywhere; null when empty. */
export function searchPattern(search: string | undefined): string | null {
  const folded = nameKey(search ?? '');
  if (!folded) return null;
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
