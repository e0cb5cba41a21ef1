import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  type AllPosition,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  START,
  UserRegisteredData,
} from '@rodada/events';
import { percentile, type Result } from './report';

export interface AppendCase {
  /** Events per append (one transaction each). */
  readonly batch: number;
  /** Concurrent writers, each on streams of its own. */
  readonly writers: number;
}

/** Appends one stream receives before its writer moves on to a fresh one (`no_stream` again). */
const APPENDS_PER_STREAM = 20;

function scoreEvent(writer: number, seq: number): EventToAppend {
  return {
    id: randomUUID(),
    type: 'BenchMatchScored',
    data: {
      matchId: randomUUID(),
      round: seq % 7,
      court: writer,
      games: [6, 4],
      players: ['Ana', 'Bia', 'Caio', 'Duda'],
      scoredAt: new Date().toISOString(),
    },
    metadata: { by: 'bench' },
  };
}

/**
 * Appends for `seconds` (or `maxAppends`, whichever comes first) with `writers` concurrent
 * writers. Each writer owns its streams and appends as a command handler does: `no_stream` for a
 * new stream, then the exact revision it last saw (kept in memory, as a handler that just loaded
 * the stream would have it).
 */
export async function benchAppends(
  store: EventStore,
  target: string,
  { batch, writers }: AppendCase,
  seconds: number,
  maxAppends = 200_000,
): Promise<Result[]> {
  const runId = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  let appends = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const writer = async (w: number) => {
    let stream = 0;
    let streamId = '';
    let expected: ExpectedRevision = 'no_stream';
    let inStream = APPENDS_PER_STREAM;
    let seq = 0;
    while (performance.now() < deadline && appends < maxAppends) {
      if (inStream === APPENDS_PER_STREAM) {
        streamId = `benchCourt-${runId}-${w}-${stream++}`;
        expected = 'no_stream';
        inStream = 0;
      }
      const events = Array.from({ length: batch }, () => scoreEvent(w, seq++));
      const t0 = performance.now();
      const result = await store.append(streamId, events, expected);
      latencies.push(performance.now() - t0);
      expected = result.nextRevision;
      inStream += 1;
      appends += 1;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const label = `append ${batch === 1 ? '1 event' : `${batch}-event batch`}, ${writers} writer${writers === 1 ? '' : 's'}`;
  const timing = { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
  const results: Result[] = [
    { benchCase: label, target, count: appends, unit: 'appends', seconds: elapsed, ...timing },
  ];
  if (batch > 1) {
    results.push({
      benchCase: `${label} (events)`,
      target,
      count: appends * batch,
      unit: 'events',
      seconds: elapsed,
    });
  }
  return results;
}

const FAKE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2htYXJrc2FsdA$3b0mC2m3n1d6mYQhX0pQ3qkq0n8Y9b6wQe6c9u9R1k8';

/** A `UserRegistered` event of the shape in events/src/accounts/userEvents.ts, user number `n`. */
export function userRegistered(n: number): EventToAppend {
  const data: UserRegisteredData = {
    userId: randomUUID(),
    email: `bench.user.${n}@example.com`,
    name: `Bench User ${n}`,
    passwordHash: FAKE_PASSWORD_HASH,
    referralCode: `B${n.toString(36).toUpperCase().padStart(7, '0')}`,
    referredBy: null,
    isAdmin: false,
    userType: n % 10 === 0 ? 'Quadra' : 'Usuário',
    registeredAt: new Date().toISOString(),
  };
  return { id: randomUUID(), type: 'UserRegistered', data };
}

/**
 * Writes `total` `UserRegistered` events fast: batches of `batch` events, each batch a new
 * `user-…` stream appended with `no_stream`, `parallel` appenders at once. (A real user stream
 * holds one registration; packing 100 into a stream only speeds generation up: the users
 * projector keys rows on `data.userId`, not on the stream.)
 */
export async function generateUsers(
  store: EventStore,
  total: number,
  { batch = 100, parallel = 1 } = {},
): Promise<{ seconds: number }> {
  UserRegisteredData.parse(userRegistered(0).data); // the generated shape is the real one
  let next = 0;
  const started = performance.now();
  const appender = async () => {
    while (next < total) {
      const from = next;
      const size = Math.min(batch, total - from);
      next += size;
      const events = Array.from({ length: size }, (_, i) => userRegistered(from + i));
      await store.append(`user-${randomUUID()}`, events, 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: parallel }, appender));
  return { seconds: (performance.now() - started) / 1000 };
}

/** Reads `$all` from the start in batches of `batchSize` (a catch-up subscription's reads). */
export async function benchReadAll(
  store: EventStore,
  target: string,
  batchSize: number,
): Promise<Result & { last: AllPosition }> {
  let after: AllPosition = START;
  let count = 0;
  const latencies: number[] = [];
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const events = await store.readAll({ after, limit: batchSize });
    latencies.push(performance.now() - t0);
    if (events.length === 0) break;
    count += events.length;
    after = events[events.length - 1]!.position;
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    benchCase: `read $all from start, batches of ${batchSize}`,
    target,
    count,
    unit: 'events',
    seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    last: after,
  };
}
