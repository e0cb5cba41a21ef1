import { z } from 'zod';

/** Where users reach support: configuration on the server (SUPPORT_PHONE, SUPPORT_EMAIL), never literals. */
export const SupportContactSchema = z.object({
  /** The messaging-app number, as people should read it (e.g. "+55 11 90000-0000"). */
  phone: z.string(),
  email: z.string(),
});
export type SupportContact = z.infer<typeof SupportContactSchema>;
