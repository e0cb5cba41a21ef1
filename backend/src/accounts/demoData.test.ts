import { tournamentCost } from '@rodada/events';
import { serverUrl, testDatabaseTargets } from '@rodada/projections/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { captureOutput } from '../testing/capturedOutput';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_ORGANISER } from './demoData';

const demoSignIn = (server: TestServer) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ORGANISER.email, password: DEMO_ORGANISER.password }),
  });

describe('demo data', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('creates a demo organiser with credits and tournaments to look at, on the embedded first start, and only once', async () => {
    server = await startTestServer(null, { DEMO_DATA: 'auto' });
    const login = await demoSignIn(server);
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const list = (await (await fetch(`${server.url}/api/tournaments`, { headers: { cookie } })).json()) as {
      name: string;
      tournamentType: string;
      status: string;
    }[];
    // A Super 8 played to the end, a Super 12 on 2 courts part-way through, a Super 16 in its groups.
    expect(list.map((t) => [t.tournamentType, t.status]).sort()).toEqual([
      ['super8', 'completed'],
      ['super_12', 'in_progress'],
      ['super_groups', 'in_progress'],
    ]);
    const spent =
      tournamentCost('super8', 8) + tournamentCost('super_12', 12) + tournamentCost('super_groups', 16);
    expect(await login.json()).toMatchObject({
      name: DEMO_ORGANISER.name,
      credits: 10 - spent,
      isAdmin: false,
    });
    expect(10 - spent).toBeGreaterThan(0);
    const { seedDemoData } = await import('./demoData');
    expect(await seedDemoData(server.system.store)).toBeNull();
  });

  it.runIf(serverUrl())(
    'is created on PostgreSQL too when DEMO_DATA=true asks for it, tournaments and all',
    async () => {
      const postgres = testDatabaseTargets().find((t) => t.name === 'postgres')!;
      server = await startTestServer(postgres, { DEMO_DATA: 'true' });
      const login = await demoSignIn(server);
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const list = (await (await fetch(`${server.url}/api/tournaments`, { headers: { cookie } })).json()) as {
        tournamentType: string;
      }[];
      expect(list.map((t) => t.tournamentType).sort()).toEqual(['super8', 'super_12', 'super_groups']);
    },
    60_000,
  );

  it('is not created in production, even on the embedded store, unless DEMO_DATA=true says so', async () => {
    server = await startTestServer(null, { NODE_ENV: 'production', DEMO_DATA: '' });
    expect((await demoSignIn(server)).status).toBe(401);
  });

  it('never shows its password in a production’s output, even when asked for explicitly', async () => {
    const captured = captureOutput();
    server = await startTestServer(
      null,
      { NODE_ENV: 'production', DEMO_DATA: 'true', LOG_LEVEL: 'info' },
      [],
      captured.output,
    );
    expect((await demoSignIn(server)).status).toBe(200);
    expect(captured.all()).toContain(DEMO_ORGANISER.email);
    expect(captured.all()).not.toContain(DEMO_ORGANISER.password);
  });
});
