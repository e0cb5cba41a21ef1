// A projection process for the crash test: projects slowly until the parent kills it.
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import { countingProjector } from '../testing';
import { ProjectionRunner } from './projectionRunner';

const database = await openDatabase({ url: process.argv[2]!, poolSize: 4 });
await migrateToLatest(database.db);
const store = await PostgresEventStore.open(database);
const runner = new ProjectionRunner(database, store, [countingProjector({ delayPerEventMs: 3 })], {
  batchSize: 7,
});
await runner.start();
process.stdout.write('ready\n');
