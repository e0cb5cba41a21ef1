import { type PlayerRating, type RatedMatch, rateMatches } from '@rodada/events';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema';

type Db = Kysely<ReadModels>;

/**
 * The organiser's ratings by roster entry (docs/levels.md), folded from their tournaments' counted
 * matches in the order they were first completed (`completed_at`, which a correction keeps), so a
 * corrected score rates as if typed right the first time and a rebuild gives the same ratings.
 * A match counts when it was played (not a walkover, not void) and every player on it is a
 * roster entry (fixed pairs are not entries yet).
 */
export async function organiserRatings(db: Db, organiserId: string): Promise<Map<string, PlayerRating>> {
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
