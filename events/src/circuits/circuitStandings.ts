import type { CircuitTieRule } from './circuitEvents';

/** How a circuit scores: its points table, participation bonus and tie rule. */
export interface CircuitScoring {
  readonly pointsTable: readonly number[];
  readonly participationPoints: number;
  readonly tieRule: CircuitTieRule;
}

/** A roster player's place in one of the circuit's tournaments (1 = won). */
export interface CircuitResult {
  readonly tournamentId: string;
  readonly rosterId: string;
  readonly name: string;
  readonly position: number;
}

export interface CircuitStanding {
  readonly rosterId: string;
  readonly name: string;
  readonly points: number;
  /** Tournaments of the circuit they played (attendance). */
  readonly tournaments: number;
  /** Their best place in one of them. */
  readonly bestResult: number;
  /** Their place in the circuit; players the tie rule cannot separate share it. */
  readonly position: number;
}

/** Points a place earns: the table's figure for it, nothing past the table's end. */
export const pointsForPlace = (table: readonly number[], position: number) => table[position - 1] ?? 0;

type Compare = (a: CircuitStanding, b: CircuitStanding) => number;
const byAttendance: Compare = (a, b) => b.tournaments - a.tournaments;
const byBestResult: Compare = (a, b) => a.bestResult - b.bestResult;

/** After points, what tells two players apart; whatever is still level is shared. */
const TIE_BREAKS: Record<CircuitTieRule, readonly Compare[]> = {
  attendance: [byAttendance, byBestResult],
  bestResult: [byBestResult, byAttendance],
  shared: [],
};

function compareBy(rule: CircuitTieRule): Compare {
  const breaks = TIE_BREAKS[rule];
  return (a, b) => {
    let order = b.points - a.points;
    for (const next of breaks) if (order === 0) order = next(a, b);
    return order;
  };
}

/**
 * The circuit's standings from its tournaments' results: a player's points are the sum, over the
 * tournaments they played, of their place's points plus the participation bonus. Highest points
 * first; level players are told apart by the tie rule (attendance then best result, best result
 * then attendance, or neither), and those it cannot separate share a place (1, 1, 3). A player
 * counted twice in one tournament (two names later merged) counts once, with their better place.
 */
export function circuitStandings(
  scoring: CircuitScoring,
  results: readonly CircuitResult[],
): CircuitStanding[] {
  const best = new Map<string, CircuitResult>();
  for (const r of results) {
    const key = `${r.rosterId}/${r.tournamentId}`;
    const known = best.get(key);
    if (!known || r.position < known.position) best.set(key, r);
  }
  const players = new Map<
    string,
    { name: string; points: number; tournaments: number; bestResult: number }
  >();
  for (const r of best.values()) {
    const player = players.get(r.rosterId) ?? {
      name: r.name,
      points: 0,
      tournaments: 0,
      bestResult: r.position,
    };
    player.points += pointsForPlace(scoring.pointsTable, r.position) + scoring.participationPoints;
    player.tournaments += 1;
    player.bestResult = Math.min(player.bestResult, r.position);
    players.set(r.rosterId, player);
  }
  const compare = compareBy(scoring.tieRule);
  const unplaced = [...players].map(([rosterId, p]) => ({ rosterId, ...p, position: 0 }));
  unplaced.sort(
    (a, b) => compare(a, b) || a.name.localeCompare(b.name) || a.rosterId.localeCompare(b.rosterId),
  );
  const standings: CircuitStanding[] = [];
  for (const [i, standing] of unplaced.entries()) {
    const previous = standings[i - 1];
    const shared = previous !== undefined && compare(previous, standing) === 0;
    standings.push({ ...standing, position: shared ? previous.position : i + 1 });
  }
  return standings;
}
