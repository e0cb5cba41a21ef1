import { type Browser, expect, type Page } from '@playwright/test';
import { apiContext, BASE_URL, grantCredits, uniqueEmail } from './accounts';

export interface Player {
  readonly id: string;
  readonly name: string;
}

export interface ScheduledMatch {
  readonly id: string;
  readonly round: number;
  readonly court: number;
  readonly order: number;
  /** The time slot it is played in, 1, 2, … across the tournament. */
  readonly slot: number;
  readonly player1Id: string;
  readonly player2Id: string | null;
  readonly player3Id: string;
  readonly player4Id: string | null;
  readonly team1Score: number | null;
  readonly team2Score: number | null;
  readonly completed: boolean;
  /** How many times the match was scored (0 = never): the base of the two-devices rule. */
  readonly version: number;
}

export interface PublicBody {
  readonly name: string;
  readonly status: string;
  readonly revision: number;
  readonly players: readonly Player[];
  readonly matches: readonly ScheduledMatch[];
}

export interface RankingLine {
  readonly position: number;
  readonly name: string;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly points: number;
  readonly gameBalance: number;
}

/**
 * Registers a new organiser in the page's own browser context (so the page is signed in) and has
 * the administrator grant them `credits` (registration gives none).
 */
export async function signedInOrganiser(page: Page, credits: number, prefix = 'organiser') {
  const email = uniqueEmail(prefix);
  const registered = await page.request.post('/api/register', {
    data: { name: 'Organizadora Teste', email, password: 'organiser-pass', terms: true },
    headers: { origin: BASE_URL },
  });
  expect(registered.status()).toBe(201);
  const user = (await registered.json()) as { id: string; credits: number };
  expect(user.credits).toBe(0);
  if (credits > 0) await grantCredits(user.id, credits);
  return { id: user.id, email };
}

export async function publicBody(publicToken: string): Promise<PublicBody> {
  const api = await apiContext();
  const response = await api.get(`/api/public/tournaments/${publicToken}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as PublicBody;
  await api.dispose();
  return body;
}

/** A second browser, signed out, as a spectator at the club. */
export async function spectator(browser: Browser, publicToken: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/public/tournament/${publicToken}`);
  await expect(page.getByTestId('public-board')).toBeVisible();
  return page;
}

/** The ranking table as it reads on a page (the first table under `scope`). */
export async function readRanking(page: Page, scopeTestId: string): Promise<RankingLine[]> {
  return page
    .getByTestId(scopeTestId)
    .getByTestId('ranking-row')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const text = (id: string) => row.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
        return {
          position: Number(text('ranking-position')),
          name: text('ranking-name'),
          wins: Number(text('ranking-wins')),
          losses: Number(text('ranking-losses')),
          draws: Number(text('ranking-draws')),
          points: Number(text('ranking-points')),
          gameBalance: Number(text('ranking-balance')),
        };
      }),
    );
}

/** The two sides of a match as entity ids: two players each, or one pair (player1 vs player3). */
function sidesOf(match: ScheduledMatch): [string[], string[]] {
  const side = (a: string, b: string | null) => (b === null || b === a ? [a] : [a, b]);
  return [side(match.player1Id, match.player2Id), side(match.player3Id, match.player4Id)];
}

/**
 * The ranking worked out by hand from the rules (docs/formats.md), independently of the app:
 * a win is worth 3 points, a draw 2, a loss 1, a match not yet played 0; SG is games won minus
 * games lost. Order: points, then wins, then SG; players level on all three share a position and
 * are listed alphabetically.
 */
export function expectedRanking(
  body: PublicBody,
  results: ReadonlyMap<string, readonly [number, number]>,
  /** 'points': a result is worth the points won (points and timed modes); 'games': 3/2/1. */
  worth: 'games' | 'points' = 'games',
): RankingLine[] {
  const WIN = 3;
  const DRAW = 2;
  const LOSS = 1;
  const rows = new Map(
    body.players.map((p) => [
      p.id,
      { name: p.name, wins: 0, losses: 0, draws: 0, points: 0, gameBalance: 0 },
    ]),
  );
  for (const match of body.matches) {
    const score = results.get(match.id);
    if (!score) continue;
    const [team1, team2] = sidesOf(match);
    const [games1, games2] = score;
    for (const [side, own, other] of [
      [team1, games1, games2],
      [team2, games2, games1],
    ] as const) {
      for (const id of side) {
        const row = rows.get(id)!;
        if (own > other) {
          row.wins += 1;
          row.points += worth === 'points' ? own : WIN;
        } else if (own === other) {
          row.draws += 1;
          row.points += worth === 'points' ? own : DRAW;
        } else {
          row.losses += 1;
          row.points += worth === 'points' ? own : LOSS;
        }
        row.gameBalance += own - other;
      }
    }
  }
  // Rests (docs/formats.md): each match fewer than the most anyone is scheduled is credited with
  // the player's own average per match played, rounded, but no more of them than the rounds the
  // player has sat out whose matches all have a result.
  const scheduled = new Map(body.players.map((p) => [p.id, 0]));
  for (const match of body.matches)
    for (const id of sidesOf(match).flat()) scheduled.set(id, (scheduled.get(id) ?? 0) + 1);
  const most = Math.max(...scheduled.values());
  const rounds = [...new Set(body.matches.map((m) => m.round))].map((round) =>
    body.matches.filter((m) => m.round === round),
  );
  const completeRounds = rounds.filter((round) => round.every((m) => results.has(m.id)));
  for (const [id, row] of rows) {
    const played = row.wins + row.draws + row.losses;
    const satOut = completeRounds.filter(
      (round) => !round.some((m) => sidesOf(m).flat().includes(id)),
    ).length;
    const shortfall = Math.min(most - scheduled.get(id)!, satOut);
    if (played > 0) row.points += Math.round((row.points * shortfall) / played);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      b.gameBalance - a.gameBalance ||
      a.name.localeCompare(b.name, 'pt-BR'),
  );
  const level = (a: (typeof sorted)[number], b: (typeof sorted)[number]) =>
    a.points === b.points && a.wins === b.wins && a.gameBalance === b.gameBalance;
  let position = 0;
  return sorted.map((row, i) => {
    if (i === 0 || !level(sorted[i - 1]!, row)) position = i + 1;
    return { position, ...row };
  });
}

