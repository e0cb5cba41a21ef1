import { SupportContactSchema } from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The support contact of the configuration (`SUPPORT_PHONE`, `SUPPORT_EMAIL`). */
export interface SupportContact {
  readonly phone: string;
  readonly email: string;
}

/** The configured support contact, public: the landing page and the legal pages show it too. */
export async function supportRoutes(
  base: FastifyInstance,
  { contact }: { readonly contact: SupportContact },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/support-contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        summary: 'Support phone (messaging app) and e-mail, from configuration',
        response: { 200: SupportContactSchema },
      },
    },
    async () => ({ phone: contact.phone, email: contact.email }),
  );
}
