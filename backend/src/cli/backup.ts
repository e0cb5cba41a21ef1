// npm run backup [FILE]: writes a consistent, versioned archive of the event store and the
// personal-data keys (docs/operations.md). On PostgreSQL the app may keep running; the embedded
// PGlite belongs to one process at a time, so stop the app first.
import { loadConfig } from '../config';
import { backupToFile } from '../operations/backup';
import { openSystem } from '../system';

const config = loadConfig();
if (config.eventStoreUrl) {
  process.stderr.write('the events are in EventStoreDB (EVENTSTORE_URL): back it up with its own tools\n');
  process.exit(2);
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = process.argv[2] ?? `rodada-backup-${stamp}.jsonl.gz`;
const system = await openSystem(config);
try {
  const started = performance.now();
  const { keys, events } = await backupToFile(system.database, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`${file}: ${events} events and ${keys} personal-data keys, in ${seconds} s\n`);
} catch (error) {
  process.stderr.write(`backup failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await system.close();
}
