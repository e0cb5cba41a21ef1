import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';

/** Who asked for a change: a signed-in person, an administrator, a court tablet, Rodada itself, or nobody yet. */
export const ACTOR_KINDS = ['user', 'admin', 'tablet', 'system', 'anonymous'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  /** The user's id, the tablet's code id, the system process's name; null for an anonymous visitor. */
  id: z.string().min(1).max(100).nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous', id: null });
export const systemActor = (process: string): Actor => ({ kind: 'system', id: process });

export const CommandMetadataSchema = z.object({
  actor: ActorSchema,
  /** When the command was issued (ISO): deciders read the clock from here, never from the machine. */
  at: z.iso.datetime(),
  commandId: z.uuid(),
  /** The request or process that led to this command; commands caused by one request share it. */
  correlationId: z.uuid(),
});
export type CommandMetadata = z.infer<typeof CommandMetadataSchema>;

/** A request for a change, as plain data. */
export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

/** Something that happened, as plain data (the current version of its type). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** What every appended event records beside its data: who, when, which command, which request. */
export const EventMetadataSchema = CommandMetadataSchema;
export type EventMetadata = CommandMetadata;

/**
 * A stream kind's business logic, Emmett-style: pure functions over plain data. `decide` reads the
 * clock and the actor from the command's metadata and throws a `DomainError` to refuse.
 */
export interface Decider<State, C extends Command, E extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: E): State;
  decide(command: C, state: State): readonly E[];
}

/**
 * A UUID (v5) derived from a command id and a name: a decision replayed with the same command
 * creates the same ids, so a retried or repeated command cannot create twins.
 */
export function deriveId(commandId: string, ...names: readonly (string | number)[]): string {
  return uuidv5(names.join('/'), commandId);
}

/** Namespace for ids derived from outside keys (an idempotency key, an e-mail hash). */
export const RODADA_NAMESPACE = 'a3c4f0de-5b1e-4c55-9a1d-2f1c4a9e7b10';

export const deriveRootId = (...names: readonly (string | number)[]) => deriveId(RODADA_NAMESPACE, ...names);
