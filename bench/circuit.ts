/**
 * A club's season (issue 29, Performance): one organiser with PLAYERS roster players and
 * TOURNAMENTS tournaments (two Super 8s for each Super 12), most of them played to the end, the
 * last LINKED + RESULTS of them in one circuit. Two figures, beside the issue's targets:
 *
 *   autocomplete   `GET /api/roster?query=<prefix>` as the creation form sends it while a name is
 *                  typed (one letter, three letters, a surname, a whole name, no match): p99
 *   standings push the circuit's last RESULTS tournaments were seeded one score short; each final
 *                  score (`PATCH /api/matches/{id}`, which completes the tournament) is timed until
 *                  a watcher of the circuit (`watchCircuit`) receives the `circuit:update` whose
 *                  standings count that tournament
 *
 * A real Rodada server runs in this process (`startTestServer`): embedded PGlite in a temporary
 * folder, and real PostgreSQL (a throw-away database) when `DATABASE_URL` is set; the client
 * shares the process with the server. Seeding takes the real routes where a club's data is made
 * (registration, credits, `POST /api/tournaments` with the players' names, so the roster projector
 * links them; the circuit and its tournaments), and appends the scores straight to the event store:
 * each tournament's `RecordScore` commands decided by the tournament decider from its stream and
 * appended in one go, as `handleCommand` would one by one; then the projections catch up.
 *
 * Where a figure's time goes: the same reads called alone, in process, without HTTP (the organiser's
 * ratings fold, the roster search, the circuit's public body), and the circuit push's own stages
 * (which circuits a commit touches, the body computed), timed by wrapping the server's service.
 *
 * Run alone: `npx tsx bench/circuit.ts` (with `DATABASE_URL=postgres://…` for PostgreSQL too).
 *
 *   BENCH_CIRCUIT_PLAYERS      roster players (default 2000)
 *   BENCH_CIRCUIT_TOURNAMENTS  tournaments (default 300)
 *   BENCH_CIRCUIT_LINKED       completed tournaments in the circuit before the timed results (default 20)
 *   BENCH_CIRCUIT_RESULTS      timed results: the circuit's tournaments left one score short (default 20)
 *   BENCH_CIRCUIT_RUNS         timed autocomplete requests per case, after 20 untimed (default 200)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import {
  type ApiClient,
  apiClient,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '@rodada/backend/testing';
import {
  type AllPosition,
  decodeRecorded,
  deriveId,
  type EventToAppend,
  encodeFor,
  nameKey,
  type PublicCircuit,
  type RecordScore,
  type TournamentEvent,
  type TournamentState,
  tournamentDecider,
  tournamentStream,
} from '@rodada/events';
import { foldOrganiserRatings, organiserRatings, publicCircuit, searchRoster } from '@rodada/projections';
import { postgresTarget, type TestDatabaseTarget } from '@rodada/projections/testing';
import { io, type Socket } from 'socket.io-client';
import { realisticName, seeded } from './adminUsers';
import { timeMethod } from './creations';
import { guardRun, type Register, runWhenMain } from './guard';
import { describeMachine } from './machine';
import { int, markdownTable, ms, percentile, verdict } from './report';

export const CIRCUIT_TARGETS = { autocompleteP99Ms: 20, pushMs: 50 } as const;
const WARM_UP_CALLS = 20;
const EVERY_REQUEST = 'every request above';
const AFTER_A_SCORE = "three letters, after correcting the season's first match";
/** Regulars: the players who come back week after week (the rest play once or twice). */
const REGULARS = 120;
const CREDIT_GRANT = 999;
const PUSH_TIMEOUT_MS = 10_000;
const ALONE_RUNS = 50;
const POINTS_TABLE = [100, 80, 60, 40, 30, 15];

