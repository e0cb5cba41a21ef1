import { afterEach, describe, expect, it } from 'vitest';
import { type CapturedOutput, captureOutput } from '../testing/capturedOutput';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Five API requests (two refused) and three translation files, as a browser would ask for them. */
async function browse(server: TestServer): Promise<void> {
  const get = (path: string) => fetch(`${server.url}${path}`).then((a) => a.arrayBuffer());
  await get('/api/health');
  await get('/api/health?probe=1');
  await get('/api/user');
  await get('/api/nothing-here');
  await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'not-an-email' }),
  }).then((a) => a.arrayBuffer());
  for (const namespace of ['common', 'errors', 'tournaments']) await get(`/locales/pt-BR/${namespace}.json`);
}

describe('the request log', () => {
  let server: TestServer | null = null;
  let captured: CapturedOutput;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  async function start(env: Record<string, string>) {
    captured = captureOutput();
    server = await startTestServer(null, env, [], captured.output);
    captured.clear(); // start-up lines are not under test
    return server;
  }

  it('writes one line per API request at info (method, route, status, time) and none for translation files', async () => {
    await browse(await start({ LOG_LEVEL: 'info' }));
    const records = captured.records();
    expect(records.map((r) => [r.level, r.method, r.route, r.status])).toEqual([
      [30, 'GET', '/api/health', 200],
      [30, 'GET', '/api/health', 200],
      [40, 'GET', '/api/user', 401],
      [40, 'GET', '/api/nothing-here', 404],
      [40, 'POST', '/api/login', 400],
    ]);
    for (const record of records) expect(record.ms).toBeGreaterThanOrEqual(0);
    // A refusal says why on its one line.
    expect(records[2].code).toBe('auth.unauthenticated');
    expect(records[4]).toMatchObject({ code: 'request.invalid', fieldErrors: { email: 'Email inválido' } });
  });

  it('writes translation files and other static requests at debug', async () => {
    await browse(await start({ LOG_LEVEL: 'debug' }));
    const statics = captured.records().filter((r) => r.route?.startsWith('/locales/'));
    expect(statics).toHaveLength(3);
    for (const record of statics) expect(record.level).toBe(20);
  });

  it('keeps one line per request in development’s readable format too', async () => {
    await browse(await start({ LOG_LEVEL: 'info', NODE_ENV: 'development' }));
    const lines = captured.logLines();
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/INFO.*GET \/api\/health 200/);
    expect(lines[4]).toMatch(/WARN.*POST \/api\/login 400/);
  });
});
