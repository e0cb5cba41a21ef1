import type { ErrorBody } from '@rodada/events';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { RouteModule } from './app';

// Shaped like every feature route: a shared zod schema whose messages are translation keys.
const echoRoute: RouteModule = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(3, 'validation.tooSmall'),
          courts: z.number().int().min(1).max(3),
        }),
      },
    },
    async (request) => request.body,
  );
};

describe('HTTP conventions', () => {
  let server: TestServer;
  const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
  const post = (body: string, headers: Record<string, string> = {}) =>
    call('/api/test/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  beforeAll(async () => {
    server = await startTestServer(null, {}, [echoRoute]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers health to anyone, and names the storage it runs on to administrators only', async () => {
    const answer = await call('/api/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, projecting: true });
    const admin = apiClient(server);
    await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' });
    expect((await admin.get('/api/health')).body).toEqual({
      ok: true,
      eventStore: 'pglite',
      readModels: 'pglite',
      projecting: true,
    });
  });

  it('accepts a valid body', async () => {
    const answer = await post(JSON.stringify({ name: 'Super 8 de sábado', courts: 2 }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ name: 'Super 8 de sábado', courts: 2 });
  });

  it('answers a validation failure with field errors in the request language, pt-BR by default', async () => {
    const body = JSON.stringify({ name: 'ab', courts: 9 });
    const pt = await post(body);
    expect(pt.status).toBe(400);
    expect(await pt.json()).toEqual({
      code: 'request.invalid',
      // The first field's error, in words a toast can show on its own.
      message: 'Valor curto ou pequeno demais.',
      fieldErrors: { name: 'Valor curto ou pequeno demais.', courts: 'Valor longo ou grande demais.' },
    });
    const en = await post(body, { 'accept-language': 'en-US,en;q=0.8' });
    expect(((await en.json()) as ErrorBody).fieldErrors?.name).toBe('Too short or too small.');
    const es = await post(JSON.stringify({ courts: 1 }), { 'accept-language': 'es-AR' });
    expect(await es.json()).toMatchObject({
      message: 'Campo obligatorio.',
      fieldErrors: { name: 'Campo obligatorio.' },
    });
  });

  it.each([
    ['broken JSON', '{"name": ', {}, 400, 'request.malformedJson'],
    ['an empty JSON body', '', {}, 400, 'request.emptyBody'],
    ['a JSON array', '[1,2]', {}, 400, 'request.invalid'],
    ['JSON null', 'null', {}, 400, 'request.invalid'],
    ['plain text', 'hello', { 'content-type': 'text/plain' }, 400, 'request.invalid'],
    ['XML', '<a/>', { 'content-type': 'application/xml' }, 415, 'request.unsupportedMediaType'],
    [
      'a body over the limit',
      JSON.stringify({ name: 'x'.repeat(300_000), courts: 1 }),
      {},
      413,
      'request.tooLarge',
    ],
  ])('answers %s with a clear 4xx, never a 500', async (_, body, headers, status, code) => {
    const answer = await post(body, headers as Record<string, string>);
    expect(answer.status).toBe(status);
    const json = (await answer.json()) as ErrorBody;
    expect(json.code).toBe(code);
    expect(json.message.length).toBeGreaterThan(5);
  });

  it('answers an unknown API path with a translated 404', async () => {
    const answer = await call('/api/nothing-here', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 'request.notFound', message: 'Not found.' });
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const answer = await post(JSON.stringify({ name: 'abc', courts: 1 }), { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as ErrorBody).code).toBe('request.badOrigin');
    const own = await post(JSON.stringify({ name: 'abc', courts: 1 }), {
      origin: new URL(server.config.publicUrl).origin,
    });
    expect(own.status).toBe(200);
  });

  it('sends security headers', async () => {
    const answer = await call('/api/health');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets pages connect to the app’s own origin only, and switches off browser features it never uses', async () => {
    for (const path of ['/api/health', '/locales/pt-BR/errors.json']) {
      const answer = await call(path);
      const policy = answer.headers.get('content-security-policy') ?? '';
      const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
      const own = new URL(server.config.publicUrl);
      // No bare `ws:`/`wss:` (any host), no other origin: the app itself, over HTTP and WebSocket.
      expect(connect).toEqual(["'self'", `ws://${own.host}`]);
      const permissions = answer.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a generated OpenAPI document
    const doc: any = await (await call('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/test/echo']));
    expect(doc.paths['/api/test/echo'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'courts',
    ]);
    expect((await call('/api/docs')).status).toBe(200);
  });

  it('compresses what is worth compressing, for the browsers that accept it', async () => {
    const big = await call('/locales/pt-BR/errors.json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(((await big.json()) as { request: { notFound: string } }).request.notFound).toBe(
      'Recurso não encontrado.',
    );
    const gzip = await call('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await call('/api/docs/json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A short answer is not worth the work.
    const small = await call('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves the translation files the browser loads', async () => {
    const answer = await call('/locales/es/errors.json');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { request: { notFound: string } }).request.notFound).toBe(
      'Recurso no encontrado.',
    );
  });
});

describe('the client’s address', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });
  async function serverWith(env: Record<string, string>) {
    const server = await startTestServer(null, { AUTH_RATE_LIMIT_PER_IP: '3', ...env });
    servers.push(server);
    return server;
  }
  /** A wrong sign-in for a fresh e-mail, claiming to come from `forwardedFor`. */
  const attempt = (server: TestServer, forwardedFor?: string) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email: `${crypto.randomUUID()}@x.com`, password: 'wrong-password' }),
    }).then((answer) => answer.status);

  it('is the socket’s address by default: a client cannot dodge the per-address limit with X-Forwarded-For', async () => {
    const server = await serverWith({});
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await attempt(server, `203.0.113.${i + 1}`));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('comes from X-Forwarded-For when the request comes through a proxy TRUST_PROXY names', async () => {
    const server = await serverWith({ TRUST_PROXY: 'loopback' });
    const spread = [];
    for (let i = 0; i < 5; i++) spread.push(await attempt(server, `203.0.113.${i + 1}`));
    expect(spread).toEqual([401, 401, 401, 401, 401]);
    const same = [];
    for (let i = 0; i < 4; i++) same.push(await attempt(server, '198.51.100.7'));
    expect(same).toEqual([401, 401, 401, 429]);
  });

  it('with a hop count, is the address the trusted proxy saw, whatever the client wrote before it', async () => {
    const server = await serverWith({ TRUST_PROXY: '1' });
    const statuses = [];
    // The client forges the first entry; the proxy appends the address it really saw.
    for (let i = 0; i < 4; i++) statuses.push(await attempt(server, `10.9.9.${i + 1}, 198.51.100.8`));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
