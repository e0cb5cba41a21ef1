import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeRecorded, type EventStore, nameClaimDecider, userStream } from '@rodada/events';
import { openTestDatabase, postgresTarget, serverUrl } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { PostgresEventStore } from '../eventStore/postgres';
import { startServer } from '../server';
import { apiClient } from '../testing/apiClient';
import { addressClaimStream } from './registration';

const child = fileURLToPath(new URL('../testing/registrationCrashChild.ts', import.meta.url));
const url = serverUrl();
const CHILD_PASSWORD = 'senha-do-processo-morto';
const OWNER_PASSWORD = 'senha-da-dona';

// PGlite keeps its files in the process (a killed process leaves nothing to reopen), so only a
// real server shows what a `kill -9` leaves behind; registration.test.ts kills registrations at
// each step in-process, on PGlite too.
describe.runIf(url)('registration killed at random moments (real PostgreSQL)', () => {
  it('leaves every address registrable exactly once, and its one account signs in', async () => {
    const database = await openTestDatabase(postgresTarget(url!));
    const databaseUrl = database.connectionString!;
    const dataDir = mkdtempSync(join(tmpdir(), 'rodada-crash-'));
    const store = await PostgresEventStore.open(database);
    const started: string[] = [];
    const completed = new Set<string>();
    const orphans = new Set<string>();

    // Kill registering processes at random moments, until a few kills landed between a claim and
    // its user write.
    for (let round = 0; round < 25 && (round < 6 || orphans.size < 3); round++) {
      const proc = await startChild(databaseUrl, dataDir, `r${round}`);
      await new Promise((r) => setTimeout(r, Math.random() * 600));
      proc.kill('SIGKILL');
      // 'close' comes once its output is read to the end, so a `done` written just before the kill counts.
      await new Promise((r) => proc.once('close', r));
      for (const line of proc.lines) {
        const [word, email] = line.split(' ') as [string, string];
        if (word === 'start') started.push(email);
        if (word === 'done') completed.add(email);
      }
      const last = started.at(-1);
      if (last && !completed.has(last) && (await isOrphan(store, last))) orphans.add(last);
    }
    expect(orphans.size).toBeGreaterThan(0);

    // The owner of every address the processes tried registers it through the API.
    const server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_PER_IP: '10000',
        DEMO_DATA: 'false',
        ADMIN_EMAIL: 'admin@rodada.test',
        ADMIN_PASSWORD: 'admin-test-password',
      }),
    );
    const signIn = async (email: string, password: string) =>
      (await apiClient(server).post('/api/login', { email, password })).status;
    for (const email of started) {
      const answer = await apiClient(server).post('/api/register', {
        name: 'Dona',
        email,
        password: OWNER_PASSWORD,
        terms: true,
      });
      // Completed before the kill: the address is taken. Left by a dead registration: it is hers now.
      if (completed.has(email)) expect(answer.body.code, email).toBe('auth.emailTaken');
      else if (orphans.has(email)) expect(answer.status, email).toBe(201);
      else expect([201, 409], email).toContain(answer.status);
      const [right, wrong] =
        answer.status === 201 ? [OWNER_PASSWORD, CHILD_PASSWORD] : [CHILD_PASSWORD, OWNER_PASSWORD];
      expect(await signIn(email, right), email).toBe(200);
      expect(await signIn(email, wrong), email).toBe(401);
      expect(
        (
          await apiClient(server).post('/api/register', {
            name: 'Outra',
            email,
            password: 'x-123456',
            terms: true,
          })
        ).status,
      ).toBe(409);
    }

    // One account per address in the event store, and the address is held by it.
    const registrations = (await server.system.store.readAll())
      .map(decodeRecorded)
      .flatMap((e) => (e.type === 'UserRegistered' ? [e.data] : []));
    for (const email of started) {
      const accounts = registrations.filter((user) => user.email === email);
      expect(accounts, email).toHaveLength(1);
      expect(await claimHolder(store, email), email).toBe(accounts[0]!.userId);
    }

    await server.close();
    await store.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});

async function claimHolder(store: EventStore, email: string): Promise<string | null> {
  const events = await store.readStream(addressClaimStream(email));
  return events
    .map((e) => decodeRecorded(e) as Parameters<typeof nameClaimDecider.evolve>[1])
    .reduce(nameClaimDecider.evolve, nameClaimDecider.initialState()).holder;
}

/** The address is held by a registration whose user stream holds no user. */
async function isOrphan(store: EventStore, email: string): Promise<boolean> {
  const holder = await claimHolder(store, email);
  if (!holder) return false;
  const user = await store.readStream(userStream(holder));
  return !user.some((e) => e.type.startsWith('UserRegistered'));
}

type Child = ChildProcess & { readonly lines: string[] };

/** A registering process, once it says it is ready; its output lines so far in `lines`. */
function startChild(databaseUrl: string, dataDir: string, prefix: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', child, databaseUrl, dataDir, prefix, CHILD_PASSWORD],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    const withLines = Object.assign(proc, { lines });
    let pending = '';
    proc.stdout!.on('data', (d: Buffer) => {
      pending += d.toString();
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const line of parts) {
        if (line === 'ready') resolve(withLines);
        else lines.push(line);
      }
    });
    proc.once('error', reject);
  });
}
