import {
  levelOf,
  nameKey,
  type PlayerRating,
  type PublicPlayer,
  ROSTER_PARTNERS_LIMIT,
  type RosterEntryDetail,
  type RosterEntrySummary,
  type RosterLevel,
  type RosterPartner,
  type RosterPlayerRef,
  type RosterState,
} from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema';
import { organiserRatings } from './ratingQueries';

type Db = Kysely<ReadModels>;

/**
 * The organiser's roster as the roster decider takes it: every entry (not the erased) and the names
 * that find it, and the tournament players of `playersOf` (the entry an erasure names).
 */
export async function rosterState(db: Db, organiserId: string, playersOf?: string): Promise<RosterState> {
  const [entries, names, players] = await Promise.all([
    db
      .selectFrom('roster_entries')
      .select(['id', 'name', 'public_token', 'hidden_in_circuits'])
      .where('organiser_id', '=', organiserId)
      .where('erased_at', 'is', null)
      .execute(),
    db
      .selectFrom('roster_names')
      .select(['entry_id', 'name_key'])
      .where('organiser_id', '=', organiserId)
      .execute(),
    playersOf ? rosterPlayersOf(db, organiserId, playersOf) : [],
  ]);
  const byEntry = new Map<string, string[]>();
  for (const n of names) byEntry.set(n.entry_id, [...(byEntry.get(n.entry_id) ?? []), n.name_key]);
  return {
    entries: entries.map((e) => ({
      id: e.id,
      name: e.name,
      names: byEntry.get(e.id) ?? [],
      publicToken: e.public_token,
      hiddenInCircuits: e.hidden_in_circuits,
    })),
    players,
  };
}

/** The tournament players an entry is, and whether each tournament is over (a removed one is). */
async function rosterPlayersOf(db: Db, organiserId: string, entryId: string): Promise<RosterPlayerRef[]> {
  const rows = await db
    .selectFrom('roster_players as p')
    .leftJoin('tournaments as t', 't.id', 'p.tournament_id')
    .select(['p.entry_id', 'p.tournament_id', 'p.player_id', 't.status'])
    .where('p.organiser_id', '=', organiserId)
    .where('p.entry_id', '=', entryId)
    .orderBy('p.tournament_id')
    .orderBy('p.player_id')
    .execute();
  return rows.map((r) => ({
    entryId: r.entry_id,
    tournamentId: r.tournament_id,
    playerId: r.player_id,
    finished: r.status === null || r.status === 'completed',
  }));
}

