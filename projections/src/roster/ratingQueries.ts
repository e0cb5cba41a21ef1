import { type PlayerRating, type RatedMatch, rateMatches } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';

type Db = Kysely<ReadModels>;
type Ratings = ReadonlyMap<string, PlayerRating>;

/** Organisers whose ratings each database keeps, the most recently read ones. */
const KEPT_ORGANISERS = 100;
const kept = new WeakMap<Db, Map<string, { version: string; ratings: Promise<Ratings> }>>();

/**
 * The organiser's ratings by roster entry (docs/levels.md), folded from their tournaments' counted
 * matches in the order they were first completed (`completed_at`, which a correction keeps), so a
 * corrected score rates as if typed right the first time and a rebuild gives the same ratings.
 * A match counts when it was played (not a walkover, not void) and every player on it is a
 * roster entry (fixed pairs are not entries yet).
 *
 * The fold is kept per organiser until what it reads moves (`ratingsVersion`): every keystroke of
 * the roster's autocomplete would otherwise fold the club's whole history again. The version is
 * read before the matches, so a fold never outlives a change: at worst it is newer than its
 * version, and the next read folds again.
 */
export async function organiserRatings(db: Db, organiserId: string): Promise<Ratings> {
  const version = await ratingsVersion(db, organiserId);
  let organisers = kept.get(db);
  if (!organisers) {
    organisers = new Map();
    kept.set(db, organisers);
  }
  const found = organisers.get(organiserId);
  organisers.delete(organiserId);
  if (found?.version === version) {
    organisers.set(organiserId, found);
    return found.ratings;
  }
  const ratings = foldOrganiserRatings(db, organiserId);
  const entry = { version, ratings };
  organisers.set(organiserId, entry);
  if (organisers.size > KEPT_ORGANISERS) organisers.delete(organisers.keys().next().value!);
  // A failed read is not kept: the next one tries again.
  ratings.catch(() => {
    if (organisers.get(organiserId) === entry) organisers.delete(organiserId);
  });
  return ratings;
}

/**
 * What the organiser's ratings are folded from, as one value that moves whenever it does: their
 * tournaments (a tournament's every event moves its revision, its matches in the same
 * transaction; a tournament row is never deleted, so count and summed revisions only grow) and
 * their roster's links (`roster_versions`, counted per event by the roster projector).
 */
async function ratingsVersion(db: Db, organiserId: string): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('tournaments')
        .select(sql<string>`count(*) || '/' || coalesce(sum(revision), 0)`.as('v'))
        .where('owner_id', '=', organiserId)
        .as('tournaments'),
      eb.selectFrom('roster_versions').select('version').where('organiser_id', '=', organiserId).as('links'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.tournaments}/${row.links ?? 0}`;
}

/** The fold itself, read afresh (`organiserRatings` keeps it; the bench times it alone). */
export async function foldOrganiserRatings(db: Db, organiserId: string): Promise<Ratings> {
  const [matches, links] = await Promise.all([
    db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .select([
        'm.tournament_id',
        'm.player1_id',
        'm.player2_id',
        'm.player3_id',
        'm.player4_id',
        'm.team1_score',
        'm.team2_score',
        'm.walkover',
        'm.void',
      ])
      .where('t.owner_id', '=', organiserId)
      .where('m.completed', '=', true)
      .orderBy('m.completed_at')
      .orderBy('m.tournament_id')
      .orderBy('m.slot')
      .orderBy('m.play_order')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('roster_players')
      .select(['tournament_id', 'player_id', 'entry_id'])
      .where('organiser_id', '=', organiserId)
      .execute(),
  ]);
  const entryOf = new Map(links.map((l) => [`${l.tournament_id}/${l.player_id}`, l.entry_id]));
  const team = (tournamentId: string, ids: (string | null)[]): string[] | null => {
    const entries: string[] = [];
    for (const id of ids) {
      if (id === null) continue;
      const entry = entryOf.get(`${tournamentId}/${id}`);
      if (!entry) return null;
      entries.push(entry);
    }
    return entries;
  };
  const rated: RatedMatch[] = [];
  for (const m of matches) {
    const teamA = team(m.tournament_id, [m.player1_id, m.player2_id]);
    const teamB = team(m.tournament_id, [m.player3_id, m.player4_id]);
    if (!teamA || !teamB) continue;
    rated.push({
      teamA,
      teamB,
      scoreA: m.team1_score ?? 0,
      scoreB: m.team2_score ?? 0,
      outcome: m.void ? 'void' : m.walkover !== null ? 'walkover' : 'played',
    });
  }
  return rateMatches(rated);
}
