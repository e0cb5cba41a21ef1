// npm run seed:demo: adds the demo organiser (with credits) to the configured store, once.
import { DEMO_ORGANISER, seedDemoData } from '../accounts/demoData';
import { loadConfig } from '../config';
import { openSystem } from '../system';

const system = await openSystem(loadConfig());
const created = (await seedDemoData(system.store)) !== null;
process.stdout.write(
  created
    ? `Demo organiser created: ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}\n`
    : 'Demo data already present: nothing to do.\n',
);
await system.close();
