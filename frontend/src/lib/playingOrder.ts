import type { Match } from '@rodada/events/contracts';

/** The matches of one time slot, court by court. */
export interface PlayingSlot {
  readonly slot: number;
  readonly matches: readonly Match[];
}

/** Matches by time slot, in the server's playing order (slot, then court). */
export function slotsOf(matches: readonly Match[]): PlayingSlot[] {
  const slots: { slot: number; matches: Match[] }[] = [];
  for (const match of [...matches].sort((a, b) => a.slot - b.slot || a.court - b.court)) {
    const last = slots.at(-1);
    if (last && last.slot === match.slot) last.matches.push(match);
    else slots.push({ slot: match.slot, matches: [match] });
  }
  return slots;
}

/**
 * Where play stands. "On court now" is, for each lane (the whole tournament; in a Super 16 / 32
 * each group on its own court, then the Super Final), the earliest slot with a match still to
 * play, and its matches still to play; "up next" is the lane's following slot with a match still
 * to play. Both are empty once every match has a result, and once the tournament was ended (from a
 * court tablet): what was left will never be played.
 */
export interface PlayState {
  readonly now: readonly Match[];
  readonly next: readonly Match[];
}

/** Which sequence of slots a match belongs to: a Super 16 / 32 group, the Super Final, or the whole tournament. */
export function laneOf(match: Pick<Match, 'matchType' | 'groupId'>): string {
  return match.matchType === 'final' ? 'final' : (match.groupId ?? 'all');
}

export function playState(matches: readonly Match[], { ended = false } = {}): PlayState {
  if (ended) return { now: [], next: [] };
  const lanes = new Map<string, Match[]>();
  for (const match of matches) {
    // A void match (a withdrawal's) is never played: neither on court nor up next.
    if (match.completed || match.void) continue;
    const lane = laneOf(match);
    lanes.set(lane, [...(lanes.get(lane) ?? []), match]);
  }
  const now: Match[] = [];
  const next: Match[] = [];
  for (const pending of lanes.values()) {
    const [first, second] = slotsOf(pending);
    if (first) now.push(...first.matches);
    if (second) next.push(...second.matches);
  }
  // Group by group (a Super 16 / 32's groups may be at different slots), then court.
  const byPlace = (a: Match, b: Match) =>
    (a.groupId ?? '').localeCompare(b.groupId ?? '') || a.slot - b.slot || a.court - b.court;
  return { now: now.sort(byPlace), next: next.sort(byPlace) };
}

/** How a slot of the list is marked: on court now, up next, or neither. */
export type SlotMark = 'now' | 'next' | null;

export function slotMark(slot: PlayingSlot, state: PlayState): SlotMark {
  const ids = (list: readonly Match[]) => new Set(list.map((m) => m.id));
  if (slot.matches.some((m) => ids(state.now).has(m.id))) return 'now';
  if (slot.matches.some((m) => ids(state.next).has(m.id))) return 'next';
  return null;
}
