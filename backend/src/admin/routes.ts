import {
  AdminStatsQuerySchema,
  AdminStatsSchema,
  AdminTransactionsExportQuerySchema,
  AdminTransactionsPageSchema,
  AdminTransactionsQuerySchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../commands/context';
import { translate } from '../i18n';
import { accountLabel } from '../privacy/accountLabel';
import {
  attachment,
  CSV_CONTENT_TYPE,
  datedFileName,
  todayInBrazil,
  transactionsCsv,
  transactionView,
} from '../reporting';
import type { AdminService } from './service';

/** The back office's statistics and finances: each route parses, calls the admin service and shapes the answer. */
export async function adminRoutes(
  base: FastifyInstance,
  { admin }: { readonly admin: AdminService },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: "Figures for a period ('all', 'month' = last 30 days, 'week' = last 7 days, in Brazil)",
        querystring: AdminStatsQuerySchema,
        response: { 200: AdminStatsSchema },
      },
    },
    async (request) => admin.stats(actorOf(request), request.query.period ?? 'all'),
  );

  app.get(
    '/admin/transactions',
    {
      schema: {
        tags: ['admin'],
        summary: "Every user's transactions, newest first, by period or dates, user and status",
        querystring: AdminTransactionsQuerySchema,
        response: { 200: AdminTransactionsPageSchema },
      },
    },
    async (request) => {
      const { rows, total, page, pageSize } = await admin.transactions(actorOf(request), request.query);
      return {
        transactions: rows.map((row) => {
          const account = accountLabel(request.language, row.user_name, row.user_email);
          return {
            ...transactionView(request.language, row),
            userName: account.name,
            userEmail: account.email,
          };
        }),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/admin/transactions/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The same transactions as a CSV download (UTF-8 with BOM, ";" separated)',
        querystring: AdminTransactionsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await admin.transactionsToExport(actorOf(request), request.query);
      const name = datedFileName(
        translate(request.language, 'reports:transactionsFileName'),
        todayInBrazil(new Date()),
        'csv',
      );
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', attachment(name))
        .send(transactionsCsv(request.language, rows));
    },
  );
}
