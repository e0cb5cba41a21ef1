import { performance } from 'node:perf_hooks';
import type { EventStore } from '@rodada/events';
import {
  type Database,
  ProjectionRunner,
  type Projector,
  type ReadModels,
  usersProjector,
} from '@rodada/projections';
import { countingProjector } from '@rodada/projections/testing';
import { sql } from 'kysely';
import type { Result } from './report';

async function countRows(database: Database<ReadModels>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
    database.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * `ProjectionRunner.rebuild` as `npm run projections:rebuild` runs it: empty the projector's
 * tables and checkpoint, then replay `$all` (read a batch, apply it and advance the checkpoint in
 * one transaction). The users projector writes one row per `UserRegistered`; the counting
 * projector folds a batch into one upsert per stream.
 */
export async function benchRebuilds(
  database: Database<ReadModels>,
  store: EventStore,
  target: string,
  expectedEvents: number,
  batchSize = 5000,
): Promise<Result[]> {
  const cases: { projector: Projector<any, any>; label: string; check: () => Promise<string | null> }[] = [
    {
      projector: usersProjector,
      label: 'users projector',
      check: async () => {
        const n = await countRows(database, 'users');
        return n === expectedEvents ? null : `users has ${n} rows, expected ${expectedEvents}`;
      },
    },
    {
      projector: countingProjector(),
      label: 'counting projector',
      check: async () => {
        const { rows } = await sql<{ n: string }>`
          select coalesce(sum(events), 0)::text as n from test_stream_counts`.execute(database.db);
        const n = Number(rows[0]?.n ?? 0);
        return n === expectedEvents ? null : `counted ${n} events, expected ${expectedEvents}`;
      },
    },
  ];
  const results: Result[] = [];
  for (const { projector, label, check } of cases) {
    const runner = new ProjectionRunner(database, store, [projector]);
    const started = performance.now();
    const { events } = await runner.rebuild(projector.name, batchSize);
    const seconds = (performance.now() - started) / 1000;
    const problem = await check();
    if (problem) throw new Error(`${label} rebuild on ${target}: ${problem}`);
    results.push({
      benchCase: `rebuild ${label}, batches of ${batchSize}`,
      target,
      count: events,
      unit: 'events',
      seconds,
    });
  }
  return results;
}
