import type { TestServer } from './testServer';

export interface ApiAnswer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in tests
  readonly body: any;
  readonly setCookie: string | null;
}

/** A browser-like client for API tests: keeps its session cookie, sends JSON, picks a language. */
export function apiClient(server: Pick<TestServer, 'url'>, language = 'pt-BR') {
  let cookie = '';
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = answer.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await answer.text();
    // Downloads (CSV, PDF, the print view) come back as text; everything else is JSON.
    const json = answer.headers.get('content-type')?.includes('json') ?? true;
    return { status: answer.status, body: !text ? null : json ? JSON.parse(text) : text, setCookie };
  };
  return {
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    patch: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      call('PATCH', path, body, headers),
    put: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      call('PUT', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
    get cookie() {
      return cookie;
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * A newly registered organiser, signed in on their own client, granted `credits` by the signed-in
 * administrator `admin` (registration gives none).
 */
export async function registerOrganiser(
  server: Pick<TestServer, 'url'>,
  admin: ApiClient,
  credits: number,
  name = 'Organizadora',
) {
  const { client, answer } = await registerUser(server, name);
  if (credits > 0)
    await admin.post(`/api/admin/users/${answer.body.id}/credits`, { credits, reason: 'bonus' });
  return { client, userId: answer.body.id as string };
}

/** The test server's administrator: `startTestServer`'s ADMIN_EMAIL and ADMIN_PASSWORD. */
export const TEST_ADMIN = { email: 'admin@rodada.test', password: 'admin-test-password' } as const;

/** The test server's administrator, signed in on a new client. */
export async function signedInAdmin(server: Pick<TestServer, 'url'>): Promise<ApiClient> {
  const admin = apiClient(server);
  await admin.post('/api/login', TEST_ADMIN);
  return admin;
}

/** Registers a new user with a random e-mail on a new client, signed in as them; the answer says how it went. */
export async function registerUser(server: Pick<TestServer, 'url'>, name: string) {
  const client = apiClient(server);
  const answer = await client.post('/api/register', {
    name,
    email: `${crypto.randomUUID().slice(0, 8)}@clube.com.br`,
    password: 'senha123',
    terms: true,
  });
  return { client, answer };
}
