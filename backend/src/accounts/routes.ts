import {
  type Actor,
  EverHadCreditsSchema,
  type GrantCreditsRequest,
  GrantCreditsRequestSchema,
  LoginRequestSchema,
  NeutralAnswerSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegisterRequestSchema,
  SessionUserSchema,
  TransactionSchema,
  UserIdParamsSchema,
} from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandContext } from '../commands/context';
import { actorOf, commandContext } from '../commands/context';
import { rateLimiter } from '../http/rateLimit';
import { translate } from '../i18n';
import { type TransactionRow, transactionView } from '../reporting';
import { adminUserRoutes } from './adminUserRoutes';
import { clearSessionCookie, requireUser, setSessionCookie } from './auth';
import { normalizeEmail } from './registration';
import type { AccountService } from './service';
import type { Sessions } from './sessions';

/** Account and credit routes: each parses, calls its slice's service and shapes the answer. */
export interface AccountRoutesOptions {
  readonly accounts: AccountService;
  readonly sessions: Sessions;
  /** Whether the session cookie is `Secure` (production, or an https public address). */
  readonly secureCookies: boolean;
  /** Sign-ups and sign-ins one address may try per minute (`AUTH_RATE_LIMIT_PER_IP`). */
  readonly authRateLimitPerIp: number;
  /** The credits slice's part of a user's page: their transactions, and an administrator's grant. */
  readonly credits: {
    transactions(actor: Actor): Promise<readonly TransactionRow[]>;
    grant(
      context: CommandContext,
      userId: string,
      request: GrantCreditsRequest,
    ): Promise<{ userId: string; credits: number }>;
  };
}

export async function accountRoutes(base: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { accounts, credits, sessions, secureCookies: secure } = options;
  const perIp = () => rateLimiter(app, { max: options.authRateLimitPerIp, timeWindow: '1 minute' });
  const perEmail = (max: number, scope: string) =>
    rateLimiter(app, {
      max,
      timeWindow: '15 minutes',
      keyGenerator: (request: FastifyRequest) =>
        `${scope}:${normalizeEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''))}`,
    });

  app.get(
    '/user',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 when anonymous)',
        response: { 200: SessionUserSchema },
      },
    },
    async (request) => requireUser(request),
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      preHandler: [perIp()],
      schema: { tags: ['account'], body: RegisterRequestSchema, response: { 201: SessionUserSchema } },
    },
    async (request, reply) => {
      const { userId } = await accounts.register(commandContext(request), request.body);
      const session = await sessions.create(userId, false);
      setSessionCookie(reply, session.token, { remember: false, secure });
      return reply.status(201).send(await accounts.sessionUser(userId));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      // Wrong passwords are counted per (e-mail, address) by the service, which never locks an e-mail.
      preHandler: [perIp()],
      schema: { tags: ['account'], body: LoginRequestSchema, response: { 200: SessionUserSchema } },
    },
    async (request, reply) => {
      const { email, password, rememberMe = false } = request.body;
      const { userId, token } = await accounts.signIn(email, password, rememberMe, request.ip);
      setSessionCookie(reply, token, { remember: rememberMe, secure });
      return accounts.sessionUser(userId);
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      await accounts.signOut(actorOf(request), request.sessionToken);
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );

  app.post(
    '/password-reset/request',
    {
      config: { access: 'public' },
      preHandler: [perIp(), perEmail(5, 'reset')],
      schema: { tags: ['account'], body: PasswordResetRequestSchema, response: { 200: NeutralAnswerSchema } },
    },
    async (request) => {
      const lng = request.language;
      await accounts.requestPasswordReset(
        commandContext(request),
        request.body.email,
        (link, name) => ({
          subject: translate(lng, 'emails:passwordReset.subject'),
          text: translate(lng, 'emails:passwordReset.text', { name, link }),
        }),
        // Runs after the answer: the request's logger still names the request.
        (error) => request.log.error({ err: error }, 'password-reset mail could not be sent'),
      );
      return { ok: true as const, message: translate(lng, 'auth.resetRequested') };
    },
  );

  app.post(
    '/password-reset/reset',
    {
      config: { access: 'public' },
      preHandler: [perIp()],
      schema: { tags: ['account'], body: PasswordResetSchema, response: { 200: NeutralAnswerSchema } },
    },
    async (request) => {
      await accounts.resetPassword(commandContext(request), request.body.token, request.body.password);
      return { ok: true as const, message: translate(request.language, 'auth.passwordChanged') };
    },
  );

  app.get(
    '/user/ever-had-credits',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['account'], response: { 200: EverHadCreditsSchema } },
    },
    async (request) => {
      return { everHadCredits: await accounts.everHadCredits(actorOf(request)) };
    },
  );

  app.get(
    '/transactions',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['credits'], response: { 200: z.array(TransactionSchema) } },
    },
    async (request) => {
      const rows = await credits.transactions(actorOf(request));
      return rows.map((row) => transactionView(request.language, row));
    },
  );

  app.post(
    '/admin/users/:userId/credits',
    {
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        body: GrantCreditsRequestSchema,
        response: { 200: z.object({ userId: z.uuid(), credits: z.number().int() }) },
      },
    },
    async (request) => {
      return credits.grant(commandContext(request), request.params.userId, request.body);
    },
  );

  app.post(
    '/admin/users/:userId/block',
    {
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await accounts.block(commandContext(request), request.params.userId);
      return { ok: true as const };
    },
  );

  await adminUserRoutes(base, accounts);
}
