import type { GroupId, Match, PublicTournament, ShownRankingRow } from '@rodada/events/contracts';
import { laneOf, playState } from './playingOrder';
import { groupIdsOf } from './superGroups';

/**
 * One screen of the club TV: the ranking (a Super 16 / 32 has one per group), the Super Final's
 * podiums, the matches on court now, those up next, and the QR code of the public link.
 */
export type TvScreen =
  | { readonly kind: 'ranking' }
  | { readonly kind: 'group'; readonly groupId: GroupId }
  | { readonly kind: 'podiums' }
  | { readonly kind: 'now' }
  | { readonly kind: 'next' }
  | { readonly kind: 'qr' };

type TvTournament = Pick<
  PublicTournament,
  'tournamentType' | 'status' | 'ended' | 'matches' | 'groups' | 'playerCount' | 'superFinalGenerated'
>;

/**
 * The screens the TV cycles through, in order. While play goes on: the ranking (each group's, then
 * the podiums once the Super Final is drawn), on court now, up next (each only when it has a
 * match), the QR code. A finished tournament shows its outcome (podiums, or the final ranking),
 * the group tables of a Super 16 / 32, and the QR code.
 */
export function tvScreens(tournament: TvTournament): TvScreen[] {
  const qr: TvScreen = { kind: 'qr' };
  const groups = tournament.tournamentType === 'super_groups';
  const tables: TvScreen[] = groups
    ? groupIdsOf(tournament).map((groupId) => ({ kind: 'group', groupId }))
    : [{ kind: 'ranking' }];
  const podiums: TvScreen[] = groups && tournament.superFinalGenerated ? [{ kind: 'podiums' }] : [];
  if (tournament.status === 'completed') return [...podiums, ...tables, qr];
  const state = playState(tournament.matches, tournament);
  return [
    ...tables,
    ...podiums,
    ...(state.now.length > 0 ? [{ kind: 'now' } as const] : []),
    ...(state.next.length > 0 ? [{ kind: 'next' } as const] : []),
    qr,
  ];
}

/** A screen's stable name ('ranking', 'group-A', 'podiums', 'now', 'next', 'qr'): the page's marker. */
export function screenKey(screen: TvScreen): string {
  return screen.kind === 'group' ? `group-${screen.groupId}` : screen.kind;
}

/** Seconds each screen stays by default; tables and podiums, with more to read, stay a quarter longer. */
export const TV_SECONDS = 12;
const LONGER = new Set<TvScreen['kind']>(['ranking', 'group', 'podiums']);

export function screenMilliseconds(screen: TvScreen, seconds: number = TV_SECONDS): number {
  return Math.round(seconds * (LONGER.has(screen.kind) ? 1.25 : 1) * 1000);
}

/** The shortest and longest `?every=` a link may ask for. */
export const EVERY_BOUNDS = { min: 1, max: 120 } as const;

/**
 * `?every=N` in the TV's address: N seconds per screen (the journeys use 2); a missing or bad value
 * gives the default, and an out-of-range one is brought within bounds.
 */
export function secondsFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('every');
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return TV_SECONDS;
  return Math.min(EVERY_BOUNDS.max, Math.max(EVERY_BOUNDS.min, value));
}

/**
 * Where the cycle stands after the list of screens (by their keys) changed (a push drew the Super Final, play moved
 * on): the same screen if it is still there, otherwise the one now at the same place.
 */
export function indexAfterChange(
  keys: readonly string[],
  previousKey: string,
  previousIndex: number,
): number {
  const same = keys.indexOf(previousKey);
  if (same >= 0) return same;
  return Math.min(Math.max(previousIndex, 0), keys.length - 1);
}

/** The screen `step` places away (1: the following one, -1: the one before), round the cycle. */
export function stepIndex(length: number, index: number, step: number): number {
  return (((index + step) % length) + length) % length;
}

/** The most rows a ranking screen shows (two columns); the rest are counted in "+N". */
export const TV_RANKING_ROWS = 12;

export function rowsThatFit(
  ranking: readonly ShownRankingRow[],
  max: number = TV_RANKING_ROWS,
): { readonly shown: readonly ShownRankingRow[]; readonly more: number } {
  return { shown: ranking.slice(0, max), more: Math.max(0, ranking.length - max) };
}

/**
 * What "on court now" shows: each lane's current slot whole, so a court that finished first keeps its
 * score on screen beside the courts still playing, until the whole slot is done. A void match (a
 * withdrawal's) is played by nobody: never on court, even in the current slot.
 */
export function onCourtNow(matches: readonly Match[]): Match[] {
  const current = new Set(playState(matches).now.map((m) => `${laneOf(m)}:${m.slot}`));
  return matches
    .filter((m) => !m.void && current.has(`${laneOf(m)}:${m.slot}`))
    .sort((a, b) => (a.groupId ?? '').localeCompare(b.groupId ?? '') || a.slot - b.slot || a.court - b.court);
}

/**
 * The matches whose result arrived between two bodies of the same tournament: completed now, and
 * either not before or with another score. Nothing is new on the first body.
 */
export function freshResults(before: readonly Match[] | undefined, after: readonly Match[]): Match[] {
  if (!before) return [];
  const previous = new Map(before.map((m) => [m.id, m]));
  return after.filter((m) => {
    if (!m.completed || m.team1Score === null || m.team2Score === null) return false;
    const old = previous.get(m.id);
    return !old?.completed || old.team1Score !== m.team1Score || old.team2Score !== m.team2Score;
  });
}

/** How long a result that just arrived stays highlighted, and in the ticker. */
export const FRESH_MILLISECONDS = 6000;
