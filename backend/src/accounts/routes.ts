import { createHash, randomBytes } from 'node:crypto';
import {
  type AllPosition,
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  EverHadCreditsSchema,
  GrantCreditsRequestSchema,
  LoginRequestSchema,
  NeutralAnswerSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegisterRequestSchema,
  SessionUserSchema,
  TransactionSchema,
  UserIdParamsSchema,
  userDecider,
  userStream,
} from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../commands/handleCommand';
import { translate } from '../i18n';
import type { System } from '../system';
import { clearSessionCookie, requireAdmin, requireUser, setSessionCookie } from './auth';
import { hashPassword, verifyPassword } from './passwords';
import { normalizeEmail, registerUser } from './registration';
import { describeTransaction } from './transactionText';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Zk4f1Yq3n0i3pIHT0n0n0E3GgkR4o5d3RC1tCq9nTx0';

export async function accountRoutes(base: FastifyInstance, system: System): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = system.database;
  const sessions = system.sessions;
  const settle = async (position: AllPosition | null) => {
    if (position && !(await system.runner.waitFor(position))) {
      app.log.warn({ position: String(position.commit) }, 'projections lag behind a command');
    }
  };
  // Each limiter counts on its own (the plugin's route hook runs only one limiter per request).
  const limiter = (options: Parameters<typeof app.createRateLimit>[0]) => {
    const check = app.createRateLimit(options);
    return async (request: FastifyRequest) => {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) throw new DomainError('request.rateLimited');
    };
  };
  const perIp = () => limiter({ max: system.config.authRateLimitPerIp, timeWindow: '1 minute' });
  const perEmail = (max: number, scope: string) =>
    limiter({
      max,
      timeWindow: '15 minutes',
      keyGenerator: (request: FastifyRequest) =>
        `${scope}:${normalizeEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''))}`,
    });
  const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const sessionUserOf = async (id: string) => {
    const row = await userRow(id);
    if (!row) throw new DomainError('users.notFound');
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      credits: row.credits,
      isAdmin: row.is_admin,
      userType: row.user_type as 'Usuário' | 'Quadra',
      referralCode: row.referral_code,
    };
  };

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 when anonymous)',
        response: { 200: SessionUserSchema },
      },
    },
    async (request) => requireUser(request),
  );

  app.post(
    '/api/register',
    {
      preHandler: [perIp()],
      schema: { tags: ['account'], body: RegisterRequestSchema, response: { 201: SessionUserSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      let referredBy: string | null = null;
      if (body.referralCode) {
        const referrer = await db
          .selectFrom('users')
          .select('id')
          .where('referral_code', '=', body.referralCode.toUpperCase())
          .executeTakeFirst();
        if (!referrer) throw new DomainError('auth.referralCodeUnknown');
        referredBy = referrer.id;
      }
      const { userId, position } = await registerUser(system.store, { ...body, referredBy, now: new Date() });
      await settle(position);
      const session = await sessions.create(userId, false);
      setSessionCookie(request, reply, session.token, false);
      return reply.status(201).send(await sessionUserOf(userId));
    },
  );

  app.post(
    '/api/login',
    {
      preHandler: [perIp(), perEmail(10, 'login')],
      schema: { tags: ['account'], body: LoginRequestSchema, response: { 200: SessionUserSchema } },
    },
    async (request, reply) => {
      const { email, password, rememberMe = false } = request.body;
      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_blocked'])
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      const valid = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password);
      if (!row || !valid) throw new DomainError('auth.invalidCredentials');
      if (row.is_blocked) throw new DomainError('auth.blocked');
      const session = await sessions.create(row.id, rememberMe);
      setSessionCookie(request, reply, session.token, rememberMe);
      return sessionUserOf(row.id);
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['account'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      if (request.sessionToken) await sessions.revoke(request.sessionToken);
      if (request.user) system.live?.io.in(`user:${request.user.id}`).disconnectSockets(true);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset/request',
    {
      preHandler: [perIp(), perEmail(5, 'reset')],
      schema: { tags: ['account'], body: PasswordResetRequestSchema, response: { 200: NeutralAnswerSchema } },
    },
    async (request) => {
      const lng = request.language;
      const row = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'is_blocked'])
        .where('email', '=', normalizeEmail(request.body.email))
        .executeTakeFirst();
      if (row && !row.is_blocked) {
        const secret = randomBytes(32).toString('base64url');
        const now = new Date();
        await handleCommand(system.store, userStream(row.id), userDecider, {
          type: 'RequestPasswordReset',
          tokenHash: sha256(secret),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          now,
        });
        const link = `${system.config.publicUrl}/reset-password?token=${encodeURIComponent(`${row.id}.${secret}`)}`;
        try {
          await system.mailer.send({
            to: row.email,
            subject: translate(lng, 'emails:passwordReset.subject'),
            text: translate(lng, 'emails:passwordReset.text', { name: row.name, link }),
          });
        } catch (error) {
          request.log.error({ err: error }, 'password-reset mail could not be sent');
        }
      }
      return { ok: true as const, message: translate(lng, 'auth.resetRequested') };
    },
  );

  app.post(
    '/api/password-reset/reset',
    {
      preHandler: [perIp()],
      schema: { tags: ['account'], body: PasswordResetSchema, response: { 200: NeutralAnswerSchema } },
    },
    async (request) => {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(request.body.token);
      if (!match) throw new DomainError('auth.resetTokenInvalid');
      const [, userId, secret] = match as unknown as [string, string, string];
      const passwordHash = await hashPassword(request.body.password);
      let result: Awaited<ReturnType<typeof handleCommand>>;
      try {
        result = await handleCommand(system.store, userStream(userId), userDecider, {
          type: 'ResetPassword',
          tokenHash: sha256(secret),
          passwordHash,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'users.notFound')
          throw new DomainError('auth.resetTokenInvalid');
        throw error;
      }
      await sessions.revokeAllOf(userId);
      await settle(result.position);
      return { ok: true as const, message: translate(request.language, 'auth.passwordChanged') };
    },
  );

  app.get(
    '/api/user/ever-had-credits',
    { schema: { tags: ['account'], response: { 200: EverHadCreditsSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('users')
        .select('ever_had_credits')
        .where('id', '=', user.id)
        .executeTakeFirst();
      return { everHadCredits: row?.ever_had_credits ?? false };
    },
  );

  app.get(
    '/api/transactions',
    { schema: { tags: ['credits'], response: { 200: z.array(TransactionSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        kind: r.kind as z.infer<typeof TransactionSchema>['kind'],
        amount: r.amount_cents,
        credits: r.credits,
        description: describeTransaction(request.language, r.kind, r.credits, r.detail),
        currencyCode: r.currency_code,
        status: r.status as 'completed',
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  );

  app.post(
    '/api/admin/users/:userId/credits',
    {
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        body: GrantCreditsRequestSchema,
        response: { 200: z.object({ userId: z.uuid(), credits: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { userId } = request.params;
      if (!(await userRow(userId))) throw new DomainError('users.notFound');
      const result = await handleCommand(system.store, creditAccountStream(userId), creditAccountDecider, {
        type: 'GrantCredits',
        amount: request.body.credits,
        reason: request.body.reason,
        by: admin.id,
        now: new Date(),
      });
      await settle(result.position);
      return { userId, credits: result.state.balance };
    },
  );

  app.post(
    '/api/admin/users/:userId/block',
    {
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { userId } = request.params;
      const result = await handleCommand(system.store, userStream(userId), userDecider, {
        type: 'BlockUser',
        by: admin.id,
        now: new Date(),
      });
      await sessions.revokeAllOf(userId);
      system.live?.io.in(`user:${userId}`).disconnectSockets(true);
      await settle(result.position);
      return { ok: true as const };
    },
  );
}
