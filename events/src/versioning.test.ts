import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CreditEvent } from './accounts/creditAccount';
import type { RecordedEvent } from './eventStore';
import type { DomainEvent } from './messages';
import { decodeRecorded, encodeFor } from './streams';
import { tournamentStream } from './tournaments/tournamentEvents';
import {
  decodeEvent,
  EventSchemaError,
  encodeEvent,
  parseStoredType,
  renameUnversioned,
  type StreamKind,
  storedTypeName,
  type VersionedEvent,
} from './versioning';

const userId = '00000000-0000-4000-8000-0000000000a1';
const creditStream = `credits-${userId}`;
const at = '2026-11-23T20:00:00.000Z';
const metadata = {
  actor: { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' },
  at,
  commandId: '00000000-0000-4000-8000-00000000c0de',
  correlationId: '00000000-0000-4000-8000-00000000c0df',
};
const grantData = { amount: 5, reason: 'bonus', grantedBy: 'admin', at };
// Stored as v1 (no note); read and written as v2, whose `note` a v1 grant reads as null.
const granted: CreditEvent = { type: 'CreditsGranted', data: { ...grantData, reason: 'bonus', note: null } };

/** An event as the store hands it back: revision 3 of its stream, at position 12/7 of `$all`. */
const stored = (overrides: Partial<RecordedEvent> = {}): RecordedEvent => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  streamId: creditStream,
  revision: 3n,
  position: { commit: 12n, prepare: 7n },
  type: 'CreditsGranted.v1',
  data: grantData,
  metadata,
  createdAt: new Date(at),
  ...overrides,
});

/** What decoding throws, for a look at its fields. */
function decodeFailure(recorded: RecordedEvent): EventSchemaError {
  try {
    decodeRecorded(recorded);
  } catch (error) {
    expect(error).toBeInstanceOf(EventSchemaError);
    return error as EventSchemaError;
  }
  throw new Error(`${recorded.type} decoded without an error`);
}

describe('encoding an event for the store', () => {
  it('stores it under its name and current version, `Type.vN`', () => {
    expect(encodeFor(creditStream, granted)).toEqual({
      type: 'CreditsGranted.v2',
      data: { ...grantData, note: null },
    });
    expect(storedTypeName('MatchScored', 3)).toBe('MatchScored.v3');
  });

  it('stores the data as its schema reads it: fields the schema does not know are dropped', () => {
    const withExtra = { ...granted, data: { ...granted.data, comment: 'not in the schema' } } as DomainEvent;
    expect(encodeFor(creditStream, withExtra).data).toEqual({ ...grantData, note: null });
  });

  it('refuses data that fails the schema', () => {
    expect(() =>
      encodeFor(creditStream, { type: 'CreditsGranted', data: { ...grantData, amount: 0 } }),
    ).toThrow(z.ZodError);
  });

  it('refuses an event type the stream kind does not have', () => {
    expect(() => encodeFor(tournamentStream(userId), granted)).toThrow(
      'tournament streams have no event type CreditsGranted',
    );
  });

  it('refuses a stream no kind has', () => {
    expect(() => encodeFor(`mystery-${userId}`, granted)).toThrow(`no stream kind for mystery-${userId}`);
  });
});

