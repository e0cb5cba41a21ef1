import {
  DomainError,
  type ErrorBody,
  EventSchemaError,
  readMessage,
  WrongExpectedRevisionError,
} from '@rodada/events';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasTranslation, type Language, languageFrom, translate } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** HTTP status of a domain error code; codes not listed map by their last word, else 400. */
const statusByCode = new Map<string, number>([
  ['auth.invalidCredentials', 401],
  ['auth.blocked', 403],
  ['auth.emailTaken', 409],
  ['auth.registrationAbandoned', 409],
  ['credits.insufficient', 402],
  ['request.rateLimited', 429],
  ['request.idempotencyKeyReused', 422],
  ['tournament.renameAfterResult', 409],
  ['tournament.creationAbandoned', 409],
  ['tournament.superFinalExists', 409],
  ['tournament.groupResultsLocked', 409],
  ['formats.groupsIncomplete', 409],
  ['formats.tieUnresolved', 409],
  ['tournament.mexicanoRoundStarted', 409],
  ['tournament.mexicanoRoundIncomplete', 409],
  ['tournament.notMexicano', 409],
]);
export function registerErrorStatuses(entries: Record<string, number>): void {
  for (const [code, status] of Object.entries(entries)) statusByCode.set(code, status);
}

function statusOf(code: string): number {
  const listed = statusByCode.get(code);
  if (listed) return listed;
  const last = code.split('.').at(-1) ?? '';
  if (last === 'notFound') return 404;
  if (last === 'forbidden') return 403;
  if (last === 'unauthenticated') return 401;
  if (last === 'conflict') return 409;
  return 400;
}

/** Validation messages in the shared zod schemas are translation keys; anything else gets a generic text. */
const keyByZodIssue: Record<string, string> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.invalidFormat',
  invalid_value: 'validation.invalidValue',
  unrecognized_keys: 'validation.unknownKeys',
};

function fieldMessage(lng: Language, keyword: string, message: string | undefined, params: unknown): string {
  const { key, values } = readMessage(message ?? '');
  if (key && hasTranslation(key)) return translate(lng, key, values);
  const input = (params as { input?: unknown } | undefined)?.input;
  if (keyword === 'invalid_type' && input === undefined) return translate(lng, 'validation.required');
  return translate(lng, keyByZodIssue[keyword] ?? 'validation.invalid');
}

const fastifyCodes: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'request.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'request.emptyBody' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'request.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'request.invalid' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'request.tooLarge' },
};

export function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** One error handler for the whole API: `{ code, message, fieldErrors? }`, in the request's language. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('language', 'pt-BR');
  app.addHook('onRequest', async (request) => {
    request.language = languageFrom(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lng = request.language ?? languageFrom(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that cannot name anything (a malformed id or token) is answered like an unknown
      // one: the params schemas carry the resource's not-found key (`….notFound`, or one registered as 404).
      const notFound = error.validation.find((issue) => issue.message && statusOf(issue.message) === 404);
      if (error.validationContext === 'params' && notFound?.message) {
        return send(reply, 404, { code: notFound.message, message: translate(lng, notFound.message) });
      }
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= fieldMessage(lng, issue.keyword, issue.message, issue.params);
      }
      request.failure = { code: 'request.invalid', fieldErrors };
      // The message is the first field's error, so a toast that shows only the message says what to fix.
      return send(reply, 400, {
        code: 'request.invalid',
        message: Object.values(fieldErrors)[0] ?? translate(lng, 'request.invalid'),
        fieldErrors,
      });
    }
    if (error instanceof DomainError) {
      const status = statusOf(error.code);
      request.failure = { code: error.code };
      // A refusal's details (a conflict's two scores) go beside the message, never over it.
      return send(reply, status, {
        ...error.details,
        code: error.code,
        message: translate(lng, error.code, error.params),
      });
    }
    if (error instanceof EventSchemaError && error.newer) {
      // A rolling deploy: this process is older than an event it read. A newer one can serve it.
      request.failure = { code: 'server.upgrading', stream: error.streamId };
      request.log.warn({ stream: error.streamId, type: error.storedType }, 'an event from a newer version');
      return send(reply, 503, { code: 'server.upgrading', message: translate(lng, 'server.upgrading') });
    }
    if (error instanceof WrongExpectedRevisionError) {
      request.failure = { code: 'request.conflict', stream: error.streamId };
      return send(reply, 409, { code: 'request.conflict', message: translate(lng, 'request.conflict') });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return send(reply, known.status, { code: known.key, message: translate(lng, known.key) });
    if (error.statusCode === 429) {
      return send(reply, 429, {
        code: 'request.rateLimited',
        message: translate(lng, 'request.rateLimited'),
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.failure = { code: 'request.invalid', reason: error.message };
      return send(reply, error.statusCode, {
        code: 'request.invalid',
        message: translate(lng, 'request.invalid'),
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { code: 'server.internal', message: translate(lng, 'server.internal') });
  });
}
