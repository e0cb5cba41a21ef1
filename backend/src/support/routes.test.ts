import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/support-contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(null, {
      SUPPORT_PHONE: '+55 21 98888-7777',
      SUPPORT_EMAIL: 'ajuda@clube.test',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers anyone with the configured phone and e-mail', async () => {
    const answer = await fetch(`${server.url}/api/support-contact`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ phone: '+55 21 98888-7777', email: 'ajuda@clube.test' });
  });
});
