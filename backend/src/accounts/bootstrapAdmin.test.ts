import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { verifyPassword } from './passwords';

describe('first start creates the administrator', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function admins(s: TestServer) {
    return s.system.database.db.selectFrom('users').select(['email', 'password_hash', 'is_admin']).execute();
  }
  async function waitForUsers(s: TestServer) {
    for (let i = 0; i < 100 && (await admins(s)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
  }

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, and only on the first start', async () => {
    server = await startTestServer(null, {
      ADMIN_EMAIL: 'Gestora@Clube.com.br',
      ADMIN_PASSWORD: 'segredo-forte',
    });
    await waitForUsers(server);
    const [admin] = await admins(server);
    expect(admin).toMatchObject({ email: 'gestora@clube.com.br', is_admin: true });
    expect(await verifyPassword(admin!.password_hash, 'segredo-forte')).toBe(true);
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);

    // A restart on the same data does not create another one.
    const { bootstrapAdministrator } = await import('./bootstrapAdmin');
    const again = await bootstrapAdministrator(server.system.store, {
      email: 'x@y.z',
      password: null,
      now: new Date(),
    });
    expect(again).toEqual({ created: false });
  });

  it('generates a password when none is configured', async () => {
    server = await startTestServer(null, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await waitForUsers(server);
    const [admin] = await admins(server);
    expect(admin).toMatchObject({ email: 'admin@rodada.local', is_admin: true });
  });
});
