import type { z } from 'zod';

/** Field name → the text to show under it. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The first issue per top-level field of a failed safeParse. The shared schemas' messages are keys
 * of the `errors` namespace, so they pass through `translate` (e.g. `t(key, { ns: 'errors' })`).
 */
export function fieldErrorsOf(error: z.ZodError, translate: (key: string) => string): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= translate(issue.message);
  }
  return errors;
}
