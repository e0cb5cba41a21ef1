import { SupportContactSchema } from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { System } from '../system';

/** The configured support contact, public: the landing page and the legal pages show it too. */
export async function supportRoutes(base: FastifyInstance, system: System): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/support-contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        summary: 'Support phone (messaging app) and e-mail, from configuration',
        response: { 200: SupportContactSchema },
      },
    },
    async () => ({ phone: system.config.supportPhone, email: system.config.supportEmail }),
  );
}
