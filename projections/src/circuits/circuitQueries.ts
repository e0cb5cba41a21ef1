import {
  type CircuitDetail,
  type CircuitResult,
  type CircuitSummary,
  type CircuitTieRule,
  circuitStandings,
  FORMAT_RULES,
  type PublicCircuit,
  type TournamentFacts,
  type TournamentFormat,
  type TournamentStatus,
} from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import { ownerNotErased } from '../accounts/userQueries';
import type { ReadModels } from '../db/schema';

/**
 * Reads of the circuits read model, beside the projector that owns its tables. A circuit's
 * standings are computed here, when read: its completed tournaments' rankings, each ranked player
 * found as their roster entry (`roster_players`), scored by `circuitStandings`.
 */
type Db = Kysely<ReadModels>;

const circuitColumns = [
  'id',
  'organiser_id',
  'name',
  'public_token',
  'points_table',
  'participation_points',
  'tie_rule',
] as const;
type CircuitRow = Awaited<ReturnType<typeof findBy>>;

function findBy(db: Db, column: 'id' | 'public_token', value: string) {
  return db.selectFrom('circuits').select(circuitColumns).where(column, '=', value).executeTakeFirst();
}

/** Only a completed tournament scores: a running one's places are not final. */
const COUNTING_STATUS: TournamentStatus = 'completed';

/**
 * The circuit's tournaments, oldest first, and its standings. Players hidden on public circuits
 * keep their place; for the `public` audience their name is blank.
 */
async function publicBody(
  db: Db,
  circuit: NonNullable<CircuitRow>,
  audience: 'public' | 'organiser',
): Promise<PublicCircuit> {
  const tournaments = await db
    .selectFrom('circuit_tournaments as ct')
    .innerJoin('tournaments as t', 't.id', 'ct.tournament_id')
    .select(['t.id', 't.name', 't.tournament_type', 't.status', 't.created_at'])
    .where('ct.circuit_id', '=', circuit.id)
    .orderBy('t.created_at')
    .orderBy('ct.added_at')
    .orderBy('t.id')
    .execute();
  const results = await circuitResults(
    db,
    tournaments.filter((t) => t.status === COUNTING_STATUS).map((t) => t.id),
  );
  const hiddenIds = new Set(results.filter((r) => r.hidden).map((r) => r.rosterId));
  const tieRule = circuit.tie_rule as CircuitTieRule;
  const scoring = {
    pointsTable: circuit.points_table,
    participationPoints: circuit.participation_points,
    tieRule,
  };
  return {
    name: circuit.name,
    publicToken: circuit.public_token,
    ...scoring,
    tournaments: tournaments.map((t) => ({
      id: t.id,
      name: t.name,
      format: t.tournament_type as TournamentFormat,
      status: t.status as TournamentStatus,
      createdAt: t.created_at.toISOString(),
      counts: t.status === COUNTING_STATUS,
    })),
    standings: circuitStandings(scoring, results).map(({ bestResult: _, ...standing }) => {
      const hidden = hiddenIds.has(standing.rosterId);
      return { ...standing, name: hidden && audience === 'public' ? '' : standing.name, hidden };
    }),
  };
}

/**
 * Each ranked player's place in each of these tournaments (the circuit's completed ones), as their
 * roster entry. A player who left without a place (`ranked` false) has no place to score. Taking
 * the tournaments by id keeps the plan on the rankings' key: joined from the circuit, PGlite (no
 * statistics without ANALYZE) walked every tournament's players of every organiser instead.
 */
async function circuitResults(
  db: Db,
  tournamentIds: readonly string[],
): Promise<(CircuitResult & { hidden: boolean })[]> {
  if (tournamentIds.length === 0) return [];
  return db
    .selectFrom('tournament_rankings as r')
    .innerJoin('roster_players as p', (join) =>
      join.onRef('p.tournament_id', '=', 'r.tournament_id').onRef('p.player_id', '=', 'r.player_id'),
    )
    .innerJoin('roster_entries as e', 'e.id', 'p.entry_id')
    .select([
      'r.tournament_id as tournamentId',
      'e.id as rosterId',
      'e.name',
      'r.position',
      'e.hidden_in_circuits as hidden',
    ])
    .where('r.tournament_id', 'in', [...tournamentIds])
    .where('r.ranked', '=', true)
    .execute();
}

