import { type PlayerRating, parsePosition, type RatedMatch, rateMatches } from '@rodada/events';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { MatchesTable, ReadModels } from '../db/schema';

type Db = Kysely<ReadModels>;
type Ratings = ReadonlyMap<string, PlayerRating>;

/** Organisers whose ratings each database keeps, the most recently read ones. */
const KEPT_ORGANISERS = 100;
/**
 * Tournaments moved since the kept fold that are read on their own; more (a rebuild under way, a
 * long pause) and the whole history is read again, in one query.
 */
const MOVED_TOURNAMENTS_READ_ALONE = 20;

/** What the fold reads of a completed match (`completedMatches` selects these columns). */
const MATCH_COLUMNS = [
  'id',
  'tournament_id',
  'slot',
  'play_order',
  'player1_id',
  'player2_id',
  'player3_id',
  'player4_id',
  'team1_score',
  'team2_score',
  'walkover',
  'void',
  'completed_at',
] as const;
type MatchRow = Pick<Selectable<MatchesTable>, (typeof MATCH_COLUMNS)[number]>;

/** Each tournament player's roster entry, by tournament then player. */
type Links = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Matches folded between two kept ratings: a change folds again from the last one before it. */
const CHECKPOINT_EVERY = 1024;

/** What an organiser's ratings were folded from, and the ratings. */
interface Fold {
  readonly version: RatingsVersion;
  /** Every completed match of theirs, in the fold's order (`foldOrder`). */
  readonly matches: readonly MatchRow[];
  /** Each of those as the rating reads it, or null when it does not count (an unlinked player). */
  readonly rated: ReadonlyMap<MatchRow, RatedMatch | null>;
  readonly links: Links;
  /** The ratings before match `i × CHECKPOINT_EVERY`, for every such match. */
  readonly checkpoints: readonly Ratings[];
  readonly ratings: Ratings;
}

const kept = new WeakMap<Db, Map<string, Promise<Fold>>>();

/**
 * The organiser's ratings by roster entry (docs/levels.md), folded from their tournaments' counted
 * matches in the order they were first completed (`completed_at`, which a correction keeps), so a
 * corrected score rates as if typed right the first time and a rebuild gives the same ratings.
 * A match counts when it was played (not a walkover, not void) and every player on it is a
 * roster entry (fixed pairs are not entries yet).
 *
 * Each organiser's matches and links are kept with the fold until what they were read from moves:
 * every keystroke of the roster's autocomplete would otherwise read the club's whole history
 * again. After a score (or a correction, an undo, a substitution) only the tournaments that moved
 * are read again, after a link or a merge only the links; the season is then folded again in
 * memory, which costs a few milliseconds where reading it costs a hundred. Revisions are read
 * before the rows, so a fold never outlives a change: at worst it is newer than its version, and
 * the next read takes those tournaments again.
 */
export async function organiserRatings(db: Db, organiserId: string): Promise<Ratings> {
  let organisers = kept.get(db);
  if (!organisers) {
    organisers = new Map();
    kept.set(db, organisers);
  }
  const before = organisers.get(organiserId);
  organisers.delete(organiserId);
  const fold = (async () => {
    const previous = await before?.catch(() => undefined);
    const version = await ratingsVersion(db, organiserId, previous?.version ?? null);
    return previous ? foldOn(db, organiserId, previous, version) : foldAfresh(db, organiserId, version);
  })();
  organisers.set(organiserId, fold);
  if (organisers.size > KEPT_ORGANISERS) organisers.delete(organisers.keys().next().value!);
  // A failed read is not kept: the next one reads afresh.
  fold.catch(() => {
    if (organisers.get(organiserId) === fold) organisers.delete(organiserId);
  });
  return (await fold).ratings;
}

/** The fold read afresh, every match and link (`organiserRatings` keeps it; the bench times it alone). */
export async function foldOrganiserRatings(db: Db, organiserId: string): Promise<Ratings> {
  return (await foldAfresh(db, organiserId, await ratingsVersion(db, organiserId, null))).ratings;
}

/** What the organiser's ratings are folded from. */
interface RatingsVersion {
  /** Their tournaments' count and summed revisions: both only grow, and move whenever one does. */
  readonly count: number;
  readonly sum: number;
  /** The latest `$all` commit position among them (what they were projected up to). */
  readonly latest: bigint;
  /** Each tournament's revision. */
  readonly revisions: ReadonlyMap<string, number>;
  /** Their roster's links version (`roster_versions`). */
  readonly links: number;
}

