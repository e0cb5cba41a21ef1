// A live push that carries what a change touched, not the whole body (issue 26): the server diffs
// the body it last pushed to a room against the new one, once per change, and every watcher applies
// the same delta to the body it holds. A watcher whose body is not the delta's base reads the body
// again; a delta from nothing (`baseRevision: null`) carries the whole body.

/** A tournament body as the live rooms push it: its revision, its position, its keyed lists. */
export interface DeltaBody {
  readonly revision: number;
  readonly position: string;
  readonly publicToken: string;
}

/** The lists a change touches a few rows of, and the field that names a row in each. */
export const DELTA_LISTS = { matches: 'id', players: 'id', ranking: 'playerId' } as const;
type ListName = keyof typeof DELTA_LISTS;
type Row = Readonly<Record<string, unknown>>;

/** A list's changed or added rows, and the order of its keys when that changed (a row gone, a move). */
export interface ListDelta {
  readonly rows: readonly Row[];
  readonly order?: readonly string[];
}

/** `tournament:delta`: what turns the body at `baseRevision` into the body at `revision`. */
export interface TournamentDelta {
  readonly publicToken: string;
  /** The revision of the body this applies to; null when it carries the whole body. */
  readonly baseRevision: number | null;
  readonly revision: number;
  readonly position: string;
  /** The other fields that changed, whole. */
  readonly set: Readonly<Record<string, unknown>>;
  readonly lists: Partial<Readonly<Record<ListName, ListDelta>>>;
}

/** Fields every delta carries on its own, never in `set`. */
const HEADER = new Set(['publicToken', 'revision', 'position']);
const isList = (field: string): field is ListName => Object.hasOwn(DELTA_LISTS, field);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function listDelta(before: readonly Row[], after: readonly Row[], key: string): ListDelta | null {
  const held = new Map(before.map((row) => [row[key], row]));
  const rows = after.filter((row) => !same(held.get(row[key]), row));
  const sameOrder = before.length === after.length && before.every((row, i) => row[key] === after[i]![key]);
  if (sameOrder) return rows.length === 0 ? null : { rows };
  return { rows, order: after.map((row) => String(row[key])) };
}

/**
 * The delta from `before` (the body last pushed to the room, or nothing) to `after`. Computed once
 * per change and room: every socket of the room is sent the same delta.
 */
export function tournamentDelta<T extends DeltaBody>(before: T | undefined, after: T): TournamentDelta {
  const set: Record<string, unknown> = {};
  const lists: Partial<Record<ListName, ListDelta>> = {};
  const held = before as Readonly<Record<string, unknown>> | undefined;
  for (const [field, value] of Object.entries(after)) {
    if (HEADER.has(field)) continue;
    if (isList(field) && Array.isArray(value)) {
      const key = DELTA_LISTS[field];
      // From nothing, every list comes whole, even an empty one.
      const change = held
        ? listDelta((held[field] as Row[] | undefined) ?? [], value as Row[], key)
        : { rows: value as Row[], order: (value as Row[]).map((row) => String(row[key])) };
      if (change) lists[field] = change;
    } else if (!held || !same(held[field], value)) set[field] = value;
  }
  return {
    publicToken: after.publicToken,
    baseRevision: before ? before.revision : null,
    revision: after.revision,
    position: after.position,
    set,
    lists,
  };
}

function applyList(current: readonly Row[], change: ListDelta, key: string): Row[] | null {
  const byKey = new Map(current.map((row) => [row[key], row]));
  for (const row of change.rows) byKey.set(row[key], row);
  if (change.order) {
    const rows = change.order.map((k) => byKey.get(k));
    return rows.every((row) => row !== undefined) ? rows : null;
  }
  // The same keys in the same order: a row this body does not have means it is not the base.
  if (byKey.size !== current.length) return null;
  return current.map((row) => byKey.get(row[key])!);
}

/** What a watcher does with a delta: the new body, or why it has none. */
export type DeltaOutcome =
  | { readonly kind: 'applied'; readonly body: unknown }
  /** Older than (or as old as) the body held: nothing to do. */
  | { readonly kind: 'stale' }
  /** The body held is not the delta's base (a push missed, a read that crossed it): read again. */
  | { readonly kind: 'gap' };

/**
 * Applies a delta to the body a watcher holds (undefined while none is). The result is unchecked:
 * the watcher parses it with the body's schema, as it would a whole body.
 */
export function applyTournamentDelta(current: DeltaBody | undefined, delta: TournamentDelta): DeltaOutcome {
  if (current && current.revision > delta.revision) return { kind: 'stale' };
  const whole = delta.baseRevision === null;
  if (!whole && current?.revision !== delta.baseRevision)
    return current?.revision === delta.revision ? { kind: 'stale' } : { kind: 'gap' };
  const body = merged(whole ? {} : (current as unknown as Readonly<Record<string, unknown>>), delta);
  return body ? { kind: 'applied', body } : { kind: 'gap' };
}

function merged(current: Readonly<Record<string, unknown>>, delta: TournamentDelta) {
  const body: Record<string, unknown> = {
    ...current,
    ...delta.set,
    publicToken: delta.publicToken,
    revision: delta.revision,
    position: delta.position,
  };
  for (const [field, change] of Object.entries(delta.lists) as [ListName, ListDelta][]) {
    const rows = applyList((current[field] as Row[] | undefined) ?? [], change, DELTA_LISTS[field]);
    if (!rows) return null;
    body[field] = rows;
  }
  return body;
}