/** A circuit by id with its organiser; undefined when none has the id. */
export async function circuitDetail(
  db: Db,
  circuitId: string,
): Promise<{ organiserId: string; circuit: CircuitDetail } | undefined> {
  const circuit = await findBy(db, 'id', circuitId);
  if (!circuit) return undefined;
  return {
    organiserId: circuit.organiser_id,
    circuit: { id: circuit.id, ...(await publicBody(db, circuit, 'organiser')) },
  };
}

/** A circuit's public body by its link's token; undefined when none has the token. */
export async function publicCircuit(db: Db, publicToken: string): Promise<PublicCircuit | undefined> {
  const circuit = await findBy(db, 'public_token', publicToken);
  return circuit ? publicBody(db, circuit, 'public') : undefined;
}

/** Whether a circuit has this public token (a socket may then watch it). */
export async function circuitTokenExists(db: Db, publicToken: string): Promise<boolean> {
  const row = await db
    .selectFrom('circuits')
    .select('id')
    .where('public_token', '=', publicToken)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organiser's circuits, newest first, with how many tournaments each holds. */
export async function circuitsOf(db: Db, organiserId: string): Promise<CircuitSummary[]> {
  const rows = await db
    .selectFrom('circuits as c')
    .leftJoin('circuit_tournaments as ct', 'ct.circuit_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.public_token',
      'c.created_at',
      sql<string>`count(ct.tournament_id)`.as('tournaments'),
    ])
    .where('c.organiser_id', '=', organiserId)
    .groupBy(['c.id', 'c.name', 'c.public_token', 'c.created_at'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    publicToken: r.public_token,
    tournaments: Number(r.tournaments),
    createdAt: r.created_at.toISOString(),
  }));
}

/**
 * What the circuit decider is told of a tournament being added: its owner, the circuit it counts
 * in already and whether it ranks players (fixed pairs rank pairs); null for no tournament (or
 * an erased owner's).
 */
export async function circuitTournamentFacts(db: Db, tournamentId: string): Promise<TournamentFacts | null> {
  const row = await db
    .selectFrom('tournaments')
    .leftJoin('circuit_tournaments as ct', 'ct.tournament_id', 'tournaments.id')
    .select(['tournaments.owner_id', 'tournaments.tournament_type', 'ct.circuit_id'])
    .where('tournaments.id', '=', tournamentId)
    .where(ownerNotErased)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: tournamentId,
    ownerId: row.owner_id,
    circuitId: row.circuit_id ?? null,
    ranksPlayers: FORMAT_RULES[row.tournament_type as TournamentFormat]?.entity === 'player',
  };
}

/**
 * The public tokens of the circuits among `circuitIds`, holding one of `tournamentIds`, or of one
 * of `organiserIds` (their roster changed: a name, a merge, a player hidden or erased).
 */
export async function circuitTokensOf(
  db: Db,
  {
    circuitIds,
    tournamentIds,
    organiserIds = [],
  }: {
    circuitIds: readonly string[];
    tournamentIds: readonly string[];
    organiserIds?: readonly string[];
  },
): Promise<string[]> {
  if (circuitIds.length === 0 && tournamentIds.length === 0 && organiserIds.length === 0) return [];
  const rows = await db
    .selectFrom('circuits as c')
    .select('c.public_token')
    .where((eb) =>
      eb.or([
        ...(circuitIds.length > 0 ? [eb('c.id', 'in', circuitIds)] : []),
        ...(organiserIds.length > 0 ? [eb('c.organiser_id', 'in', organiserIds)] : []),
        ...(tournamentIds.length > 0
          ? [
              eb(
                'c.id',
                'in',
                eb
                  .selectFrom('circuit_tournaments')
                  .select('circuit_id')
                  .where('tournament_id', 'in', tournamentIds),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  return rows.map((r) => r.public_token);
}
