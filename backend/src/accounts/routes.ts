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
import type { SharedCounters } from '../limits';
import { type TransactionRow, transactionView } from '../reporting';
import { adminUserRoutes } from './adminUserRoutes';
import { clearSessionCookie, requireUser, setSessionCookie } from './auth';
import { RESET_SCOPE, RESET_WINDOW_MS, RESETS_PER_ADDRESS_AND_EMAIL, resetRequester } from './loginThrottle';
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
  /** Where the limits count (shared by every process). */
  readonly counters: SharedCounters;
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

const MINUTE_MS = 60_000;

export async function accountRoutes(base: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { accounts, credits, sessions, secureCookies: secure } = options;
  // Each route counts its own requests per client address, in counts every process shares.
  const perIp = (scope: string) =>
    rateLimiter(options.counters, { scope, max: options.authRateLimitPerIp, windowMs: MINUTE_MS });
  // Reset mails per e-mail and address: a stranger asking for someone's e-mail uses up only their own.
  const resetsPerRequester = rateLimiter(options.counters, {
    scope: RESET_SCOPE,
    max: RESETS_PER_ADDRESS_AND_EMAIL,
    windowMs: RESET_WINDOW_MS,
    key: (request: FastifyRequest) =>
      resetRequester(
        normalizeEmail(String((request.body as { email?: unknown } | undefined)?.email ?? '')),
        request.ip,
      ),
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
      preHandler: [perIp('register')],
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
      preHandler: [perIp('login')],
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
      preHandler: [perIp('resetRequest'), resetsPerRequester],
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
      preHandler: [perIp('reset')],
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
