import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  parseStoredType,
  type ReadAllOptions,
  type RecordedEvent,
  ROSTER_STREAM_PREFIX,
  type SubscribeOptions,
  TOURNAMENT_STREAM_PREFIX,
  USER_STREAM_PREFIX,
  type UserEvent,
} from '@rodada/events';
import {
  mapPath,
  PERSONAL_FIELDS,
  type PersonalKind,
  placeholderFor,
  type SubjectRule,
} from './personalFields';
import type { PersonalDataVault } from './vault';

const ENVELOPE_PREFIX = 'pii:v1:';
const ERASURE = 'UserErased' satisfies UserEvent['type'];
const ENVELOPE = /^pii:v1:([0-9a-fA-F-]{36}):([A-Za-z0-9_-]*)$/;

/** `pii:v1:{subjectId}:{base64url(iv | tag | ciphertext)}`: how a personal field is stored. */
export const isEnvelope = (value: string) => value.startsWith(ENVELOPE_PREFIX);

/**
 * The event store with personal data encrypted: wraps any adapter. On append, each personal field
 * (see `PERSONAL_FIELDS`) becomes an envelope encrypted with its owner's key; on every read,
 * envelopes are opened again, or replaced by a placeholder once the owner's key is erased.
 * Stored events written before this existed (plain strings) read back as they are.
 */
export class PrivateEventStore implements EventStore {
  readonly kind: EventStore['kind'];
  /** Tournament stream → its owner, from its creation event (owners never change). */
  private readonly owners = new Map<string, string>();

  constructor(
    /** The adapter underneath: what is really stored (tests and benches read it). */
    readonly raw: EventStore,
    readonly vault: PersonalDataVault,
  ) {
    this.kind = raw.kind;
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const sealed: EventToAppend[] = [];
    for (const event of events) sealed.push(await this.seal(streamId, event));
    return this.raw.append(streamId, sealed, expected);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.openAll(await this.raw.readStream(streamId));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.openAll(await this.raw.readAll(options));
  }

  async *subscribeToAll(options?: SubscribeOptions): AsyncGenerator<RecordedEvent[]> {
    for await (const batch of this.raw.subscribeToAll(options)) yield await this.openAll(batch);
  }

  deleteStream(streamId: string): Promise<void> {
    this.owners.delete(streamId);
    return this.raw.deleteStream(streamId);
  }

  close(): Promise<void> {
    return this.raw.close();
  }

  private async seal(streamId: string, event: EventToAppend): Promise<EventToAppend> {
    const spec = PERSONAL_FIELDS[parseStoredType(event.type).name];
    if (!spec) return event;
    const subject = await this.subjectOf(spec.subject, streamId, event.data);
    if (!subject) return event;
    let data = event.data;
    for (const field of spec.fields) {
      data = await mapPath(data, field.path, async (value) =>
        isEnvelope(value)
          ? value
          : `${ENVELOPE_PREFIX}${subject}:${(await this.vault.encrypt(subject, value)).toString('base64url')}`,
      );
    }
    return { ...event, data };
  }

  private async subjectOf(rule: SubjectRule, streamId: string, data: unknown): Promise<string | null> {
    const fields = (data ?? {}) as Record<string, unknown>;
    switch (rule) {
      case 'userStream':
        return streamId.startsWith(USER_STREAM_PREFIX) ? streamId.slice(USER_STREAM_PREFIX.length) : null;
      case 'rosterOwner':
        return streamId.startsWith(ROSTER_STREAM_PREFIX) ? streamId.slice(ROSTER_STREAM_PREFIX.length) : null;
      case 'dataUserId':
        return typeof fields.userId === 'string' ? fields.userId : null;
      case 'tournamentOwner':
        if (!streamId.startsWith(TOURNAMENT_STREAM_PREFIX)) return null;
        if (typeof fields.ownerId === 'string') {
          this.owners.set(streamId, fields.ownerId);
          return fields.ownerId;
        }
        return this.ownerOf(streamId);
    }
  }

  /** The owner named by the stream's first event (its creation), read once per stream. */
  private async ownerOf(streamId: string): Promise<string | null> {
    const known = this.owners.get(streamId);
    if (known) return known;
    const [first] = await this.raw.readStream(streamId);
    const owner = (first?.data as { ownerId?: unknown } | undefined)?.ownerId;
    if (typeof owner !== 'string') return null;
    this.owners.set(streamId, owner);
    return owner;
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    // A user's key is shredded before their `UserErased` is appended: a process that cached the
    // key (the projecting one, when another process erased) must stop using it by then, so the
    // projectors' scrub on that event is never followed by names read with the old key.
    for (const event of events) {
      if (parseStoredType(event.type).name === ERASURE && event.streamId.startsWith(USER_STREAM_PREFIX))
        this.vault.forget(event.streamId.slice(USER_STREAM_PREFIX.length));
    }
    const opened: RecordedEvent[] = [];
    for (const event of events) opened.push(await this.open(event));
    return opened;
  }

  private async open(event: RecordedEvent): Promise<RecordedEvent> {
    const spec = PERSONAL_FIELDS[parseStoredType(event.type).name];
    if (!spec) return event;
    let data = event.data;
    for (const field of spec.fields)
      data = await mapPath(data, field.path, (value) => this.openValue(value, field.kind));
    return { ...event, data };
  }

  private async openValue(value: string, kind: PersonalKind): Promise<string> {
    const match = ENVELOPE.exec(value);
    if (!match) return value;
    const subject = match[1]!;
    const plaintext = await this.vault.decrypt(subject, Buffer.from(match[2]!, 'base64url'));
    return plaintext ?? placeholderFor(kind, subject);
  }
}
