import {
  AdminPixRequestSchema,
  AdminPixRequestsQuerySchema,
  PixDecisionSchema,
  PixRequestIdParamsSchema,
  PixRequestRequestSchema,
  PixRequestSchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, commandContext } from '../commands/context';
import { translate } from '../i18n';
import { accountLabel } from '../privacy/accountLabel';
import { formatBrl } from '../reporting';
import { chatLink } from './pixInstructions';
import type { CreditService } from './service';

/** Manual PIX and credit reports: each route parses, calls the credits service and shapes the answer. */
export interface CreditRoutesOptions {
  readonly credits: CreditService;
  /** The support number a PIX buyer's chat link opens (`SUPPORT_PHONE`). */
  readonly supportPhone: string;
}

export async function creditRoutes(
  base: FastifyInstance,
  { credits, supportPhone }: CreditRoutesOptions,
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pix-requests',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['credits'],
        summary:
          'Pay credits by PIX: the amount, the BR Code (copia e cola) and a chat link; recorded as pending',
        body: PixRequestRequestSchema,
        response: { 201: PixRequestSchema },
      },
    },
    async (request, reply) => {
      const pix = await credits.requestPix(commandContext(request), request.body.credits);
      const message = translate(request.language, 'transactions:pixChatMessage', {
        amount: formatBrl(pix.amountCents),
        count: pix.credits,
        email: request.user?.email ?? '',
        txid: pix.txid,
      });
      return reply.status(201).send({ ...pix, chatLink: chatLink(supportPhone, message) });
    },
  );

  app.get(
    '/admin/pix-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Manual PIX requests, newest first (optionally by status)',
        querystring: AdminPixRequestsQuerySchema,
        response: { 200: z.array(AdminPixRequestSchema) },
      },
    },
    async (request) => {
      const rows = await credits.pixRequests(actorOf(request), request.query.status ?? null);
      return rows.map((r) => {
        const account = accountLabel(request.language, r.user_name, r.user_email);
        return {
          id: r.id,
          userId: r.user_id,
          userName: account.name,
          userEmail: account.email,
          credits: r.credits,
          amountCents: r.amount_cents,
          txid: r.txid,
          status: r.status as 'pending',
          requestedAt: new Date(r.requested_at).toISOString(),
          decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
          decidedBy: r.decided_by,
        };
      });
    },
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/admin/pix-requests/:id/${decision}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            decision === 'confirm'
              ? 'Confirm a PIX request: the buyer is credited once'
              : "Reject a PIX request: its transaction reads 'Falha'",
          params: PixRequestIdParamsSchema,
          response: { 200: PixDecisionSchema },
        },
      },
      async (request) =>
        decision === 'confirm'
          ? credits.confirmPix(commandContext(request), request.params.id)
          : credits.rejectPix(commandContext(request), request.params.id),
    );
  }
}
