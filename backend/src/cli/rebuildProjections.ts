// npm run projections:rebuild [name]: empties read models and replays the event store into them
// (all of them in one pass over the history, or the one named).
// Stop the app first: the embedded database belongs to one process at a time.
import { loadConfig } from '../config';
import { openSystem } from '../system';

const config = loadConfig();
const system = await openSystem(config);
const wanted = process.argv[2];
const names = system.runner.projectors.map((p) => p.name);
if (wanted && !names.includes(wanted)) {
  process.stderr.write(`unknown projection "${wanted}"; known: ${names.join(', ')}\n`);
  await system.close();
  process.exit(2);
}
const started = performance.now();
// Every projection in one pass over the history; a named one alone.
const rebuilt = wanted
  ? new Map([[wanted, await system.runner.rebuild(wanted)]])
  : await system.runner.rebuildAll();
const seconds = (performance.now() - started) / 1000;
for (const [name, { events }] of rebuilt) process.stdout.write(`${name}: ${events} events replayed\n`);
process.stdout.write(`rebuilt in ${seconds.toFixed(2)} s\n`);
await system.close();
