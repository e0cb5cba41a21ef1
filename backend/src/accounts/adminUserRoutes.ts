import {
  AdminOkSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  ChangeUserTypeRequestSchema,
  UserIdParamsSchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, commandContext } from '../commands/context';
import type { AccountService } from './service';

/**
 * The back office's users tab (administrators only; the accounts service authorises): the list,
 * promotion, user type and erasure. Credits and blocking are in `routes.ts`. Each change answers
 * `{ ok: true }`; the tab reloads its page to show it.
 */
export async function adminUserRoutes(base: FastifyInstance, accounts: AccountService): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page of users, newest first; search by name or e-mail (case and accents ignored)',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema },
      },
    },
    async (request) => accounts.usersPage(actorOf(request), request.query),
  );

  app.post(
    '/admin/users/:userId/admin',
    {
      schema: {
        tags: ['admin'],
        summary: 'Makes the user an administrator (one way)',
        params: UserIdParamsSchema,
        response: { 200: AdminOkSchema },
      },
    },
    async (request) => {
      await accounts.promoteToAdmin(commandContext(request), request.params.userId);
      return { ok: true as const };
    },
  );

  app.put(
    '/admin/users/:userId/type',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets the user's type: 'Usuário' or 'Quadra'",
        params: UserIdParamsSchema,
        body: ChangeUserTypeRequestSchema,
        response: { 200: AdminOkSchema },
      },
    },
    async (request) => {
      await accounts.changeUserType(commandContext(request), request.params.userId, request.body.userType);
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/users/:userId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Erases the user (LGPD): personal data crypto-shredded, signed out, listed nowhere, their public links 404; money movements stay, anonymous',
        params: UserIdParamsSchema,
        response: { 200: AdminOkSchema },
      },
    },
    async (request) => accounts.erase(commandContext(request), request.params.userId),
  );
}
