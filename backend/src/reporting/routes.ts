import {
  type Actor,
  AdminCreditReportExportQuerySchema,
  type CreditReportQuery,
  CreditReportQuerySchema,
  CreditReportSchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../commands/context';
import { exportCreditReport } from './creditReportExport';
import { type CreditReportSource, creditReportView } from './transactionView';

export interface ReportingPorts {
  /**
   * A credit report's rows (the credits slice): the actor's own, or with `userId` any user's (an
   * administrator's). It authorises; the routes only shape the answer.
   */
  readonly creditReport: (
    actor: Actor,
    query: CreditReportQuery,
    userId?: string,
  ) => Promise<CreditReportSource>;
}

/** Credit reports, the user's and the back office's, and their exports (print view, PDF, CSV). */
export async function reportingRoutes(
  base: FastifyInstance,
  { creditReport }: ReportingPorts,
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/credit-report',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['credits'],
        summary: 'My credit report (start 2023-01-01 and end today by default; 401 when anonymous)',
        querystring: CreditReportQuerySchema,
        response: { 200: CreditReportSchema },
      },
    },
    async (request) => {
      const report = await creditReport(actorOf(request), request.query);
      return creditReportView(request.language, report);
    },
  );

  app.get(
    '/admin/credit-report',
    {
      schema: {
        tags: ['admin'],
        summary: "Any user's credit report (administrators)",
        querystring: CreditReportQuerySchema.and(z.object({ userId: z.uuid('users.notFound') })),
        response: { 200: CreditReportSchema },
      },
    },
    async (request) => {
      const report = await creditReport(actorOf(request), request.query, request.query.userId);
      return creditReportView(request.language, report);
    },
  );

  app.get(
    '/admin/credit-report/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Any user's credit report as a print view (html), a PDF or a CSV (administrators)",
        querystring: AdminCreditReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { userId, format } = request.query;
      const report = await creditReport(actorOf(request), request.query, userId);
      const file = await exportCreditReport(
        request.language,
        creditReportView(request.language, report),
        format,
      );
      return reply.type(file.contentType).headers(file.headers).send(file.body);
    },
  );
}
