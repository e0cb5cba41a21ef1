// npm run projections:rebuild [name]: empties read models and replays the event store into them.
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
for (const name of wanted ? [wanted] : names) {
  const started = performance.now();
  const { events } = await system.runner.rebuild(name);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${name}: ${events} events replayed in ${seconds.toFixed(2)} s\n`);
}
await system.close();
