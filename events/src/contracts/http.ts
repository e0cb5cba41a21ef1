import { z } from 'zod';

/** The body of every error answer: defined once, with zod/mini, for the pages' first script. */
export { type ErrorBody, ErrorBodySchema } from './mini';

export const HealthSchema = z.object({
  ok: z.literal(true),
  /** The storage kinds: shown to administrators only. */
  eventStore: z.enum(['postgres', 'pglite', 'eventstoredb']).optional(),
  readModels: z.enum(['postgres', 'pglite']).optional(),
  projecting: z.boolean(),
});
export type Health = z.infer<typeof HealthSchema>;