/** A fixed, varied list of results with draws in it: match i gets SCORES[i % SCORES.length]. */
export const SCORES: readonly (readonly [number, number])[] = [
  [6, 3],
  [4, 4],
  [2, 6],
  [6, 5],
  [3, 3],
  [7, 1],
  [0, 6],
  [5, 6],
  [6, 0],
  [1, 1],
  [6, 4],
  [4, 6],
  [9, 8],
];

/** Types a result into the owner's card for `matchId` and saves it. */
export async function enterResult(
  owner: Page,
  matchId: string,
  [a, b]: readonly [number, number],
): Promise<void> {
  const card = owner.locator(`[data-testid="match-card"][data-match-id="${matchId}"]`);
  await card.getByTestId('score-team1').fill(String(a));
  await card.getByTestId('score-team2').fill(String(b));
  await card.getByTestId('save-score').click();
  await expect(card).toHaveAttribute('data-completed', 'true');
  await expect(card.getByTestId('score-team1')).toHaveValue(String(a));
  await expect(card.getByTestId('score-team2')).toHaveValue(String(b));
}

/** A Super 16 / 32 as the public GET returns it (the fields the journeys read). */
export interface SuperGroupsBody extends PublicBody {
  readonly players: readonly (Player & { readonly groupId: string | null })[];
  readonly matches: readonly (ScheduledMatch & {
    readonly groupId: string | null;
    readonly matchType: string;
  })[];
  readonly groups: readonly {
    readonly id: string;
    readonly court: number;
    readonly members: readonly string[];
  }[];
  readonly superFinalGenerated: boolean;
  readonly hasTiebreakIssues: boolean;
}

/** One group of a Super 16 / 32 as if it were a tournament of its own: its 8 players and its matches. */
export function groupOf(body: SuperGroupsBody, groupId: string): SuperGroupsBody {
  return {
    ...body,
    players: body.players.filter((p) => p.groupId === groupId),
    matches: body.matches.filter((m) => m.matchType === 'group' && m.groupId === groupId),
  };
}

/** Players level on points, wins and SG (same position), as [first, last] positions with their names. */
export function levelClusters(
  ranking: readonly RankingLine[],
): { from: number; to: number; names: string[] }[] {
  const byPosition = new Map<number, string[]>();
  for (const row of ranking)
    byPosition.set(row.position, [...(byPosition.get(row.position) ?? []), row.name]);
  return [...byPosition.entries()]
    .filter(([, names]) => names.length > 1)
    .map(([from, names]) => ({ from, to: from + names.length - 1, names }));
}

/** A small deterministic generator, so a search over results gives the same answer for the same draw. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Results for one group's matches (searched over the fixed SCORES list) whose ranking has the
 * shape `wanted` asks for; the draw is random, so the results are worked out from the schedule.
 */
export function groupResultsWhere(
  group: SuperGroupsBody,
  wanted: (clusters: ReturnType<typeof levelClusters>) => boolean,
): Map<string, readonly [number, number]> {
  const random = seededRandom(2026);
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const results = new Map(
      group.matches.map((m) => [m.id, SCORES[Math.floor(random() * SCORES.length)]!] as const),
    );
    if (wanted(levelClusters(expectedRanking(group, results)))) return results;
  }
  throw new Error('no results give the wanted ranking');
}

/** No tie that touches a Super Final place (every level group of players starts below 4th). */
export const noQualifyingTie = (clusters: ReturnType<typeof levelClusters>) =>
  clusters.every((c) => c.from > 4);

/** Exactly one tie that matters, and it straddles the qualifying line: level players across 4th and 5th. */
export const tieAcrossTheLine = (clusters: ReturnType<typeof levelClusters>) => {
  const relevant = clusters.filter((c) => c.from <= 4);
  return relevant.length === 1 && relevant[0]!.to >= 5 && relevant[0]!.from >= 2;
};
