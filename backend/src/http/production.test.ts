import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { type CapturedOutput, captureOutput } from '../testing/capturedOutput';
import { startTestServer, type TestServer } from '../testing/testServer';

// What an operator's deployment does differently: NODE_ENV=production on a plain-http public
// address (TLS ends at a proxy in front), mails to the outbox folder, logs at info.
describe('in production', () => {
  let server: TestServer;
  let captured: CapturedOutput;
  beforeAll(async () => {
    captured = captureOutput();
    server = await startTestServer(
      null,
      { NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: 'http://rodada.test' },
      [],
      captured.output,
    );
  });
  afterAll(async () => {
    await server.close();
  });
  const admin = () => {
    const client = apiClient(server);
    return client
      .post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' })
      .then((answer) => ({ client, answer }));
  };

  it('marks the session cookie Secure, whatever the request says about its protocol', async () => {
    const { answer } = await admin();
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/;\s*Secure/i);
    expect(answer.setCookie).toMatch(/HttpOnly/);
  });

  it('serves the API explorer to administrators only', async () => {
    const anonymous = apiClient(server);
    for (const path of ['/api/docs', '/api/docs/json']) {
      const refused = await anonymous.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('request.notFound');
    }
    const { client } = await admin();
    const doc = await client.get('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
  });

  it('writes a reset mail to the outbox without its link in the log', async () => {
    captured.clear();
    const answer = await apiClient(server).post('/api/password-reset/request', {
      email: 'admin@rodada.test',
    });
    expect(answer.status).toBe(200);
    const outbox = join(server.config.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while (!existsSync(outbox) || readdirSync(outbox).length === 0) {
      if (Date.now() > deadline) throw new Error('no mail in the outbox');
      await new Promise((r) => setTimeout(r, 20));
    }
    const [file] = readdirSync(outbox);
    const log = captured.all();
    expect(log).toContain(file);
    expect(log).not.toMatch(/reset-password|token=/);
  });
});
