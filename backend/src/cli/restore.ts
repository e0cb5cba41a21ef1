// npm run restore ARCHIVE: restores an archive written by `npm run backup` into an empty event
// store (a new PostgreSQL database, or an empty DATA_DIR), then rebuilds every read model from it.
// The app is stopped meanwhile. Nothing is written when the archive is cut short or altered, or
// when the store is not empty.
import { loadConfig } from '../config';
import { BackupRefused, restoreFromFile } from '../operations/backup';
import { openSystem } from '../system';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run restore ARCHIVE (a file written by npm run backup)\n');
  process.exit(2);
}
const config = loadConfig();
if (config.eventStoreUrl) {
  process.stderr.write('the events are in EventStoreDB (EVENTSTORE_URL): restore it with its own tools\n');
  process.exit(2);
}
const system = await openSystem(config);
try {
  const started = performance.now();
  const { keys, events } = await restoreFromFile(system.database, file);
  process.stdout.write(
    `restored ${events} events and ${keys} personal-data keys; rebuilding the read models\n`,
  );
  await system.runner.rebuildAll();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`done in ${seconds} s\n`);
} catch (error) {
  process.stderr.write(`restore refused: ${(error as Error).message}\n`);
  process.exitCode = error instanceof BackupRefused ? 2 : 1;
} finally {
  await system.close();
}
