import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_ORGANISER } from './demoData';

describe('demo data on the embedded first start', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('creates a demo organiser with credits who can sign in, and only once', async () => {
    server = await startTestServer(null, { DEMO_DATA: 'auto' });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ORGANISER.email, password: DEMO_ORGANISER.password }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ name: DEMO_ORGANISER.name, credits: 10, isAdmin: false });
    const { seedDemoData } = await import('./demoData');
    expect(await seedDemoData(server.system.store)).toBeNull();
  });
});
