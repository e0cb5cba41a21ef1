import { zodResolver } from '@hookform/resolvers/zod';
import { type MessageValues, readMessage } from '@rodada/events/contracts';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api';

/** The type of an error the server gave: its message is already the text to show. */
export const SERVER_ERROR = 'server';

/**
 * What every form shares: the shared schema checks on submit (then each field again as it changes,
 * unless a form says otherwise), and the focus stays where the user left it.
 */
export const FORM_BEHAVIOUR = { mode: 'onSubmit', shouldFocusError: false } as const;

/** Account forms keep their messages until the next submit. */
export const CHECK_ON_SUBMIT_ONLY = { ...FORM_BEHAVIOUR, reValidateMode: 'onSubmit' } as const;

/**
 * The form's resolver: `zodResolver` over a shared request schema, so the browser checks exactly
 * what the server will. Use `schemaResolver` when the form's values are the request.
 *
 * When the values are not the request itself (text fields for numbers, slots for a list, a box that
 * may be unticked), `toRequest` builds it. The request's field paths must be the form's, so each
 * message lands on its field.
 */
export function requestResolver<TForm extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  toRequest: (values: TForm) => unknown,
): Resolver<TForm, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const request = toRequest(values) as FieldValues;
    const result = await resolve(request, context, options as Parameters<typeof resolve>[2]);
    keepUnionMessages(schema, request, result.errors);
    return result as Awaited<ReturnType<Resolver<TForm, unknown, z.output<S>>>>;
  };
}

/** `requestResolver` for a form whose values are the request. */
export function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return requestResolver(schema, (values: z.input<S>) => values);
}

/**
 * `zodResolver` reports a refused union with the message of the branch that came closest ("expected
 * 16"); the shared schemas put their message on the union itself (`playerCount`: "choose 16 or 32"),
 * and that is what the server answers, so the union's own message is put back.
 */
function keepUnionMessages(schema: z.ZodType, request: unknown, errors: FieldErrors): void {
  if (Object.keys(errors).length === 0) return;
  for (const issue of schema.safeParse(request).error?.issues ?? []) {
    if (issue.code !== 'invalid_union') continue;
    const error: (FieldError & { root?: FieldError }) | undefined = get(errors, issue.path.join('.'));
    const shown = error?.root ?? error;
    if (shown && typeof shown.message === 'string') shown.message = issue.message;
  }
}

/**
 * The text to show for the field at `path`. A schema's message is a key of the `errors` namespace,
 * with the values its text names when it has some ('O nome "Ana" já está na lista'), so it passes
 * through `translate` (e.g. `t(key, { ns: 'errors', ...values })`); a server's message is shown as
 * sent. A list's own message counts, whether RHF keeps it on the list or at its `root`.
 */
export function errorText(
  errors: FieldErrors,
  path: string,
  translate: (key: string, values: MessageValues) => string,
): string | undefined {
  const error: (FieldError & { root?: FieldError }) | undefined = get(errors, path);
  // RHF writes a list's newer message at `root` when it re-checks one of the list's items.
  const found = error?.root?.message ? error.root : error;
  if (typeof found?.message !== 'string' || found.message === '') return undefined;
  if (found.type === SERVER_ERROR) return found.message;
  const { key, values } = readMessage(found.message);
  return translate(key, values);
}

/** `errorText` with the `errors` namespace: `const message = useErrorText(formState.errors)`. */
export function useErrorText(errors: FieldErrors): (path: string) => string | undefined {
  const { t } = useTranslation('errors');
  return (path) => errorText(errors, path, (key, values) => t(key, values));
}

/**
 * A failed submit: the server's `fieldErrors` go under their fields, and the form records that the
 * submit failed (at `root.server`), so it is not taken as submitted successfully.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  extra: Readonly<Record<string, string>> = {},
): void {
  const fieldErrors = { ...(error instanceof ApiError ? error.fieldErrors : undefined), ...extra };
  for (const [field, message] of Object.entries(fieldErrors)) {
    setError(field as Path<T>, { type: SERVER_ERROR, message });
  }
  setError('root.server', { type: SERVER_ERROR, message: error instanceof Error ? error.message : '' });
}
