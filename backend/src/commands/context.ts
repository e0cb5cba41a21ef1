import { createHash, randomUUID } from 'node:crypto';
import {
  type Actor,
  ANONYMOUS,
  type Command,
  type CommandMetadata,
  DomainError,
  deriveRootId,
  type SessionUser,
  systemActor,
} from '@rodada/events';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** What a service needs to know about who asks and which request this is. */
export interface CommandContext {
  readonly actor: Actor;
  readonly commandId: string;
  readonly correlationId: string;
  readonly at: string;
  /** Set when the client sent `Idempotency-Key`: the same key and request answer the first outcome. */
  readonly idempotency: { readonly key: string; readonly requestHash: string } | null;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const CORRELATION_HEADER = 'x-correlation-id';
const Uuid = z.uuid();

export function metadataOf(context: CommandContext): CommandMetadata {
  return {
    actor: context.actor,
    at: context.at,
    commandId: context.commandId,
    correlationId: context.correlationId,
  };
}

/** A command as plain data, its metadata taken from the context. */
export function commandOf<C extends Command>(type: C['type'], data: C['data'], context: CommandContext): C {
  return { type, data, metadata: metadataOf(context) } as C;
}

/** Work Rodada does on its own (reactors, start-up, seeding): a fresh command id each time. */
export function systemContext(process: string, now = new Date()): CommandContext {
  const id = randomUUID();
  return {
    actor: systemActor(process),
    commandId: id,
    correlationId: id,
    at: now.toISOString(),
    idempotency: null,
  };
}

/** Who a request acts for: the signed-in user (an administrator as `admin`), or an anonymous visitor. */
export function actorOf(request: FastifyRequest): Actor {
  return actorOfUser(request.user);
}

/** The actor a session's user acts as (an administrator as `admin`), or anonymous without one. */
export function actorOfUser(user: Pick<SessionUser, 'id' | 'isAdmin'> | null): Actor {
  if (!user) return ANONYMOUS;
  return { kind: user.isAdmin ? 'admin' : 'user', id: user.id };
}

/** Stable JSON (keys sorted), so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The command context of an HTTP request. With `Idempotency-Key`, the command id is derived from
 * the actor and the key, so a repeated request makes the same ids and finds its first outcome.
 */
export function commandContext(request: FastifyRequest, actor: Actor = actorOf(request)): CommandContext {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const correlation = request.headers[CORRELATION_HEADER];
  const correlationId =
    typeof correlation === 'string' && Uuid.safeParse(correlation).success ? correlation : null;
  const at = new Date().toISOString();
  if (header === undefined) {
    const commandId = randomUUID();
    return { actor, commandId, correlationId: correlationId ?? commandId, at, idempotency: null };
  }
  if (typeof header !== 'string' || !Uuid.safeParse(header).success)
    throw new DomainError('request.idempotencyKeyInvalid');
  const key = header.toLowerCase();
  const commandId = deriveRootId('idempotency', actor.kind, actor.id ?? '', key);
  const requestHash = createHash('sha256')
    .update(
      canonical({
        method: request.method,
        route: request.routeOptions.url,
        params: request.params,
        body: request.body,
      }),
    )
    .digest('hex');
  return {
    actor,
    commandId,
    correlationId: correlationId ?? commandId,
    at,
    idempotency: { key, requestHash },
  };
}

/** A context for a known actor outside HTTP (tests, scripts): a given or fresh command id. */
export function contextFor(actor: Actor, commandId: string = randomUUID(), now = new Date()): CommandContext {
  return { actor, commandId, correlationId: commandId, at: now.toISOString(), idempotency: null };
}
