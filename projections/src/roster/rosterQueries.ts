import {
  levelOf,
  nameKey,
  type PlayerRating,
  type RosterEntryDetail,
  type RosterEntrySummary,
  type RosterLevel,
  type RosterState,
} from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';
import { organiserRatings } from './ratingQueries';

type Db = Kysely<ReadModels>;

/** The organiser's roster as the roster decider takes it: every entry and the names that find it. */
export async function rosterState(db: Db, organiserId: string): Promise<RosterState> {
  const [entries, names] = await Promise.all([
    db.selectFrom('roster_entries').select(['id', 'name']).where('organiser_id', '=', organiserId).execute(),
    db
      .selectFrom('roster_names')
      .select(['entry_id', 'name_key'])
      .where('organiser_id', '=', organiserId)
      .execute(),
  ]);
  const byEntry = new Map<string, string[]>();
  for (const n of names) byEntry.set(n.entry_id, [...(byEntry.get(n.entry_id) ?? []), n.name_key]);
  return { entries: entries.map((e) => ({ id: e.id, name: e.name, names: byEntry.get(e.id) ?? [] })) };
}

/** `%` and `_` typed by someone are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The organiser's entries whose name, or a word of it, starts with `query` (case, accents and
 * repeated spaces ignored), most tournaments first; every entry when `query` is blank.
 */
export async function searchRoster(
  db: Db,
  organiserId: string,
  query: string,
  limit: number | null,
): Promise<RosterEntrySummary[]> {
  const key = likeEscaped(nameKey(query));
  let select = db
    .selectFrom('roster_entries as e')
    .leftJoin('roster_players as p', 'p.entry_id', 'e.id')
    .select(['e.id', 'e.name', sql<string>`count(distinct p.tournament_id)`.as('tournaments')])
    .where('e.organiser_id', '=', organiserId)
    .groupBy(['e.id', 'e.name', 'e.name_key'])
    .orderBy(sql`count(distinct p.tournament_id)`, 'desc')
    .orderBy('e.name_key')
    .orderBy('e.id');
  if (key !== '')
    select = select.where((eb) =>
      eb.or([eb('e.name_key', 'like', `${key}%`), eb('e.name_key', 'like', `% ${key}%`)]),
    );
  if (limit !== null) select = select.limit(limit);
  const [rows, ratings] = await Promise.all([select.execute(), organiserRatings(db, organiserId)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    level: levelFrom(ratings, r.id),
    tournaments: Number(r.tournaments),
  }));
}

function levelFrom(ratings: ReadonlyMap<string, PlayerRating>, entryId: string): RosterLevel | null {
  const rating = ratings.get(entryId);
  return rating ? levelOf(rating) : null;
}

/** An entry with its organiser and the tournaments it played (newest first); undefined when none has the id. */
export async function rosterEntryDetail(
  db: Db,
  entryId: string,
): Promise<{ organiserId: string; entry: RosterEntryDetail } | undefined> {
  const entry = await db
    .selectFrom('roster_entries')
    .select(['id', 'name', 'organiser_id'])
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry) return undefined;
  const history = await db
    .selectFrom('roster_players as p')
    .innerJoin('tournaments as t', 't.id', 'p.tournament_id')
    .leftJoin('tournament_rankings as r', (join) =>
      join.onRef('r.tournament_id', '=', 'p.tournament_id').onRef('r.player_id', '=', 'p.player_id'),
    )
    .select([
      't.id',
      't.name',
      't.created_at',
      't.tournament_type',
      'r.position',
      sql<number | null>`r.wins + r.losses + r.draws`.as('matches_played'),
    ])
    .where('p.entry_id', '=', entryId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
  const tournaments = new Set(history.map((h) => h.id)).size;
  return {
    organiserId: entry.organiser_id,
    entry: {
      id: entry.id,
      name: entry.name,
      level: levelFrom(await organiserRatings(db, entry.organiser_id), entry.id),
      tournaments,
      history: history.map((h) => ({
        id: h.id,
        name: h.name,
        createdAt: h.created_at.toISOString(),
        format: h.tournament_type as RosterEntryDetail['history'][number]['format'],
        position: h.position ?? null,
        matchesPlayed: Number(h.matches_played ?? 0),
      })),
    },
  };
}
