import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { comparePositions, START } from '@rodada/events';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import {
  createCountingTable,
  openTestDatabase,
  postgresTarget,
  readCounts,
  serverUrl,
  written,
} from '../testing';

const child = fileURLToPath(new URL('./projectionCrashChild.ts', import.meta.url));
const url = serverUrl();

// PGlite keeps its files in-process, so only a real server can outlive a killed projector.
describe.runIf(url)('projection runner killed mid-batch (real PostgreSQL)', () => {
  it('never applies an event twice and never skips one across SIGKILLs', async () => {
    const database = await openTestDatabase(postgresTarget(url!));
    await migrateToLatest(database.db);
    await createCountingTable(database.db);
    const store = await PostgresEventStore.open(database);
    const expected: Record<string, number> = {};
    let last = START;
    for (let i = 0; i < 120; i++) {
      const stream = `s-${i % 9}`;
      const n = 1 + (i % 4);
      expected[stream] = (expected[stream] ?? 0) + n;
      const events = written(n);
      last = (await store.append(stream, events, 'any')).position;
    }
    const checkpoint = async () => {
      const { rows } = await sql<{ c: string; p: string }>`
        select commit_position::text as c, prepare_position::text as p from projection_checkpoints`.execute(
        database.db,
      );
      return rows[0] ? { commit: BigInt(rows[0].c), prepare: BigInt(rows[0].p) } : START;
    };

    let kills = 0;
    while (comparePositions(await checkpoint(), last) < 0) {
      const proc = await startChild(database.connectionString!);
      // Let it get somewhere, then kill it without warning, usually mid-transaction.
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 250));
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
      kills++;
    }
    expect(kills).toBeGreaterThan(2);
    expect(await readCounts(database.db)).toEqual(expected);
    await store.close();
    await database.drop();
  }, 120_000);
});

function startChild(databaseUrl: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, databaseUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    proc.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(proc);
    });
    proc.once('error', reject);
  });
}
