import type { Match, PublicTournament } from '@rodada/events/contracts';

export type TournamentFormat = PublicTournament['tournamentType'];

/** A player's (or pair's) own page, where their name leads on the board and the TV. */
export function playerPathOf(publicToken: string, playerId: string): string {
  return `/public/tournament/${publicToken}/player/${playerId}`;
}

/** The address spectators open: {origin}/public/tournament/{publicToken}. */
export function publicLinkOf(publicToken: string): string {
  return `${window.location.origin}/public/tournament/${publicToken}`;
}

/** The tournament's ranking card the server draws (1080×1080 PNG), in the language the page is shown in. */
export const rankingCardUrlOf = (publicToken: string) => (language: string) =>
  `/api/public/tournaments/${encodeURIComponent(publicToken)}/card.png?lang=${encodeURIComponent(language)}`;

/**
 * The format's name as the interface says it: "Super 16" or "Super 32" by player count for the
 * group format, the `tournaments` namespace's `formats.{type}.name` otherwise.
 */
export function formatName(
  tournament: Pick<PublicTournament, 'tournamentType' | 'playerCount'>,
  t: (key: string, options?: { count: number }) => string,
): string {
  if (tournament.tournamentType === 'super_groups')
    return t('formats.super_groups.sizedName', { count: tournament.playerCount });
  return t(`formats.${tournament.tournamentType}.name`);
}

/**
 * The format, then the tournament's name ("Super 12 · Quinta no Clube"); the name alone when it
 * already starts with the format, so "Super 12 · Quinta no Clube" never reads "Super 12 · Super 12 · …".
 */
export function formatAndName(format: string, name: string): string {
  const plain = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return plain(name).startsWith(plain(format)) ? name : `${format} · ${name}`;
}

/**
 * The summary's "X de Y": matches played of the matches the tournament plays. A Mexicano draws its
 * rounds one at a time, so until it is ended it counts its planned rounds (matches per round ×
 * rounds, or the rounds drawn when more were added); once ended, the matches played are all it had.
 */
export function matchProgress(
  tournament: Pick<PublicTournament, 'tournamentType' | 'matches' | 'rounds' | 'ended'>,
): { readonly played: number; readonly total: number } {
  // A void match (a withdrawal's) is never played: it counts in neither figure.
  const matches = tournament.matches.filter((m) => !m.void);
  const played = matches.filter((m) => m.completed).length;
  if (tournament.tournamentType !== 'mexicano') return { played, total: matches.length };
  if (tournament.ended) return { played, total: played };
  const perRound = matches.filter((m) => m.round === 1).length;
  return { played, total: Math.max(matches.length, perRound * tournament.rounds) };
}

/** Formats for any group (Americano, Mexicano): some players rest, so matches played differ. */
export function isAnyGroupFormat(format: TournamentFormat): boolean {
  return format === 'americano' || format === 'mexicano';
}

/** Fixed pairs rank pairs; every other format ranks players. */
export function isPairFormat(format: TournamentFormat): boolean {
  return format === 'super8_fixed_pairs';
}

/** The names on each side of a match. Fixed pairs use player1 and player3 only; player1 = player2 is a one-player side. */
export function sidesOf(match: Match, nameOf: (id: string) => string): readonly [string[], string[]] {
  const side = (a: string, b: string | null) =>
    b === null || b === a ? [nameOf(a)] : [nameOf(a), nameOf(b)];
  return [side(match.player1Id, match.player2Id), side(match.player3Id, match.player4Id)];
}

/**
 * Copies text to the clipboard. The async clipboard API needs a secure context and permission;
 * the hidden-textarea fallback covers the rest.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}
