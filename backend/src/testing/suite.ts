import type { TestDatabaseTarget } from '@rodada/projections/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ApiClient, registerUser, signedInAdmin } from './apiClient';
import { startTestServer, type TestServer } from './testServer';

// Vitest-only set-up shared by the API suites (it registers hooks and asserts): not part of
// `@rodada/backend/testing`, which benches use outside Vitest.

/**
 * The set-up most API suites share, for the `describe` it is called in: a test server started
 * before its tests and closed after them, with its administrator signed in. `use` receives both
 * once they are ready (and may do more set-up).
 */
export function serverForSuite(
  target: TestDatabaseTarget | null,
  use: (started: { server: TestServer; admin: ApiClient }) => unknown,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(target);
    await use({ server, admin: await signedInAdmin(server) });
  });
  afterAll(async () => {
    await server?.close();
  });
}

/** A newly registered user, signed in on their own client; the registration must answer 201. */
export async function registered(
  server: Pick<TestServer, 'url'>,
  name: string,
): Promise<{ client: ApiClient; id: string }> {
  const { client, answer } = await registerUser(server, name);
  expect(answer.status).toBe(201);
  return { client, id: answer.body.id };
}