/**
 * A tournament's every event moves its revision, its matches in the same transaction (a
 * tournament row is never deleted, so count and summed revisions only grow); the roster
 * projector counts every link, unlink and merge in `roster_versions`. Each revision is read
 * again only when the sum moved since `previous`, and then only those projected past the
 * position it had seen, if they account for the whole move (else every one is read).
 */
async function ratingsVersion(
  db: Db,
  organiserId: string,
  previous: RatingsVersion | null,
): Promise<RatingsVersion> {
  const row = await db
    .selectFrom('tournaments')
    .select((eb) => [
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(revision), 0)`.as('sum'),
      eb.selectFrom('roster_versions').select('version').where('organiser_id', '=', organiserId).as('links'),
    ])
    .where('owner_id', '=', organiserId)
    .executeTakeFirstOrThrow();
  const [count, sum, links] = [Number(row.count), Number(row.sum), Number(row.links ?? 0)];
  if (previous && previous.count === count && previous.sum === sum) return { ...previous, links };
  const read = db
    .selectFrom('tournaments')
    .select(['id', 'revision', 'position'])
    .where('owner_id', '=', organiserId);
  if (previous) {
    const since = await read
      .where(sql<boolean>`split_part(position, '/', 1)::bigint > ${String(previous.latest)}::bigint`)
      .execute();
    const revisions = new Map(previous.revisions);
    for (const t of since) revisions.set(t.id, Number(t.revision));
    const found = [...revisions.values()].reduce((total, revision) => total + revision, 0);
    if (revisions.size === count && found === sum)
      return { count, sum, latest: latestPosition(since, previous.latest), revisions, links };
  }
  const all = await read.execute();
  return {
    count,
    sum,
    latest: latestPosition(all, -1n),
    revisions: new Map(all.map((t) => [t.id, Number(t.revision)])),
    links,
  };
}

const latestPosition = (tournaments: readonly { position: string }[], from: bigint): bigint =>
  tournaments.reduce((latest, t) => {
    const { commit } = parsePosition(t.position);
    if (commit > latest) return commit; // bigints: no Math.max
    return latest;
  }, from);

async function foldAfresh(db: Db, organiserId: string, version: RatingsVersion): Promise<Fold> {
  const [rows, links] = await Promise.all([
    completedMatches(db, organiserId, null),
    rosterLinks(db, organiserId),
  ]);
  return fold(version, rows.sort(foldOrder), links, null);
}

/** The kept fold with what moved since read again, then folded again in memory. */
async function foldOn(db: Db, organiserId: string, previous: Fold, version: RatingsVersion): Promise<Fold> {
  const moved = new Set(
    [...version.revisions]
      .filter(([id, revision]) => previous.version.revisions.get(id) !== revision)
      .map(([id]) => id),
  );
  for (const id of previous.version.revisions.keys()) if (!version.revisions.has(id)) moved.add(id);
  const linksMoved = version.links !== previous.version.links;
  if (moved.size === 0 && !linksMoved) return previous;
  if (moved.size > MOVED_TOURNAMENTS_READ_ALONE) return foldAfresh(db, organiserId, version);
  const [rows, links] = await Promise.all([
    moved.size === 0 ? [] : completedMatches(db, organiserId, [...moved]),
    linksMoved ? rosterLinks(db, organiserId) : previous.links,
  ]);
  const kept = previous.matches.filter((m) => !moved.has(m.tournament_id));
  return fold(version, mergeInOrder(kept, rows.sort(foldOrder)), links, linksMoved ? null : previous);
}

/**
 * The matches folded, from the last checkpoint before the first match that differs from the
 * previous fold's (all of them without one): a score is folded on from near the season's end, a
 * correction from near the match corrected. Only the matches read again are turned into rated
 * ones; the others are the previous fold's.
 */
function fold(
  version: RatingsVersion,
  matches: readonly MatchRow[],
  links: Links,
  previous: Fold | null,
): Fold {
  let same = 0;
  if (previous) {
    const before = previous.matches;
    while (same < matches.length && same < before.length && sameMatch(matches[same]!, before[same]!)) same++;
  }
  const rated = new Map<MatchRow, RatedMatch | null>();
  const inOrder = matches.map((m) => {
    const known = previous?.rated.get(m);
    const match = known === undefined ? ratedMatch(m, links) : known;
    rated.set(m, match);
    return match;
  });
  const checkpoints: Ratings[] = previous
    ? previous.checkpoints.slice(0, Math.floor(same / CHECKPOINT_EVERY) + 1)
    : [new Map()];
  let ratings = checkpoints[checkpoints.length - 1]!;
  for (let start = (checkpoints.length - 1) * CHECKPOINT_EVERY; start < inOrder.length; ) {
    const end = start + CHECKPOINT_EVERY;
    ratings = rateMatches(counting(inOrder.slice(start, end)), ratings);
    if (end < inOrder.length) checkpoints.push(ratings);
    start = end;
  }
  return { version, matches, rated, links, checkpoints, ratings };
}

const counting = (matches: readonly (RatedMatch | null)[]): RatedMatch[] =>
  matches.filter((m): m is RatedMatch => m !== null);

const sameMatch = (a: MatchRow, b: MatchRow): boolean =>
  a === b ||
  (a.id === b.id &&
    a.tournament_id === b.tournament_id &&
    a.player1_id === b.player1_id &&
    a.player2_id === b.player2_id &&
    a.player3_id === b.player3_id &&
    a.player4_id === b.player4_id &&
    a.team1_score === b.team1_score &&
    a.team2_score === b.team2_score &&
    a.walkover === b.walkover &&
    a.void === b.void &&
    completedAt(a) === completedAt(b));

/**
 * The fold's order: first completion, then tournament, slot, playing order and id, compared here
 * rather than by the database, whose text order depends on its collation.
 */
function foldOrder(a: MatchRow, b: MatchRow): number {
  return (
    completedAt(a) - completedAt(b) ||
    compareText(a.tournament_id, b.tournament_id) ||
    a.slot - b.slot ||
    a.play_order - b.play_order ||
    compareText(a.id, b.id)
  );
}

const completedAt = (m: MatchRow): number => m.completed_at?.getTime() ?? 0;
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Two lists each in the fold's order, as one. */
function mergeInOrder(a: readonly MatchRow[], b: readonly MatchRow[]): MatchRow[] {
  const merged: MatchRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(foldOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

/** The organiser's completed matches (of these tournaments, or all), in no order. */
function completedMatches(db: Db, organiserId: string, tournamentIds: readonly string[] | null) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select(MATCH_COLUMNS.map((column) => `m.${column}` as const))
    .where('t.owner_id', '=', organiserId)
    .where('m.completed', '=', true);
  if (tournamentIds) query = query.where('m.tournament_id', 'in', tournamentIds);
  return query.execute() as Promise<MatchRow[]>;
}

/** Each tournament player's roster entry. */
async function rosterLinks(db: Db, organiserId: string): Promise<Links> {
  const rows = await db
    .selectFrom('roster_players')
    .select(['tournament_id', 'player_id', 'entry_id'])
    .where('organiser_id', '=', organiserId)
    .execute();
  const links = new Map<string, Map<string, string>>();
  for (const l of rows) {
    const players = links.get(l.tournament_id);
    if (players) players.set(l.player_id, l.entry_id);
    else links.set(l.tournament_id, new Map([[l.player_id, l.entry_id]]));
  }
  return links;
}

/** The match as the rating reads it (each side's roster entries), or null when a player has none. */
function ratedMatch(m: MatchRow, links: Links): RatedMatch | null {
  const players = links.get(m.tournament_id);
  if (!players) return null;
  const team = (ids: (string | null)[]): string[] | null => {
    const entries: string[] = [];
    for (const id of ids) {
      if (id === null) continue;
      const entry = players.get(id);
      if (!entry) return null;
      entries.push(entry);
    }
    return entries;
  };
  const teamA = team([m.player1_id, m.player2_id]);
  const teamB = team([m.player3_id, m.player4_id]);
  if (!teamA || !teamB) return null;
  return {
    teamA,
    teamB,
    scoreA: m.team1_score ?? 0,
    scoreB: m.team2_score ?? 0,
    outcome: m.void ? 'void' : m.walkover !== null ? 'walkover' : 'played',
  };
}