export interface CircuitSettings {
  readonly players: number;
  readonly tournaments: number;
  readonly linked: number;
  readonly results: number;
  readonly runs: number;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not ${raw}`);
  return value;
}

export function circuitSettingsFromEnv(): CircuitSettings {
  const settings = {
    players: positiveInteger('BENCH_CIRCUIT_PLAYERS', 2000),
    tournaments: positiveInteger('BENCH_CIRCUIT_TOURNAMENTS', 300),
    linked: positiveInteger('BENCH_CIRCUIT_LINKED', 20),
    results: positiveInteger('BENCH_CIRCUIT_RESULTS', 20),
    runs: positiveInteger('BENCH_CIRCUIT_RUNS', 200),
  };
  if (settings.linked + settings.results > settings.tournaments)
    throw new Error('BENCH_CIRCUIT_LINKED + BENCH_CIRCUIT_RESULTS cannot exceed BENCH_CIRCUIT_TOURNAMENTS');
  if (settings.players < REGULARS + 12)
    throw new Error(`BENCH_CIRCUIT_PLAYERS must be at least ${REGULARS + 12}`);
  return settings;
}

export function circuitSettingsLine(s: CircuitSettings): string {
  return `circuit: ${int(s.players)} roster players, ${int(s.tournaments)} tournaments (Super 8 and Super 12), a circuit of ${s.linked + s.results} of them; ${s.runs} timed autocomplete requests per case after ${WARM_UP_CALLS} untimed, ${s.results} timed results; client in the server's process`;
}

// --- the club's season ----------------------------------------------------------------------------

interface PlannedTournament {
  readonly format: 'super8' | 'super_12';
  readonly players: readonly string[];
}

interface Season {
  readonly names: readonly string[];
  /** A hidden strength per name: the stronger side wins more often, so levels spread. */
  readonly strength: ReadonlyMap<string, number>;
  readonly tournaments: readonly PlannedTournament[];
}

/**
 * `players` distinct names (as the roster tells names apart: case, accents and spaces ignored) and
 * the tournaments they play: every name in at least one tournament, the other seats taken by
 * REGULARS regulars, the first of them far more often than the last (a Zipf-like spread), so the
 * regulars reach the settled K and the circuit's tournaments share players.
 */
export function planSeason(players: number, tournaments: number, seed = 29): Season {
  const random = seeded(seed);
  const names: string[] = [];
  const seen = new Set<string>();
  for (let tries = 0; names.length < players; tries++) {
    if (tries > players * 50) throw new Error(`could not make ${players} distinct names`);
    const { name } = realisticName(random);
    // A club tells its many José Silvas apart the way clubs do: a nickname or the sibling's number.
    const spelled = seen.has(nameKey(name))
      ? `${name} ${['Jr', 'Neto', 'Filho', '2º', 'da Praia'][tries % 5]}`
      : name;
    if (seen.has(nameKey(spelled))) continue;
    seen.add(nameKey(spelled));
    names.push(spelled);
  }
  const strength = new Map(names.map((n) => [n, (random() + random() + random() - 1.5) * 2]));
  const regulars = names.slice(0, REGULARS);
  const regularWeights = regulars.map((_, i) => 1 / (i + 1) ** 0.8);
  const regularTotal = regularWeights.reduce((a, b) => a + b, 0);
  const pickRegular = () => {
    let r = random() * regularTotal;
    for (let i = 0; i < regulars.length; i++) {
      r -= regularWeights[i]!;
      if (r < 0) return regulars[i]!;
    }
    return regulars[regulars.length - 1]!;
  };
  // Everyone once, in a shuffled order (the regulars among them), then regulars fill the seats left.
  const queue = [...names];
  for (let i = queue.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queue[i], queue[j]] = [queue[j]!, queue[i]!];
  }
  const formats = Array.from({ length: tournaments }, (_, t): PlannedTournament['format'] =>
    t % 3 === 2 ? 'super_12' : 'super8',
  );
  const seats = formats.reduce((sum, f) => sum + (f === 'super8' ? 8 : 12), 0);
  if (seats < players)
    throw new Error(`${tournaments} tournaments seat ${seats} players, fewer than ${players}`);
  const planned: PlannedTournament[] = [];
  let newcomersSoFar = 0;
  let seatsSoFar = 0;
  for (const format of formats) {
    const size = format === 'super8' ? 8 : 12;
    seatsSoFar += size;
    // Newcomers spread evenly over the season: the queue is empty after the last tournament.
    const newcomers = Math.min(size, Math.round((seatsSoFar / seats) * players) - newcomersSoFar);
    newcomersSoFar += newcomers;
    const chosen = new Set<string>();
    for (let k = 0; k < newcomers; k++) chosen.add(queue.pop()!);
    while (chosen.size < size) chosen.add(pickRegular());
    planned.push({ format, players: [...chosen] });
  }
  if (queue.length > 0) throw new Error(`${queue.length} names never played`);
  return { names, strength, tournaments: planned };
}

