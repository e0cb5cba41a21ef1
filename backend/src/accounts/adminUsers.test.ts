import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  DomainError,
  decodeRecorded,
  type RegisterUser,
  systemActor,
  userDecider,
  userStream,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { type ApiClient, apiClient } from '../testing/apiClient';
import { liveSocket } from '../testing/liveSocket';
import { startTestServer, type TestServer } from '../testing/testServer';

const ADMIN = { email: 'admin@rodada.test', password: 'admin-test-password' };

for (const target of testDatabaseTargets()) {
  describe(`the back office's users on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    let adminId: string;

    beforeAll(async () => {
      server = await startTestServer(target);
      admin = apiClient(server);
      adminId = (await admin.post('/api/login', ADMIN)).body.id;
    });
    afterAll(async () => {
      await server.close();
    });

    /** A new user signed in on their own client. */
    async function registered(name = 'Usuária Teste') {
      const client = apiClient(server);
      const email = `${randomUUID().slice(0, 8)}@usuarios.test`;
      const answer = await client.post('/api/register', { name, email, password: 'senha123', terms: true });
      expect(answer.status).toBe(201);
      return { client, email, id: answer.body.id as string };
    }

    /** The events of a user's stream, each with who did it (the metadata's actor). */
    async function userEvents(userId: string) {
      const recorded = await server.system.store.readStream(userStream(userId));
      return recorded.map((r) => ({ type: decodeRecorded(r).type, actor: r.metadata.actor }));
    }

    async function listed(query: string) {
      const answer = await admin.get(`/api/admin/users${query}`);
      expect(answer.status).toBe(200);
      return answer.body as { users: AdminUser[]; total: number; page: number; pageSize: number };
    }

    it('answers administrators only: 401 anonymous, 403 signed-in and Quadra users, 200 administrators', async () => {
      const user = await registered();
      const quadra = await registered('Quadra Teste');
      expect(
        (await admin.call('PUT', `/api/admin/users/${quadra.id}/type`, { userType: 'Quadra' })).status,
      ).toBe(200);
      expect((await quadra.client.get('/api/user')).body.userType).toBe('Quadra');

      const routes: [string, (id: string) => string, unknown][] = [
        ['GET', () => '/api/admin/users', undefined],
        ['POST', (id) => `/api/admin/users/${id}/admin`, {}],
        ['PUT', (id) => `/api/admin/users/${id}/type`, { userType: 'Quadra' }],
        ['DELETE', (id) => `/api/admin/users/${id}`, undefined],
      ];
      for (const [method, path, body] of routes) {
        const subject = await registered('Alvo');
        const asked = `${method} ${path(subject.id)}`;
        expect((await apiClient(server).call(method, path(subject.id), body)).status, asked).toBe(401);
        expect((await user.client.call(method, path(subject.id), body)).status, asked).toBe(403);
        expect((await quadra.client.call(method, path(subject.id), body)).status, asked).toBe(403);
        const answer = await admin.call(method, path(subject.id), body);
        expect(answer.status, asked).toBe(200);
        if (method !== 'GET') expect(answer.body).toEqual({ ok: true });
      }
    });

    it('lists users newest first, paged and searched in the database (name or e-mail, case and accents ignored)', async () => {
      // 60 users written straight to the store, a minute apart: registering 60 through the API hashes 60 passwords.
      const base = Date.parse('2026-01-01T12:00:00.000Z');
      const seeded: string[] = [];
      for (let from = 0; from < 60; from += 20) {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, k) => {
            const i = from + k;
            const context = contextFor(systemActor('test'), randomUUID(), new Date(base + i * 60_000));
            return handleCommand(
              server.system.store,
              userStream(randomUUID()),
              userDecider,
              commandOf<RegisterUser>(
                'RegisterUser',
                {
                  email: `pagina-${String(i).padStart(2, '0')}@lista.test`,
                  name: i === 7 ? 'José Álvares Listado' : i === 8 ? 'MARIA JOSEFA LISTADA' : `Listado ${i}`,
                  passwordHash: 'x',
                  referralCode: `LST${String(i).padStart(5, '0')}`,
                  referredBy: null,
                  isAdmin: false,
                  userType: 'Usuário',
                },
                context,
              ),
            );
          }),
        );
        for (const r of results) seeded.push(r.state.registered!.userId);
        await server.system.runner.waitFor(results.at(-1)!.position!);
      }
      await server.system.runner.waitFor(
        (await server.system.store.readAll({ limit: 100_000 })).at(-1)!.position,
      );

      const page1 = await listed('?search=lista.test');
      expect(page1).toMatchObject({ total: 60, page: 1, pageSize: ADMIN_PAGE_SIZE });
      expect(page1.users.map((u) => u.email)).toEqual(
        Array.from({ length: ADMIN_PAGE_SIZE }, (_, k) => `pagina-${59 - k}@lista.test`),
      );
      const page3 = await listed('?search=LISTA.TEST&page=3&pageSize=25');
      expect(page3.users.map((u) => u.email)).toEqual(
        Array.from({ length: 10 }, (_, k) => `pagina-${String(9 - k).padStart(2, '0')}@lista.test`),
      );
      expect(await listed('?search=lista.test&page=4')).toMatchObject({ users: [], total: 60, page: 4 });
      const small = await listed('?search=lista.test&page=2&pageSize=7');
      expect(small.users.map((u) => u.email)).toEqual(
        Array.from({ length: 7 }, (_, k) => `pagina-${52 - k}@lista.test`),
      );
      expect(small.users[0]).toEqual({
        id: seeded[52],
        name: 'Listado 52',
        email: 'pagina-52@lista.test',
        credits: 0,
        isBlocked: false,
        isAdmin: false,
        userType: 'Usuário',
        createdAt: new Date(base + 52 * 60_000).toISOString(),
        // Seeded as accounts registered before consent was recorded.
        consent: null,
      });

      // Accents and case ignored, both ways; the e-mail searched too; LIKE's wildcards are plain text.
      const names = async (query: string) => (await listed(query)).users.map((u) => u.name).sort();
      expect(await names('?search=jose')).toEqual(['José Álvares Listado', 'MARIA JOSEFA LISTADA']);
      expect(await names(`?search=${encodeURIComponent('JOSÉ álvares')}`)).toEqual(['José Álvares Listado']);
      expect(await names('?search=alvares')).toEqual(['José Álvares Listado']);
      expect(await names('?search=pagina-08')).toEqual(['MARIA JOSEFA LISTADA']);
      expect(await listed(`?search=${encodeURIComponent('%')}`)).toMatchObject({ total: 0, users: [] });
      expect(await listed(`?search=${encodeURIComponent('lista_a')}`)).toMatchObject({ total: 0 });

      // Without a search, everyone still here: the seeded ones, the administrator, the other tests' users.
      const all = await listed('?pageSize=100');
      expect(all.total).toBeGreaterThanOrEqual(61);
      expect(all.users.map((u) => u.id)).toContain(adminId);
      const times = all.users.map((u) => Date.parse(u.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(await listed('?search=&page=')).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE });

      const refused = await admin.get('/api/admin/users?page=0');
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors.page).toBeTruthy();
      expect((await admin.get('/api/admin/users?pageSize=101')).status).toBe(400);
    });

    it('promotes a user to administrator: their next request acts as one, and the event names the administrator', async () => {
      const user = await registered();
      expect((await user.client.get('/api/admin/users')).status).toBe(403);
      expect((await admin.post(`/api/admin/users/${user.id}/admin`)).body).toEqual({ ok: true });
      expect((await user.client.get('/api/user')).body.isAdmin).toBe(true);
      expect((await user.client.get('/api/admin/users')).status).toBe(200);
      // One way, and once: promoting again changes nothing.
      expect((await admin.post(`/api/admin/users/${user.id}/admin`)).status).toBe(200);
      const events = await userEvents(user.id);
      expect(events.filter((e) => e.type === 'UserPromotedToAdmin')).toEqual([
        { type: 'UserPromotedToAdmin', actor: { kind: 'admin', id: adminId } },
      ]);
      expect((await listed(`?search=${user.email}`)).users[0]).toMatchObject({ id: user.id, isAdmin: true });
    });

    it('changes a user type both ways, seen by the user at once, each change naming the administrator', async () => {
      const user = await registered();
      expect(
        (await admin.call('PUT', `/api/admin/users/${user.id}/type`, { userType: 'Quadra' })).status,
      ).toBe(200);
      expect((await user.client.get('/api/user')).body.userType).toBe('Quadra');
      expect((await listed(`?search=${user.email}`)).users[0]!.userType).toBe('Quadra');
      expect(
        (await admin.call('PUT', `/api/admin/users/${user.id}/type`, { userType: 'Usuário' })).status,
      ).toBe(200);
      expect((await user.client.get('/api/user')).body.userType).toBe('Usuário');
      expect((await userEvents(user.id)).filter((e) => e.type === 'UserTypeChanged')).toEqual([
        { type: 'UserTypeChanged', actor: { kind: 'admin', id: adminId } },
        { type: 'UserTypeChanged', actor: { kind: 'admin', id: adminId } },
      ]);

      const wrong = await admin.call('PUT', `/api/admin/users/${user.id}/type`, { userType: 'Clube' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors.userType).toBeTruthy();
    });

    it('answers 404, never 500, for malformed or unknown user ids', async () => {
      for (const id of ['not-a-uuid', '1234', "' or 1=1 --", randomUUID()]) {
        const path = `/api/admin/users/${encodeURIComponent(id)}`;
        for (const [method, suffix, body] of [
          ['POST', '/admin', {}],
          ['PUT', '/type', { userType: 'Quadra' }],
          ['DELETE', '', undefined],
          ['POST', '/block', {}],
          ['POST', '/credits', { credits: 1, reason: 'bonus' }],
        ] as const) {
          const answer = await admin.call(method, `${path}${suffix}`, body);
          expect(answer.status, `${method} ${path}${suffix}`).toBe(404);
          expect(answer.body.message).toBe('Usuário não encontrado.');
        }
      }
    });

    it('refuses to erase oneself, in the asker’s language', async () => {
      const answer = await admin.call('DELETE', `/api/admin/users/${adminId}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'users.cannotDeleteYourself',
        message: 'Você não pode remover a sua própria conta.',
      });
      const inEnglish = apiClient(server, 'en');
      await inEnglish.post('/api/login', ADMIN);
      expect((await inEnglish.call('DELETE', `/api/admin/users/${adminId}`)).body.message).toBe(
        'You cannot delete your own account.',
      );
      expect((await admin.get('/api/user')).status).toBe(200);
    });

    it("tells a blocked or erased user's open tabs why their session ended before cutting them", async () => {
      for (const [path, method, reason] of [
        ['/block', 'POST', 'blocked'],
        ['', 'DELETE', 'erased'],
      ] as const) {
        const user = await registered(`Aberta ${reason}`);
        const socket = await liveSocket(server, user.client.cookie);
        const told: unknown[] = [];
        socket.on('session:ended', (body: unknown) => told.push(body));
        const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        expect((await admin.call(method, `/api/admin/users/${user.id}${path}`, {})).status).toBe(200);
        expect(await cut).toBe('io server disconnect');
        expect(told).toEqual([{ reason }]);
      }
    });

    it('erases a user: signed out and cut off at once, listed nowhere, their e-mail free for a new account', async () => {
      const user = await registered('Apagável da Silva');
      const elsewhere = apiClient(server);
      expect((await elsewhere.post('/api/login', { email: user.email, password: 'senha123' })).status).toBe(
        200,
      );
      const socket = await liveSocket(server, user.client.cookie);
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await listed(`?search=${user.email}`)).total).toBe(1);

      expect((await admin.call('DELETE', `/api/admin/users/${user.id}`)).body).toEqual({ ok: true });
      await disconnected;
      expect((await user.client.get('/api/user')).status).toBe(401);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      const signIn = await apiClient(server).post('/api/login', { email: user.email, password: 'senha123' });
      expect(signIn.status).toBe(401);
      expect((await listed(`?search=${user.email}`)).total).toBe(0);
      expect((await listed('?search=apagavel')).total).toBe(0);
      expect((await listed('?pageSize=100')).users.map((u) => u.id)).not.toContain(user.id);
      expect((await userEvents(user.id)).filter((e) => e.type === 'UserErased')).toEqual([
        { type: 'UserErased', actor: { kind: 'admin', id: adminId } },
      ]);

      // Erasing again changes nothing and answers ok; anything else about them is not found.
      expect((await admin.call('DELETE', `/api/admin/users/${user.id}`)).body).toEqual({ ok: true });
      expect((await userEvents(user.id)).filter((e) => e.type === 'UserErased')).toHaveLength(1);
      expect((await admin.post(`/api/admin/users/${user.id}/admin`)).status).toBe(404);
      expect(
        (await admin.call('PUT', `/api/admin/users/${user.id}/type`, { userType: 'Quadra' })).status,
      ).toBe(404);
      expect((await admin.post(`/api/admin/users/${user.id}/block`)).status).toBe(404);
      expect(
        (await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 1, reason: 'bonus' })).status,
      ).toBe(404);

      // The address makes a new account (a new id) that signs in and is listed.
      const again = apiClient(server);
      const reRegistered = await again.post('/api/register', {
        name: 'Outra Pessoa',
        email: user.email,
        password: 'outra-senha',
        terms: true,
      });
      expect(reRegistered.status).toBe(201);
      expect(reRegistered.body.id).not.toBe(user.id);
      expect((await again.get('/api/user')).body).toMatchObject({ email: user.email, name: 'Outra Pessoa' });
      expect(
        (await apiClient(server).post('/api/login', { email: user.email, password: 'senha123' })).status,
      ).toBe(401);
      expect((await listed(`?search=${user.email}`)).users.map((u) => u.id)).toEqual([reRegistered.body.id]);
    });

    it('never erases the last administrator who can still act, even when two administrators erase each other at once', async () => {
      // Given that the administrator is the only one left (earlier tests promoted others)…
      for (const u of (await listed('?pageSize=100')).users)
        if (u.isAdmin && u.id !== adminId) await admin.call('DELETE', `/api/admin/users/${u.id}`);
      const other = await registered('Segunda Gestora');
      await admin.post(`/api/admin/users/${other.id}/admin`);
      const third = await registered('Terceira Gestora');
      await admin.post(`/api/admin/users/${third.id}/admin`);

      // Erasing an administrator while others remain is fine.
      expect((await admin.call('DELETE', `/api/admin/users/${third.id}`)).status).toBe(200);

      // The other administrator's request passed authentication just before the first one erased
      // them: its decision still sees that nobody would be left.
      expect((await admin.call('DELETE', `/api/admin/users/${other.id}`)).status).toBe(200);
      const stale = contextFor({ kind: 'admin', id: other.id });
      const refused = await server.system.services.accounts.erase(stale, adminId).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe('users.lastAdmin');
      expect((await admin.get('/api/user')).body.isAdmin).toBe(true);

      // Through HTTP, at once: one erasure wins, the other is refused (or its session is gone already).
      const rival = await registered('Gestora Rival');
      await admin.post(`/api/admin/users/${rival.id}/admin`);
      const fresh = apiClient(server);
      await fresh.post('/api/login', ADMIN);
      const [a, b] = await Promise.all([
        fresh.call('DELETE', `/api/admin/users/${rival.id}`),
        rival.client.call('DELETE', `/api/admin/users/${adminId}`),
      ]);
      expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
      const [won, lost] = a.status === 200 ? [fresh, b] : [rival.client, a];
      expect([401, 409]).toContain(lost.status);
      if (lost.status === 409)
        expect(lost.body.message).toBe('Não é possível remover o último administrador.');
      const everyone = await won.get('/api/admin/users?pageSize=100');
      expect(everyone.body.users.filter((u: AdminUser) => u.isAdmin)).toHaveLength(1);
    });
  });
}
