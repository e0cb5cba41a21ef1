import { z } from 'zod';

/** The body of every error answer: a stable code, a message in the request's language, field errors. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({
  ok: z.literal(true),
  /** The storage kinds: shown to administrators only. */
  eventStore: z.enum(['postgres', 'pglite', 'eventstoredb']).optional(),
  readModels: z.enum(['postgres', 'pglite']).optional(),
  projecting: z.boolean(),
});
export type Health = z.infer<typeof HealthSchema>;