describe('decoding a stored event', () => {
  it('reads it as its current version, with where, when and by whom it was stored', () => {
    expect(decodeRecorded(stored())).toEqual({
      ...granted,
      id: '00000000-0000-4000-8000-0000000000e1',
      streamId: creditStream,
      revision: 3n,
      position: { commit: 12n, prepare: 7n },
      createdAt: new Date(at),
      metadata,
    });
  });

  it('lifts an event stored under its bare name (version 0) to the current version', () => {
    expect(decodeRecorded(stored({ type: 'CreditsGranted' }))).toMatchObject(granted);
  });

  it('reads metadata that is missing or malformed as null (events stored before metadata was recorded)', () => {
    expect(decodeRecorded(stored({ metadata: {} })).metadata).toBeNull();
    expect(decodeRecorded(stored({ metadata: { ...metadata, at: 'yesterday' } })).metadata).toBeNull();
  });

  it('refuses data failing the schema with an EventSchemaError naming stream, revision, position and field', () => {
    const error = decodeFailure(stored({ data: { ...grantData, amount: -2 } }));
    expect(error).toMatchObject({
      name: 'EventSchemaError',
      streamId: creditStream,
      revision: 3n,
      position: { commit: 12n, prepare: 7n },
      storedType: 'CreditsGranted.v1',
    });
    expect(error.message).toContain(
      `event CreditsGranted.v1 in stream ${creditStream} at revision 3 (position 12/7) does not match its schema: amount: `,
    );
    expect(error.reason).toMatch(/^amount: /);
  });

  it('tells an event written by a newer build (a type or version unknown here) from a broken one', () => {
    expect(decodeFailure(stored({ data: { ...grantData, amount: -2 } })).newer).toBe(false);
    const laterVersion = decodeFailure(stored({ type: 'CreditsGranted.v9' }));
    expect(laterVersion).toMatchObject({
      newer: true,
      reason: 'version 9 is newer than this build knows (2)',
    });
    const unknownType = decodeFailure(stored({ type: 'CreditsGifted.v1' }));
    expect(unknownType).toMatchObject({
      newer: true,
      reason: 'credits streams have no event type CreditsGifted',
    });
    expect(decodeFailure(stored({ streamId: `mystery-${userId}` })).newer).toBe(true);
    // A name that only an object's prototype has is no event type either.
    expect(decodeFailure(stored({ type: 'toString.v1' })).newer).toBe(true);
  });

  it('names every failing field, by its path', () => {
    const { reason } = decodeFailure(stored({ data: { ...grantData, amount: 0, reason: 'gift' } }));
    expect(reason.split('; ').map((issue) => issue.split(':')[0])).toEqual(['amount', 'reason']);
  });

  it('names a nested field by its whole path', () => {
    const resolutions = [{ groupId: 'A', playerId: 'not-a-uuid', finalPosition: 1, reasoning: '' }];
    const { reason } = decodeFailure(
      stored({
        streamId: tournamentStream(userId),
        type: 'TiebreaksResolved.v1',
        data: { resolutions, by: 'x', at },
      }),
    );
    expect(reason).toMatch(/^resolutions\.0\.playerId: /);
  });

  it('refuses a version newer than this build knows', () => {
    const error = decodeFailure(stored({ type: 'CreditsGranted.v3' }));
    expect(error.reason).toBe('version 3 is newer than this build knows (2)');
  });

  it('refuses an event type the stream kind does not have', () => {
    expect(decodeFailure(stored({ type: 'TournamentCreated.v1' })).reason).toBe(
      'credits streams have no event type TournamentCreated',
    );
  });

  it('refuses a stream whose prefix no kind has', () => {
    const error = decodeFailure(stored({ streamId: `mystery-${userId}` }));
    expect(error).toMatchObject({ streamId: `mystery-${userId}`, reason: 'no stream kind has this prefix' });
  });
});

describe('upcasting', () => {
  /** A kind whose `Renamed` went from `{ name }` (v0 and v1) to `{ fullName }` (v2). */
  const renamedKind: StreamKind<DomainEvent<'Renamed', { fullName: string }>> = {
    name: 'person',
    prefix: 'person-',
    events: { Renamed: { version: 2, schema: z.object({ fullName: z.string() }) } },
    upcast: (event: VersionedEvent) => {
      if (event.version === 0) return renameUnversioned(event);
      if (event.version === 1)
        return { ...event, version: 2, data: { fullName: (event.data as { name: string }).name } };
      throw new Error(`no upcaster from ${event.name} v${event.version}`);
    },
  };
  const person = (type: string, data: unknown) => stored({ streamId: 'person-1', type, data });

  it('lifts a stored event one version at a time up to the current one', () => {
    expect(decodeEvent(renamedKind, person('Renamed', { name: 'Ana' })).data).toEqual({ fullName: 'Ana' });
    expect(decodeEvent(renamedKind, person('Renamed.v1', { name: 'Ana' })).data).toEqual({ fullName: 'Ana' });
    expect(decodeEvent(renamedKind, person('Renamed.v2', { fullName: 'Ana' })).data).toEqual({
      fullName: 'Ana',
    });
  });

  it('stores new events under the current version only', () => {
    expect(encodeEvent(renamedKind, { type: 'Renamed', data: { fullName: 'Ana' } })).toEqual({
      type: 'Renamed.v2',
      data: { fullName: 'Ana' },
    });
  });

  it('turns an upcaster’s refusal into an EventSchemaError', () => {
    const onlyRenames = { ...renamedKind, upcast: renameUnversioned };
    expect(() => decodeEvent(onlyRenames, person('Renamed.v1', { name: 'Ana' }))).toThrow(
      expect.objectContaining({ name: 'EventSchemaError', reason: 'no upcaster from Renamed v1' }),
    );
  });

  it('turns an upcaster’s refusal that is not an Error into an EventSchemaError too', () => {
    const throwsText = {
      ...renamedKind,
      upcast: () => {
        throw 'no way back';
      },
    };
    expect(() => decodeEvent(throwsText, person('Renamed', { name: 'Ana' }))).toThrow(
      expect.objectContaining({ reason: 'no way back' }),
    );
  });

  it('checks the upcast data against the current schema', () => {
    expect(() => decodeEvent(renamedKind, person('Renamed', { fullName: 'Ana' }))).toThrow(EventSchemaError);
  });

  it('reads a bare stored name as version 0 and `Name.vN` as version N', () => {
    expect(parseStoredType('MatchScored')).toEqual({ name: 'MatchScored', version: 0 });
    expect(parseStoredType('MatchScored.v12')).toEqual({ name: 'MatchScored', version: 12 });
    expect(parseStoredType('Odd.v1.name')).toEqual({ name: 'Odd.v1.name', version: 0 });
    expect(parseStoredType('Odd.vx')).toEqual({ name: 'Odd.vx', version: 0 });
  });
});
