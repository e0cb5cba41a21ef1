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

  it('creates a demo organiser with credits who can sign in on the embedded first start, and only once', async () => {
    server = await startTestServer(null, { DEMO_DATA: 'auto' });
    const login = await demoSignIn(server);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ name: DEMO_ORGANISER.name, credits: 10, isAdmin: false });
    const { seedDemoData } = await import('./demoData');
    expect(await seedDemoData(server.system.store)).toBeNull();
  });

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