/** A padel-like result: the stronger side wins more often; 6 games to 0-5 (a draw now and then at 5-5). */
function drawScore(random: () => number, strength1: number, strength2: number) {
  const firstWins = random() < 1 / (1 + Math.exp(strength2 - strength1));
  const loser = Math.floor(random() * 6);
  if (loser === 5 && random() < 0.3) return { team1Score: 5, team2Score: 5 };
  return firstWins ? { team1Score: 6, team2Score: loser } : { team1Score: loser, team2Score: 6 };
}

// --- seeding ----------------------------------------------------------------------------------------

export interface CircuitSeed {
  readonly target: 'pglite' | 'postgres';
  readonly rosterPlayers: number;
  readonly tournaments: number;
  readonly completed: number;
  readonly matches: number;
  readonly circuitTournaments: number;
  readonly ratedPlayers: number;
  readonly createSeconds: number;
  readonly scoreSeconds: number;
  readonly circuitSeconds: number;
}

interface Pending {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly score: { team1Score: number; team2Score: number };
}

async function expectOk(what: string, answer: { status: number; body: unknown }): Promise<void> {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Runs `work` over `items`, `parallel` at a time, in order of start. */
async function eachParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, i: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/**
 * Every match of the tournament scored but the last when `leaveLast`: the decider decides each
 * `RecordScore` from the stream's state and the events go in one append, as the app writes them.
 */
async function scoreTournament(
  server: TestServer,
  organiserId: string,
  tournamentId: string,
  season: Season,
  random: () => number,
  clock: () => string,
  leaveLast: boolean,
): Promise<{ position: AllPosition; matches: number; pending: Pending | null }> {
  const store = server.system.store;
  const streamId = tournamentStream(tournamentId);
  const past = await store.readStream(streamId);
  let state: TournamentState = past.reduce(
    (s, recorded) => tournamentDecider.evolve(s, decodeRecorded(recorded) as TournamentEvent),
    tournamentDecider.initialState(),
  );
  const matches = Object.values(state.matches).sort((a, b) => a.slot - b.slot || a.order - b.order);
  const strengthOf = (ids: readonly string[]) =>
    ids.reduce((sum, id) => sum + (season.strength.get(state.names[id] ?? '') ?? 0), 0);
  const toAppend: EventToAppend[] = [];
  let pending: Pending | null = null;
  for (const [i, match] of matches.entries()) {
    const score = drawScore(random, strengthOf(match.team1), strengthOf(match.team2));
    if (leaveLast && i === matches.length - 1) {
      pending = { tournamentId, matchId: match.id, score };
      break;
    }
    const commandId = randomUUID();
    const command: RecordScore = {
      type: 'RecordScore',
      data: { matchId: match.id, ...score },
      metadata: {
        actor: { kind: 'user', id: organiserId },
        at: clock(),
        commandId,
        correlationId: commandId,
      },
    };
    tournamentDecider.decide(command, state).forEach((event, k) => {
      toAppend.push({
        id: deriveId(commandId, streamId, k),
        ...encodeFor(streamId, event),
        metadata: { ...command.metadata },
      });
      state = tournamentDecider.evolve(state, event);
    });
  }
  const { position } = await store.append(streamId, toAppend, past.at(-1)!.revision);
  return { position, matches: matches.length - (pending ? 1 : 0), pending };
}

interface Club {
  readonly owner: ApiClient;
  readonly organiserId: string;
  readonly circuitId: string;
  readonly publicToken: string;
  readonly season: Season;
  readonly pending: readonly Pending[];
  /** A match of the first tournament (completed, outside the circuit): the "after a score" case corrects it. */
  readonly correctedMatchId: string;
  readonly seed: CircuitSeed;
}

async function seedClub(
  server: TestServer,
  settings: CircuitSettings,
  log: (line: string) => void,
): Promise<Club> {
  const target = server.config.databaseUrl ? 'postgres' : 'pglite';
  const parallel = target === 'postgres' ? 4 : 2;
  const season = planSeason(settings.players, settings.tournaments);

  const admin = apiClient(server);
  await expectOk('admin login', await admin.post('/api/login', TEST_ADMIN));
  const owner = apiClient(server);
  const registered = await owner.post('/api/register', {
    name: 'Clube da Bancada',
    email: `bench-${randomUUID().slice(0, 8)}@clube.com.br`,
    password: 'senha123',
    terms: true,
  });
  await expectOk('register', registered);
  const organiserId = registered.body.id as string;
  for (let granted = 0; granted < settings.tournaments; granted += CREDIT_GRANT)
    await expectOk(
      'grant',
      await admin.post(`/api/admin/users/${organiserId}/credits`, { credits: CREDIT_GRANT, reason: 'bonus' }),
    );

  log(`${target}: creating ${settings.tournaments} tournaments (${parallel} at a time)…`);
  let started = performance.now();
  const ids: string[] = new Array(settings.tournaments);
  await eachParallel(season.tournaments, parallel, async (t, i) => {
    const created = await owner.post('/api/tournaments', {
      name: `${t.format === 'super8' ? 'Super 8' : 'Super 12'} de quinta #${i + 1}`,
      courts: t.format === 'super8' ? 2 : 3,
      players: t.players,
      tournamentType: t.format,
    });
    await expectOk('create', created);
    ids[i] = created.body.id;
  });
  const createSeconds = (performance.now() - started) / 1000;

  log(`${target}: scoring them (straight to the event store), the projections catching up…`);
  started = performance.now();
  // Tournament i was played on its own afternoon (a minute apart here), its matches a second apart,
  // each with its own generator: the levels come out the same however the appends interleave.
  const seasonStart = Date.now() - (settings.tournaments + 1) * 60_000;
  const firstPending = settings.tournaments - settings.results;
  const positions: AllPosition[] = [];
  const pending: Pending[] = [];
  let matches = 0;
  await eachParallel(ids, parallel, async (id, i) => {
    let at = seasonStart + i * 60_000;
    const clock = () => {
      at += 1000;
      return new Date(at).toISOString();
    };
    const scored = await scoreTournament(
      server,
      organiserId,
      id,
      season,
      seeded(2027 + i),
      clock,
      i >= firstPending,
    );
    positions.push(scored.position);
    matches += scored.matches;
    if (scored.pending) pending.push(scored.pending);
  });
  for (const p of positions) await server.system.settle(p);
  const scoreSeconds = (performance.now() - started) / 1000;
  pending.sort((a, b) => ids.indexOf(a.tournamentId) - ids.indexOf(b.tournamentId));

  log(`${target}: a circuit of the last ${settings.linked + settings.results} tournaments…`);
  started = performance.now();
  const circuit = await owner.post('/api/circuits', {
    name: 'Circuito de Verão 2027',
    pointsTable: POINTS_TABLE,
    participationPoints: 5,
    tieRule: 'attendance',
  });
  await expectOk('circuit', circuit);
  const circuitId = circuit.body.id as string;
  for (const id of ids.slice(settings.tournaments - settings.linked - settings.results))
    await expectOk(
      'add to circuit',
      await owner.post(`/api/circuits/${circuitId}/tournaments`, { tournamentId: id }),
    );
  const circuitSeconds = (performance.now() - started) / 1000;

  // What the club now has, read the way the organiser reads it.
  const everyone = await owner.get('/api/roster?all=true');
  await expectOk('roster', everyone);
  const roster = everyone.body as { level: { rating: number } | null }[];
  if (roster.length !== settings.players)
    throw new Error(`${target}: the roster has ${roster.length} players, expected ${settings.players}`);
  const detail = await owner.get(`/api/circuits/${circuitId}`);
  await expectOk('circuit detail', detail);
  const counting = (detail.body.tournaments as { counts: boolean }[]).filter((t) => t.counts).length;
  if (counting !== settings.linked || detail.body.standings.length === 0)
    throw new Error(`${target}: the circuit counts ${counting} tournaments, expected ${settings.linked}`);
  const firstTournament = await owner.get(`/api/tournaments/${ids[0]}`);
  await expectOk('first tournament', firstTournament);
  const tournamentsList = await owner.get('/api/tournaments');
  const completed = (tournamentsList.body as { status: string }[]).filter(
    (t) => t.status === 'completed',
  ).length;
  if (completed !== firstPending)
    throw new Error(`${target}: ${completed} tournaments completed, expected ${firstPending}`);
  return {
    owner,
    organiserId,
    circuitId,
    publicToken: circuit.body.publicToken ?? detail.body.publicToken,
    season,
    pending,
    correctedMatchId: firstTournament.body.matches[0].id,
    seed: {
      target,
      rosterPlayers: roster.length,
      tournaments: settings.tournaments,
      completed,
      matches,
      circuitTournaments: settings.linked + settings.results,
      ratedPlayers: roster.filter((r) => r.level !== null).length,
      createSeconds,
      scoreSeconds,
      circuitSeconds,
    },
  };
}

// --- autocomplete ---------------------------------------------------------------------------------

interface AutocompleteCase {
  readonly label: string;
  readonly queries: readonly string[];
}

function autocompleteCases(season: Season): AutocompleteCase[] {
  const random = seeded(7);
  const some = (n: number) =>
    Array.from({ length: n }, () => season.names[Math.floor(random() * season.names.length)]!);
  const words = (name: string) => name.split(' ');
  return [
    { label: 'one letter', queries: [...new Set(some(40).map((n) => nameKey(n).slice(0, 1)))] },
    { label: 'three letters', queries: some(10).map((n) => nameKey(n).slice(0, 3)) },
    { label: 'a surname', queries: some(10).map((n) => words(n).at(-1)!.toLowerCase()) },
    { label: 'a whole name', queries: some(10) },
    { label: 'no match', queries: ['xyzzy', 'qwk', 'zzz', 'wq'] },
  ];
}

export interface AutocompleteResult {
  readonly target: 'pglite' | 'postgres';
  readonly label: string;
  readonly queries: number;
  /** Entries answered per request, on average. */
  readonly answered: number;
  readonly runs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

function summarise(
  target: 'pglite' | 'postgres',
  label: string,
  queries: number,
  answered: number,
  latencies: number[],
): AutocompleteResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target,
    label,
    queries,
    answered,
    runs: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

async function benchAutocomplete(
  club: Club,
  settings: CircuitSettings,
  log: (line: string) => void,
): Promise<AutocompleteResult[]> {
  const target = club.seed.target;
  const results: AutocompleteResult[] = [];
  const all: number[] = [];
  for (const c of autocompleteCases(club.season)) {
    log(`${target}: autocomplete, ${c.label}, ${settings.runs} requests…`);
    const ask = async (query: string) => {
      const answer = await club.owner.get(`/api/roster?query=${encodeURIComponent(query)}`);
      await expectOk(`roster ${query}`, answer);
      const entries = answer.body as { name: string }[];
      const key = nameKey(query);
      for (const e of entries)
        if (!nameKey(e.name).startsWith(key) && !nameKey(e.name).includes(` ${key}`))
          throw new Error(`'${query}' answered ${e.name}`);
      return entries.length;
    };
    for (let i = 0; i < WARM_UP_CALLS; i++) await ask(c.queries[i % c.queries.length]!);
    const latencies: number[] = [];
    let answered = 0;
    for (let i = 0; i < settings.runs; i++) {
      const t0 = performance.now();
      answered += await ask(c.queries[i % c.queries.length]!);
      latencies.push(performance.now() - t0);
    }
    all.push(...latencies);
    results.push(summarise(target, c.label, c.queries.length, answered / settings.runs, latencies));
  }
  results.push(
    summarise(
      target,
      EVERY_REQUEST,
      results.reduce((n, r) => n + r.queries, 0),
      0,
      all,
    ),
  );

  // A score typed in meanwhile moves the levels. The worst one: a correction of the season's very
  // first match (7-0, 7-1, 7-2 in turn: the seeding never scores 7), after which the whole season
  // is folded again (in memory: only that tournament's matches are read again).
  log(
    `${target}: autocomplete right after correcting the season's first match (its levels folded again from the start), ${settings.runs} requests…`,
  );
  const queries = autocompleteCases(club.season)[1]!.queries;
  const latencies: number[] = [];
  let answered = 0;
  for (let i = 0; i < settings.runs; i++) {
    await expectOk(
      'correction',
      await club.owner.patch(`/api/matches/${club.correctedMatchId}`, { team1Score: 7, team2Score: i % 3 }),
    );
    const t0 = performance.now();
    const answer = await club.owner.get(
      `/api/roster?query=${encodeURIComponent(queries[i % queries.length]!)}`,
    );
    latencies.push(performance.now() - t0);
    await expectOk('roster after a score', answer);
    answered += (answer.body as unknown[]).length;
  }
  results.push(summarise(target, AFTER_A_SCORE, queries.length, answered / settings.runs, latencies));
  return results;
}

// --- the standings push -----------------------------------------------------------------------------

export interface PushResult {
  readonly target: 'pglite' | 'postgres';
  readonly results: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly patchP50Ms: number;
  readonly patchP99Ms: number;
  readonly standings: number;
}

async function watch(server: TestServer, publicToken: string): Promise<Socket> {
  const socket = io(server.url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await new Promise<{ ok: boolean }>((resolve) =>
    socket.emit('watchCircuit', { publicToken }, resolve),
  );
  if (!ack.ok) throw new Error(`watchCircuit refused: ${JSON.stringify(ack)}`);
  return socket;
}

async function benchPush(server: TestServer, club: Club, log: (line: string) => void): Promise<PushResult> {
  const target = club.seed.target;
  log(`${target}: ${club.pending.length} linked results, each timed to the watcher's circuit:update…`);
  const socket = await watch(server, club.publicToken);
  try {
    let expectation: { tournamentId: string; resolve: (at: number, body: PublicCircuit) => void } | null =
      null;
    let lastBody: PublicCircuit | null = null;
    socket.on('circuit:update', (body: PublicCircuit) => {
      const at = performance.now();
      lastBody = body;
      const counted = body.tournaments.find((t) => t.id === expectation?.tournamentId)?.counts;
      if (expectation && counted) {
        expectation.resolve(at, body);
        expectation = null;
      }
    });
    const latencies: number[] = [];
    const answers: number[] = [];
    for (const p of club.pending) {
      const received = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `${target}: no circuit:update counting ${p.tournamentId} within ${PUSH_TIMEOUT_MS} ms`,
              ),
            ),
          PUSH_TIMEOUT_MS,
        );
        expectation = {
          tournamentId: p.tournamentId,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      });
      const sent = performance.now();
      const answer = await club.owner.patch(`/api/matches/${p.matchId}`, p.score);
      answers.push(performance.now() - sent);
      await expectOk('final score', answer);
      latencies.push((await received) - sent);
      // Let any push the same commit set off arrive before the next result.
      await new Promise((r) => setTimeout(r, 100));
    }
    // The last push is what the public page shows.
    const shown = (await apiClient(server).get(`/api/public/circuits/${club.publicToken}`)).body;
    if (JSON.stringify(shown) !== JSON.stringify(lastBody))
      throw new Error(`${target}: the last push differs from GET /api/public/circuits`);
    const sorted = [...latencies].sort((a, b) => a - b);
    const sortedAnswers = [...answers].sort((a, b) => a - b);
    return {
      target,
      results: latencies.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? 0,
      patchP50Ms: percentile(sortedAnswers, 50),
      patchP99Ms: percentile(sortedAnswers, 99),
      standings: (shown as PublicCircuit).standings.length,
    };
  } finally {
    socket.close();
  }
}

