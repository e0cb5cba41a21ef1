import { randomUUID } from 'node:crypto';
import {
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  decodeRecorded,
  type ErrorBody,
  LEGAL_VERSIONS,
  type SessionUser,
  type SpendCredits,
  userStream,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { liveSocket } from '../testing/liveSocket';
import { startSmtpSink } from '../testing/smtpSink';
import { startTestServer, type TestServer } from '../testing/testServer';

/** A browser-like client: keeps its cookie, sends JSON. */
function clientOf(server: TestServer, language = 'pt-BR', headers: Record<string, string> = {}) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
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
    if (setCookie) cookie = setCookie.split(';')[0]!.endsWith('=') ? '' : setCookie.split(';')[0]!;
    const text = await answer.text();
    return {
      status: answer.status,
      body: text ? JSON.parse(text) : null,
      setCookie,
      headers: answer.headers,
    };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    forget: () => {
      cookie = '';
    },
    get cookie() {
      return cookie;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The token of the reset link in a mail. */
const resetTokenIn = (text: string) =>
  decodeURIComponent(/http:\/\/rodada\.test\/reset-password\?token=(\S+)/.exec(text)![1]!);

const unique = () => `${randomUUID().slice(0, 8)}@clube.com.br`;

for (const target of testDatabaseTargets()) {
  describe(`accounts API on ${target.name}`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let admin: ReturnType<typeof clientOf>;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(target, {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://rodada.test',
        // Requests come from loopback; a test names the client's address with X-Forwarded-For.
        TRUST_PROXY: 'loopback',
      });
      admin = clientOf(server);
      expect(
        (await admin.post('/api/login', { email: 'admin@rodada.test', password: 'admin-test-password' }))
          .status,
      ).toBe(200);
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    async function registered(name = 'Ana Souza', language = 'pt-BR') {
      const client = clientOf(server, language);
      const email = unique();
      const answer = await client.post('/api/register', { name, email, password: 'senha123', terms: true });
      expect(answer.status).toBe(201);
      return { client, email, user: answer.body as SessionUser };
    }

    it('registers, signs the new user in and answers who they are', async () => {
      const { client, email, user } = await registered();
      expect(user).toMatchObject({
        name: 'Ana Souza',
        email,
        credits: 0,
        isAdmin: false,
        userType: 'Usuário',
      });
      expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
      expect((await client.get('/api/user')).body).toEqual(user);
    });

    it('answers anonymous users with 401', async () => {
      const answer = await clientOf(server).get('/api/user');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'auth.unauthenticated', message: 'Faça login para continuar.' });
    });

    it('refuses a registration that does not accept the terms, in the request language, creating nothing', async () => {
      const email = unique();
      for (const [language, terms, message] of [
        ['pt-BR', undefined, 'Você deve concordar com os termos'],
        ['en', false, 'You must agree to the terms'],
        ['es', 'yes', 'Debes aceptar los términos'],
      ] as const) {
        const refused = await clientOf(server, language).post('/api/register', {
          name: 'Sem Aceite',
          email,
          password: 'senha123',
          ...(terms === undefined ? {} : { terms }),
        });
        expect(refused.status).toBe(400);
        expect(refused.body.fieldErrors).toEqual({ terms: message });
      }
      // Nothing was claimed: the address registers at once, accepting.
      const accepted = await clientOf(server).post('/api/register', {
        name: 'Com Aceite',
        email,
        password: 'senha123',
        terms: true,
      });
      expect(accepted.status).toBe(201);
    });

    it('records which terms and privacy versions a person accepted and when; the administrator sees it', async () => {
      const { user } = await registered('Consentida');
      const [event] = await server.system.store.readStream(userStream(user.id));
      expect(event).toMatchObject({
        type: 'UserRegistered.v1',
        data: {
          userId: user.id,
          consent: { terms: LEGAL_VERSIONS.terms.version, privacy: LEGAL_VERSIONS.privacy.version },
        },
      });
      const listed = await admin.get(`/api/admin/users?search=${encodeURIComponent('Consentida')}`);
      expect(listed.body.users).toEqual([
        expect.objectContaining({ id: user.id, consent: { terms: '1.0', privacy: '1.0' } }),
      ]);
      // The first administrator's account was made for them: no acceptance is claimed.
      const admins = await admin.get('/api/admin/users?search=admin%40rodada.test');
      expect(admins.body.users).toEqual([expect.objectContaining({ consent: null })]);
    });

    it('explains every registration field error in the request language', async () => {
      const pt = await clientOf(server).post('/api/register', {
        name: ' ',
        email: 'ana@',
        password: '123',
        terms: true,
      });
      expect(pt.status).toBe(400);
      expect(pt.body.fieldErrors).toEqual({
        name: 'Nome é obrigatório',
        email: 'Email inválido',
        password: 'Senha deve ter pelo menos 6 caracteres',
      });
      const es = await clientOf(server, 'es').post('/api/register', { email: 'x@y.com', terms: true });
      expect(es.body.fieldErrors).toMatchObject({
        name: 'Campo obligatorio.',
        password: 'Campo obligatorio.',
      });
    });

    it('refuses a second account with the same e-mail, whatever its case', async () => {
      const { email } = await registered();
      const again = await clientOf(server).post('/api/register', {
        name: 'Outra',
        email: email.toUpperCase(),
        password: 'senha123',
        terms: true,
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Já existe uma conta com este e-mail.');
    });

    it('records who referred a new user, and refuses an unknown referral code', async () => {
      const { user: referrer } = await registered('Bruno');
      const friend = await clientOf(server).post('/api/register', {
        name: 'Carla',
        email: unique(),
        password: 'senha123',
        referralCode: referrer.referralCode.toLowerCase(),
        terms: true,
      });
      expect(friend.status).toBe(201);
      const row = await server.system.database.db
        .selectFrom('users')
        .select('referred_by')
        .where('id', '=', friend.body.id)
        .executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(referrer.id);
      const unknown = await clientOf(server).post('/api/register', {
        name: 'Davi',
        email: unique(),
        password: 'senha123',
        referralCode: 'ZZZZZZZZ',
        terms: true,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('auth.referralCodeUnknown');
    });

    it('signs in with the right password only, and says so in the same words for an unknown e-mail', async () => {
      const { email } = await registered();
      const client = clientOf(server, 'en');
      const wrong = await client.post('/api/login', { email, password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'auth.invalidCredentials', message: 'Wrong e-mail or password.' });
      const unknown = await client.post('/api/login', { email: unique(), password: 'whatever' });
      expect(unknown.body).toEqual(wrong.body);
      const right = await client.post('/api/login', { email: email.toUpperCase(), password: 'senha123' });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(email);
    });

    it('keeps a remembered session for 30 days and a plain one for the browser session', async () => {
      const { email } = await registered();
      const remembered = await clientOf(server).post('/api/login', {
        email,
        password: 'senha123',
        rememberMe: true,
      });
      expect(remembered.setCookie).toMatch(/Max-Age=2592000/);
      expect(remembered.setCookie).toMatch(/HttpOnly/);
      expect(remembered.setCookie).toMatch(/SameSite=Lax/);
      const plain = await clientOf(server).post('/api/login', { email, password: 'senha123' });
      expect(plain.setCookie).not.toMatch(/Max-Age|Expires/);
      // Secure follows the configuration (here: not production, an http address), never a header.
      expect(plain.setCookie).not.toMatch(/Secure/i);
      const forged = await clientOf(server, 'pt-BR', { 'x-forwarded-proto': 'https' }).post('/api/login', {
        email,
        password: 'senha123',
      });
      expect(forged.status).toBe(200);
      expect(forged.setCookie).not.toMatch(/Secure/i);
    });

    it('ends the session on logout', async () => {
      const { client } = await registered();
      expect((await client.post('/api/logout')).status).toBe(200);
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('stops a blocked user at once: open sessions end and sign-in is refused', async () => {
      const { client, email, user } = await registered();
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await admin.post(`/api/admin/users/${user.id}/block`)).status).toBe(200);
      expect((await client.get('/api/user')).status).toBe(401);
      const again = await clientOf(server).post('/api/login', { email, password: 'senha123' });
      expect(again.status).toBe(403);
      expect(again.body.message).toBe('Esta conta está bloqueada. Fale com o suporte.');
    });

    it('rate-limits wrong passwords for an e-mail from one address', async () => {
      const email = unique();
      const client = clientOf(server);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await client.post('/api/login', { email, password: 'x12345' })).status);
      expect(statuses).toEqual(Array(10).fill(401));
      const limited = await client.post('/api/login', { email, password: 'x12345' });
      expect(limited.status).toBe(429);
      expect((limited.body as ErrorBody).message).toBe(
        'Muitas tentativas. Aguarde um pouco e tente novamente.',
      );
    });

    it('resets a forgotten password through the e-mailed link, once', async () => {
      const { email } = await registered('Elisa', 'en');
      const answer = await clientOf(server, 'en').post('/api/password-reset/request', { email });
      expect(answer.body).toEqual({
        ok: true,
        message: 'If the e-mail is registered, you will receive instructions to set a new password.',
      });
      const mail = await smtp.mailTo(email);
      expect(mail.text).toContain('Hi Elisa');
      const token = resetTokenIn(mail.text);
      const reset = await clientOf(server).post('/api/password-reset/reset', {
        token,
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
      });
      expect(reset.status).toBe(200);
      expect((await clientOf(server).post('/api/login', { email, password: 'nova-senha' })).status).toBe(200);
      expect((await clientOf(server).post('/api/login', { email, password: 'senha123' })).status).toBe(401);
      const reused = await clientOf(server).post('/api/password-reset/reset', {
        token,
        password: 'outra-senha',
        confirmPassword: 'outra-senha',
      });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('auth.resetTokenInvalid');
    });

    it('answers an unknown e-mail the same neutral way and sends nothing', async () => {
      const before = smtp.mails.length;
      const email = unique();
      const answer = await clientOf(server).post('/api/password-reset/request', { email });
      expect(answer.status).toBe(200);
      expect(answer.body.ok).toBe(true);
      await server.system.services.accounts.mails.drained();
      expect(smtp.mails.length).toBe(before);
    });

    it('answers a reset request at once, the same for every e-mail, while the mail server is still busy', async () => {
      const known = await Promise.all([registered(), registered(), registered(), registered()]);
      const unknown = [unique(), unique(), unique(), unique()];
      smtp.hold();
      try {
        // Alternating registered and unknown addresses: every answer arrives although no mail
        // has been delivered yet, and no answer differs from another.
        const answers = [];
        for (let i = 0; i < known.length; i++) {
          for (const email of [known[i]!.email, unknown[i]!]) {
            const answer = await fetch(`${server.url}/api/password-reset/request`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email }),
              signal: AbortSignal.timeout(5000),
            });
            answers.push({
              status: answer.status,
              type: answer.headers.get('content-type'),
              body: await answer.text(),
            });
          }
        }
        expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
        expect(answers[0]!.status).toBe(200);
        // The mails for the registered addresses are on their way, held at the mail server.
        await until(() => smtp.held === known.length);
      } finally {
        smtp.release();
      }
      for (const { email } of known)
        expect((await smtp.mailTo(email)).text).toContain('reset-password?token=');
      await server.system.services.accounts.mails.drained();
      for (const email of unknown) expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    });

    it('ends every session and live socket of the user once the password is reset', async () => {
      const { client, email, user } = await registered();
      const elsewhere = clientOf(server);
      expect((await elsewhere.post('/api/login', { email, password: 'senha123' })).status).toBe(200);
      const socket = await liveSocket(server, client.cookie);
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      await until(async () => (await server.live.io.in(`user:${user.id}`).fetchSockets()).length === 1);

      await clientOf(server).post('/api/password-reset/request', { email });
      const token = resetTokenIn((await smtp.mailTo(email)).text);
      const reset = await clientOf(server).post('/api/password-reset/reset', {
        token,
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
      });
      expect(reset.status).toBe(200);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      await disconnected;
      expect(socket.connected).toBe(false);
    });

    it('voids the other links mailed to the user once one of them is used', async () => {
      const { email } = await registered();
      await clientOf(server).post('/api/password-reset/request', { email });
      await clientOf(server).post('/api/password-reset/request', { email });
      const first = resetTokenIn((await smtp.mailTo(email, { index: 0 })).text);
      const second = resetTokenIn((await smtp.mailTo(email, { index: 1 })).text);
      expect(first).not.toBe(second);
      const used = await clientOf(server).post('/api/password-reset/reset', {
        token: second,
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
      });
      expect(used.status).toBe(200);
      const older = await clientOf(server).post('/api/password-reset/reset', {
        token: first,
        password: 'outra-senha',
        confirmPassword: 'outra-senha',
      });
      expect(older.status).toBe(400);
      expect(older.body.code).toBe('auth.resetTokenInvalid');
      expect((await clientOf(server).post('/api/login', { email, password: 'nova-senha' })).status).toBe(200);
    });

    it('refuses an expired reset token and mismatched confirmation', async () => {
      const { user } = await registered();
      const { createHash } = await import('node:crypto');
      const secret = 'expired-secret-0123456789abcdef';
      await server.system.store.append(
        userStream(user.id),
        [
          {
            id: randomUUID(),
            type: 'PasswordResetRequested',
            data: {
              tokenHash: createHash('sha256').update(secret).digest('hex'),
              expiresAt: new Date(Date.now() - 1000).toISOString(),
              at: new Date(Date.now() - 3_601_000).toISOString(),
            },
          },
        ],
        0n,
      );
      const expired = await clientOf(server).post('/api/password-reset/reset', {
        token: `${user.id}.${secret}`,
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
      });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('auth.resetTokenInvalid');
      const mismatch = await clientOf(server).post('/api/password-reset/reset', {
        token: `${user.id}.${secret}`,
        password: 'nova-senha',
        confirmPassword: 'outra-senha',
      });
      expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: 'Senhas não coincidem' });
    });

    it('lets only administrators grant credits, and shows the grant in the transactions', async () => {
      const { client, user } = await registered();
      expect((await client.get('/api/user/ever-had-credits')).body).toEqual({ everHadCredits: false });
      const forbidden = await client.post(`/api/admin/users/${user.id}/credits`, {
        credits: 5,
        reason: 'bonus',
      });
      expect(forbidden.status).toBe(403);
      expect(
        (await clientOf(server).post(`/api/admin/users/${user.id}/credits`, { credits: 5, reason: 'bonus' }))
          .status,
      ).toBe(401);
      const invalid = await admin.post(`/api/admin/users/${user.id}/credits`, {
        credits: 0,
        reason: 'bonus',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.fieldErrors.credits).toBe('Informe uma quantidade de créditos entre 1 e 999.');
      const missing = await admin.post(`/api/admin/users/${randomUUID()}/credits`, {
        credits: 1,
        reason: 'bonus',
      });
      expect(missing.status).toBe(404);
      const granted = await admin.post(`/api/admin/users/${user.id}/credits`, {
        credits: 5,
        reason: 'promotional',
      });
      expect(granted.body).toEqual({ userId: user.id, credits: 5 });
      expect((await client.get('/api/user')).body.credits).toBe(5);
      expect((await client.get('/api/user/ever-had-credits')).body).toEqual({ everHadCredits: true });
      // Account answers are personal: no browser cache or proxy keeps a copy.
      for (const path of ['/api/user', '/api/user/ever-had-credits', '/api/transactions'])
        expect((await client.get(path)).headers.get('cache-control')).toBe('no-store');
      const transactions = (await client.get('/api/transactions')).body;
      expect(transactions).toHaveLength(1);
      expect(transactions[0]).toMatchObject({
        userId: user.id,
        kind: 'grant',
        credits: 5,
        description: 'Créditos adicionados pelo gestor (promocional)',
        status: 'completed',
      });
    });

    it('never loses or invents a credit under concurrent grants and spends', async () => {
      const { client, user } = await registered();
      const stream = creditAccountStream(user.id);
      await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 10, reason: 'bonus' });
      const spends = Array.from({ length: 24 }, (_, i) =>
        handleCommand(
          server.system.store,
          stream,
          creditAccountDecider,
          commandOf<SpendCredits>(
            'SpendCredits',
            { amount: 1, tournamentId: randomUUID(), tournamentName: `Torneio ${i}` },
            contextFor({ kind: 'user', id: user.id }),
          ),
          { retries: 50 },
        ),
      );
      const grants = Array.from({ length: 6 }, () =>
        admin.post(`/api/admin/users/${user.id}/credits`, { credits: 1, reason: 'correction' }),
      );
      const outcomes = await Promise.allSettled(spends);
      expect((await Promise.all(grants)).every((g) => g.status === 200)).toBe(true);
      const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
      const refused = outcomes.filter((o) => o.status === 'rejected');
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
      expect(succeeded).toBeGreaterThanOrEqual(10);
      expect(succeeded).toBeLessThanOrEqual(16);
      const balance = 10 + 6 - succeeded;
      const events = await server.system.store.readStream(stream);
      const state = events.reduce(
        (s, e) => creditAccountDecider.evolve(s, decodeRecorded(e) as never),
        creditAccountDecider.initialState(),
      );
      expect(state.balance).toBe(balance);
      expect(state.balance).toBeGreaterThanOrEqual(0);
      await server.system.runner.waitFor(events.at(-1)!.position);
      expect((await client.get('/api/user')).body.credits).toBe(balance);
      const transactions = (await client.get('/api/transactions')).body as { credits: number }[];
      expect(transactions.reduce((sum, t) => sum + t.credits, 0)).toBe(balance);
    });

    // Last: it leaves the administrator's e-mail slowed down for a while.
    it('limits reset requests per e-mail and address: a stranger’s requests never delay the owner, whose sign-in forgives their own', async () => {
      const { email } = await registered('Dona do Reset');
      const ask = (address: string) =>
        clientOf(server, 'pt-BR', { 'x-forwarded-for': address }).post('/api/password-reset/request', {
          email,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask('203.0.113.77')).status);
      expect(statuses).toEqual([...Array(5).fill(200), 429]);
      // The owner, from their own address, still gets their reset mail.
      expect((await ask('198.51.100.40')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await ask('198.51.100.40')).status).toBe(200);
      expect((await ask('198.51.100.40')).status).toBe(429);
      // They remember the password after all: signing in from there forgives that address's requests.
      const owner = clientOf(server, 'pt-BR', { 'x-forwarded-for': '198.51.100.40' });
      expect((await owner.post('/api/login', { email, password: 'senha123' })).status).toBe(200);
      expect((await ask('198.51.100.40')).status).toBe(200);
      // The stranger is still refused.
      expect((await ask('203.0.113.77')).status).toBe(429);
    });

    it('never locks the administrator out: a stranger’s wrong passwords stop the stranger, and only slow the e-mail', async () => {
      const stranger = clientOf(server, 'pt-BR', { 'x-forwarded-for': '203.0.113.66' });
      const credentials = { email: 'admin@rodada.test', password: 'guessing' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await stranger.post('/api/login', credentials)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // The stranger is refused even with the right password from that address.
      const lucky = await stranger.post('/api/login', { ...credentials, password: 'admin-test-password' });
      expect(lucky.status).toBe(429);
      // The administrator, from their own address, gets in: slowed down, not locked.
      const started = Date.now();
      const owner = await clientOf(server, 'pt-BR', { 'x-forwarded-for': '198.51.100.23' }).post(
        '/api/login',
        {
          email: 'admin@rodada.test',
          password: 'admin-test-password',
        },
      );
      expect(owner.status).toBe(200);
      expect(owner.body.isAdmin).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    });
  });
}

describe('session cookies on an https public address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(null, { PUBLIC_URL: 'https://rodada.test' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('are Secure even when the request reaches the app over plain http (TLS ends at a proxy)', async () => {
    const answer = await clientOf(server).post('/api/login', {
      email: 'admin@rodada.test',
      password: 'admin-test-password',
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/;\s*Secure/i);
  });
});
