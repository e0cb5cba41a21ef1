// A registering process for the registration crash test: registers one address after the other,
// slowly, until the parent kills it. Prints `start {email}` before and `done {email}` after each.
import { ANONYMOUS } from '@rodada/events';
import { registerUser } from '../accounts/registration';
import { contextFor } from '../commands/context';
import { loadConfig } from '../config';
import { openSystem } from '../system';
import { beforeEachAppend } from './faultyStore';

const [databaseUrl, dataDir, prefix, password] = process.argv.slice(2) as [string, string, string, string];
const system = await openSystem(
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
);
// Each append waits a little first, so a kill often lands between the claim and the user write.
const slow = beforeEachAppend(system.store, () => new Promise((r) => setTimeout(r, 20 + Math.random() * 40)));
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const email = `${prefix}-${i}@crash.test`;
  process.stdout.write(`start ${email}\n`);
  await registerUser(slow, contextFor(ANONYMOUS), { email, name: 'Filho', password });
  process.stdout.write(`done ${email}\n`);
}
