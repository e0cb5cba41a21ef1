import type { z } from 'zod';
import { type AllPosition, formatPosition, type RecordedEvent } from './eventStore';
import { type DomainEvent, type EventMetadata, EventMetadataSchema } from './messages';

/** The current version of one event type and the schema its data must pass. */
export interface EventTypeDefinition<Data> {
  readonly version: number;
  readonly schema: z.ZodType<Data>;
}

export type EventCatalogue<E extends DomainEvent> = {
  readonly [Type in E['type']]: EventTypeDefinition<Extract<E, { type: Type }>['data']>;
};

/** An event as stored: its name, the version of its shape, its data. */
export interface VersionedEvent {
  readonly name: string;
  readonly version: number;
  readonly data: unknown;
}

/**
 * The events of one kind of stream (`tournament-{id}`, `credits-{userId}`, …): their schemas and
 * versions, and the one place where older stored versions are lifted to the current ones.
 */
export interface StreamKind<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  /** Stream ids of this kind start with it (`tournament-`). */
  readonly prefix: string;
  readonly events: EventCatalogue<E>;
  /**
   * Lifts a stored event one version up (`MatchScored` v0 → v1). Called until the event reaches
   * the catalogue's version; it throws for a version it does not know.
   */
  readonly upcast: (stored: VersionedEvent) => VersionedEvent;
}

/**
 * Events written before types carried versions were stored under their bare name: they are
 * version 0, and each stream kind's upcaster lifts them.
 */
export const storedTypeName = (name: string, version: number) => `${name}.v${version}`;

export function parseStoredType(type: string): { name: string; version: number } {
  const match = /^(.+)\.v(\d+)$/.exec(type);
  return match ? { name: match[1]!, version: Number(match[2]) } : { name: type, version: 0 };
}

/** Version 0 had the shape version 1 has: the bare stored name is all that changed. */
export const renameUnversioned = (stored: VersionedEvent): VersionedEvent => {
  if (stored.version !== 0) throw new Error(`no upcaster from ${stored.name} v${stored.version}`);
  return { ...stored, version: 1 };
};

/** A stored event that cannot be read: its projector stops here, naming where it is. */
export class EventSchemaError extends Error {
  constructor(
    readonly streamId: string,
    readonly revision: bigint,
    readonly position: AllPosition,
    readonly storedType: string,
    readonly reason: string,
    /**
     * Written by a newer build: a type or version this one does not know. During a rolling deploy
     * that is expected, and the process hands the projections to one that can read it.
     */
    readonly newer = false,
  ) {
    super(
      `event ${storedType} in stream ${streamId} at revision ${revision} (position ${formatPosition(position)}) ` +
        `does not match its schema: ${reason}`,
    );
    this.name = 'EventSchemaError';
  }
}

/** A domain event as read back: the current version's type and data, plus where and when it was stored. */
export type Recorded<E extends DomainEvent = DomainEvent> = E & {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: AllPosition;
  readonly createdAt: Date;
  /** Who did it, when, with which command (null for events stored before metadata was recorded). */
  readonly metadata: EventMetadata | null;
};

/** The stored form of an event of the current version; its data is checked against its schema. */
export function encodeEvent<E extends DomainEvent>(
  kind: StreamKind<E>,
  event: E,
): { type: string; data: unknown } {
  const definition = kind.events[event.type as E['type']] as EventTypeDefinition<unknown> | undefined;
  if (!definition) throw new Error(`${kind.name} streams have no event type ${event.type}`);
  return { type: storedTypeName(event.type, definition.version), data: definition.schema.parse(event.data) };
}

/** Reads a stored event as its current version, or throws `EventSchemaError`. */
export function decodeEvent<E extends DomainEvent>(
  kind: StreamKind<E>,
  recorded: RecordedEvent,
): Recorded<E> {
  const fail = (reason: string, newer = false) =>
    new EventSchemaError(
      recorded.streamId,
      recorded.revision,
      recorded.position,
      recorded.type,
      reason,
      newer,
    );
  let stored: VersionedEvent = { ...parseStoredType(recorded.type), data: recorded.data };
  const definition = Object.hasOwn(kind.events, stored.name)
    ? (kind.events as Record<string, EventTypeDefinition<unknown>>)[stored.name]
    : undefined;
  if (!definition) throw fail(`${kind.name} streams have no event type ${stored.name}`, true);
  while (stored.version < definition.version) {
    try {
      stored = kind.upcast(stored);
    } catch (error) {
      throw fail(error instanceof Error ? error.message : String(error));
    }
  }
  if (stored.version !== definition.version)
    throw fail(`version ${stored.version} is newer than this build knows (${definition.version})`, true);
  const parsed = definition.schema.safeParse(stored.data);
  if (!parsed.success)
    throw fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const metadata = EventMetadataSchema.safeParse(recorded.metadata);
  return {
    type: stored.name,
    data: parsed.data,
    id: recorded.id,
    streamId: recorded.streamId,
    revision: recorded.revision,
    position: recorded.position,
    createdAt: recorded.createdAt,
    metadata: metadata.success ? metadata.data : null,
  } as unknown as Recorded<E>;
}