// --- where the time goes ------------------------------------------------------------------------------

export interface StageResult {
  readonly target: 'pglite' | 'postgres';
  readonly stage: string;
  readonly calls: number;
  readonly meanMs: number;
  readonly p99Ms: number;
}

function stageOf(target: 'pglite' | 'postgres', stage: string, samples: readonly number[]): StageResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    target,
    stage,
    calls: samples.length,
    meanMs: samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length),
    p99Ms: percentile(sorted, 99),
  };
}

async function timeAlone(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * The reads behind both figures, called alone in this process (no HTTP, no JSON); and the levels
 * the roster answers checked against a fold afresh, after every change the bench made.
 */
async function benchStagesAlone(server: TestServer, club: Club): Promise<StageResult[]> {
  const db = server.system.database.db;
  const target = club.seed.target;
  const query = nameKey(club.season.names[0]!).slice(0, 3);
  if (
    !isDeepStrictEqual(
      await organiserRatings(db, club.organiserId),
      await foldOrganiserRatings(db, club.organiserId),
    )
  )
    throw new Error(`${target}: the levels kept differ from the levels folded afresh`);
  return [
    stageOf(
      target,
      'foldOrganiserRatings (the levels folded afresh)',
      await timeAlone(ALONE_RUNS, () => foldOrganiserRatings(db, club.organiserId)),
    ),
    stageOf(
      target,
      'organiserRatings (kept: its version read)',
      await timeAlone(ALONE_RUNS, () => organiserRatings(db, club.organiserId)),
    ),
    stageOf(
      target,
      `searchRoster '${query}', 20 entries`,
      await timeAlone(ALONE_RUNS, () => searchRoster(db, club.organiserId, query, 20)),
    ),
    stageOf(
      target,
      'publicCircuit (the standings body)',
      await timeAlone(ALONE_RUNS, () => publicCircuit(db, club.publicToken)),
    ),
  ];
}

/** Wraps the circuits service the push calls: its stages' times while the results are timed. */
function tracePush(server: TestServer) {
  const samples = new Map<string, number[]>();
  const record = (label: string, took: number) => samples.set(label, [...(samples.get(label) ?? []), took]);
  const circuits = server.system.services.circuits;
  timeMethod(circuits, 'publicTokensOf', () => 'push: circuits the commit touches (publicTokensOf)', record);
  timeMethod(circuits, 'publicBody', () => 'push: the standings body (publicBody)', record);
  return (target: 'pglite' | 'postgres') => [...samples].map(([stage, list]) => stageOf(target, stage, list));
}

// --- one database ------------------------------------------------------------------------------------

export interface CircuitResult {
  readonly seed: CircuitSeed;
  readonly autocomplete: readonly AutocompleteResult[];
  readonly push: PushResult;
  readonly stages: readonly StageResult[];
}

export async function benchCircuit(
  target: TestDatabaseTarget | null,
  settings: CircuitSettings,
  register: Register = () => () => {},
  log: (line: string) => void = () => {},
): Promise<CircuitResult> {
  const server = await startTestServer(target, { LOG_LEVEL: 'silent' }, [], { print: () => {} });
  const unregister = register(() => server.close());
  try {
    const club = await seedClub(server, settings, log);
    const autocomplete = await benchAutocomplete(club, settings, log);
    const pushStages = tracePush(server);
    const push = await benchPush(server, club, log);
    const stages = [...(await benchStagesAlone(server, club)), ...pushStages(club.seed.target)];
    return { seed: club.seed, autocomplete, push, stages };
  } finally {
    unregister();
    await server.close();
  }
}

export function formatCircuitTables(results: readonly CircuitResult[]): string {
  const seeds = markdownTable(
    [
      'database',
      'roster players',
      'tournaments',
      'completed',
      'matches scored',
      'in the circuit',
      'rated players',
      'create s',
      'score + project s',
      'circuit s',
    ],
    results.map(({ seed: s }) => [
      s.target,
      int(s.rosterPlayers),
      int(s.tournaments),
      int(s.completed),
      int(s.matches),
      int(s.circuitTournaments),
      int(s.ratedPlayers),
      s.createSeconds.toFixed(1),
      s.scoreSeconds.toFixed(1),
      s.circuitSeconds.toFixed(1),
    ]),
    [false, true, true, true, true, true, true, true, true, true],
  );
  const autocomplete = markdownTable(
    [
      'database',
      'GET /api/roster?query=',
      'queries',
      'entries',
      'runs',
      'p50 ms',
      'p99 ms',
      'max ms',
      'target p99',
    ],
    results.flatMap((r) =>
      r.autocomplete.map((a) => [
        a.target,
        a.label,
        String(a.queries),
        a.label === EVERY_REQUEST ? '' : a.answered.toFixed(1),
        int(a.runs),
        ms(a.p50Ms),
        ms(a.p99Ms),
        ms(a.maxMs),
        `≤ ${CIRCUIT_TARGETS.autocompleteP99Ms}: ${verdict(a.p99Ms <= CIRCUIT_TARGETS.autocompleteP99Ms)}`,
      ]),
    ),
    [false, false, true, true, true, true, true, true, false],
  );
  const push = markdownTable(
    ['database', 'results', 'standings', 'p50 ms', 'p99 ms', 'max ms', 'target', 'PATCH answer p50', 'p99'],
    results.map(({ push: p }) => [
      p.target,
      String(p.results),
      String(p.standings),
      ms(p.p50Ms),
      ms(p.p99Ms),
      ms(p.maxMs),
      `≤ ${CIRCUIT_TARGETS.pushMs}: ${verdict(p.maxMs <= CIRCUIT_TARGETS.pushMs)}`,
      ms(p.patchP50Ms),
      ms(p.patchP99Ms),
    ]),
    [false, true, true, true, true, true, false, true, true],
  );
  const stages = markdownTable(
    ['database', 'stage', 'calls', 'mean ms', 'p99 ms'],
    results.flatMap((r) => r.stages.map((s) => [s.target, s.stage, int(s.calls), ms(s.meanMs), ms(s.p99Ms)])),
    [false, false, true, true, true],
  );
  return [
    seeds,
    `Roster autocomplete (the organiser's client; every answer checked: each entry has a word starting with the query):\n\n${autocomplete}`,
    `Circuit standings pushed after a linked result (final score PATCH sent → circuit:update counting that tournament received; the target holds every result, so the max):\n\n${push}`,
    `Where the time goes (the reads alone in process, ${ALONE_RUNS} calls each after 5; the push's stages while the results were timed):\n\n${stages}`,
  ].join('\n\n');
}

async function main(): Promise<void> {
  const { register } = guardRun('circuit bench', 20);
  const settings = circuitSettingsFromEnv();
  const started = performance.now();
  console.log('Rodada circuit bench');
  for (const line of describeMachine()) console.log(`  ${line}`);
  console.log(`  ${circuitSettingsLine(settings)}`);
  const log = (line: string) => console.log(`  ${line}`);
  const url = process.env.DATABASE_URL;
  if (!url) console.log('  PostgreSQL: skipped, DATABASE_URL is not set.');
  const results: CircuitResult[] = [];
  for (const target of [null, ...(url ? [postgresTarget(url)] : [])])
    results.push(await benchCircuit(target, settings, register, log));
  console.log('');
  console.log(formatCircuitTables(results));
  console.log('');
  console.log(`total run time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

runWhenMain(import.meta.url, main);
