import { ReferralSummarySchema } from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../commands/context';
import type { ReferralService } from './service';

/** The referral programme's code, link and real figures. */
export async function referralRoutes(
  base: FastifyInstance,
  { referrals }: { readonly referrals: ReferralService },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/referrals',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['credits'],
        summary: "My referral code and link, 'Amigos Indicados' and 'Créditos Ganhos'",
        response: { 200: ReferralSummarySchema },
      },
    },
    async (request) => referrals.summary(actorOf(request)),
  );
}