/** The organiser's entries among `ids`, id → current name; another organiser's entry is not among them. */
export async function rosterEntryNames(
  db: Db,
  organiserId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('roster_entries')
    .select(['id', 'name'])
    .where('organiser_id', '=', organiserId)
    .where('id', 'in', [...ids])
    .where('erased_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The ratings of a new tournament's players (docs/levels.md), in their order: a picked entry's, or
 * that of the entry a typed name finds (as the roster projector will link it); undefined for a
 * player with no level yet.
 */
export async function ratingsOfPlayers(
  db: Db,
  organiserId: string,
  players: readonly { readonly name: string; readonly rosterId?: string | undefined }[],
): Promise<(number | undefined)[]> {
  const keys = [...new Set(players.filter((p) => !p.rosterId).map((p) => nameKey(p.name)))];
  const [names, ratings] = await Promise.all([
    keys.length === 0
      ? []
      : db
          .selectFrom('roster_names')
          .select(['name_key', 'entry_id'])
          .where('organiser_id', '=', organiserId)
          .where('name_key', 'in', keys)
          .execute(),
    organiserRatings(db, organiserId),
  ]);
  const entryByKey = new Map(names.map((n) => [n.name_key, n.entry_id]));
  return players.map((p) => {
    const entry = p.rosterId ?? entryByKey.get(nameKey(p.name));
    return entry === undefined ? undefined : ratings.get(entry)?.rating;
  });
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
    .where('e.erased_at', 'is', null)
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
    .select(['id', 'name', 'organiser_id', 'public_token', 'hidden_in_circuits'])
    .where('id', '=', entryId)
    .where('erased_at', 'is', null)
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
      'r.wins',
      (eb) =>
        eb
          .selectFrom('tournament_rankings as all_r')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('all_r.tournament_id', '=', 'p.tournament_id')
          .where('all_r.ranked', '=', true)
          .as('entrants'),
    ])
    .where('p.entry_id', '=', entryId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
  const tournaments = new Set(history.map((h) => h.id)).size;
  const played = history.map((h) => ({
    id: h.id,
    name: h.name,
    createdAt: h.created_at.toISOString(),
    format: h.tournament_type as RosterEntryDetail['history'][number]['format'],
    position: h.position ?? null,
    matchesPlayed: Number(h.matches_played ?? 0),
    won: Number(h.wins ?? 0),
    entrants: Number(h.entrants ?? 0),
  }));
  return {
    organiserId: entry.organiser_id,
    entry: {
      id: entry.id,
      name: entry.name,
      level: levelFrom(await organiserRatings(db, entry.organiser_id), entry.id),
      tournaments,
      history: played.map(({ entrants: _, ...h }) => h),
      partners: await partnersOf(db, entryId),
      results: played
        .map((h) => ({
          tournamentId: h.id,
          createdAt: h.createdAt,
          position: h.position,
          entrants: h.entrants,
          matchesPlayed: h.matchesPlayed,
          won: h.won,
        }))
        .reverse(),
      privacy: { publicToken: entry.public_token, hiddenInCircuits: entry.hidden_in_circuits },
    },
  };
}

/** A player's opt-in public page: their history without partners (others' names are theirs to show). */
export async function publicPlayer(db: Db, publicToken: string): Promise<PublicPlayer | undefined> {
  const row = await db
    .selectFrom('roster_entries')
    .select('id')
    .where('public_token', '=', publicToken)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  const found = row && (await rosterEntryDetail(db, row.id));
  if (!found) return undefined;
  const { name, level, tournaments, history, results } = found.entry;
  return { name, level, tournaments, history: history.map(({ id: _, ...h }) => h), results };
}

/**
 * The entries the player shared a side with in scored matches (not void), most matches first, then
 * by name: a partner is the other player of their side, found as a roster entry.
 */
async function partnersOf(db: Db, entryId: string): Promise<RosterPartner[]> {
  const mine = db.selectFrom('roster_players').select('player_id').where('entry_id', '=', entryId);
  const matches = await db
    .selectFrom('matches as m')
    .select(['m.player1_id', 'm.player2_id', 'm.player3_id', 'm.player4_id'])
    .where('m.completed', '=', true)
    .where('m.void', '=', false)
    .where((eb) =>
      eb.or([
        eb('m.player1_id', 'in', mine),
        eb('m.player2_id', 'in', mine),
        eb('m.player3_id', 'in', mine),
        eb('m.player4_id', 'in', mine),
      ]),
    )
    .execute();
  const own = new Set((await mine.execute()).map((p) => p.player_id));
  const counts = new Map<string, number>();
  for (const m of matches) {
    const sides = [
      [m.player1_id, m.player2_id],
      [m.player3_id, m.player4_id],
    ];
    for (const [a, b] of sides) {
      const partner = a && own.has(a) ? b : b && own.has(b) ? a : null;
      if (partner && !own.has(partner)) counts.set(partner, (counts.get(partner) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return [];
  const entries = await db
    .selectFrom('roster_players as p')
    .innerJoin('roster_entries as e', 'e.id', 'p.entry_id')
    .select(['p.player_id', 'e.id', 'e.name', 'e.name_key'])
    .where('p.player_id', 'in', [...counts.keys()])
    .where('e.erased_at', 'is', null)
    .execute();
  const byEntry = new Map<string, { id: string; name: string; key: string; matches: number }>();
  for (const e of entries) {
    const found = byEntry.get(e.id) ?? { id: e.id, name: e.name, key: e.name_key, matches: 0 };
    found.matches += counts.get(e.player_id) ?? 0;
    byEntry.set(e.id, found);
  }
  return [...byEntry.values()]
    .sort((a, b) => b.matches - a.matches || a.key.localeCompare(b.key) || a.id.localeCompare(b.id))
    .slice(0, ROSTER_PARTNERS_LIMIT)
    .map(({ id, name, matches }) => ({ id, name, matches }));
}
