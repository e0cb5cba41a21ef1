import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, ReadModels } from '@rodada/projections';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';

/**
 * Backups of what cannot be rebuilt: the event store (every stream, in `$all` order, with the ids,
 * revisions, metadata and times the events were recorded with) and the personal-data keys that let
 * the events' encrypted fields be read. Read models are not in it: they rebuild from the events.
 *
 * The archive is gzip'd JSON lines, versioned: a header, the keys, the events, and an end record
 * with the counts, so a truncated or altered archive is refused before anything is written.
 * Personal data stays as it is in the events (encrypted for its person); a person erased before
 * the backup has no key in it, so they stay erased after a restore.
 */
export const BACKUP_FORMAT = 'rodada-event-store-backup';
export const BACKUP_VERSION = 1;

const Header = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
});
const KeyLine = z.object({
  kind: z.literal('key'),
  subjectId: z.uuid(),
  key: z.base64(),
  createdAt: z.string(),
});
const EventLine = z.object({
  kind: z.literal('event'),
  streamId: z.string().min(1),
  revision: z.string().regex(/^\d+$/),
  eventId: z.uuid(),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: z.unknown(),
  createdAt: z.string(),
});
const EndLine = z.object({ kind: z.literal('end'), keys: z.number().int(), events: z.number().int() });
const Line = z.discriminatedUnion('kind', [KeyLine, EventLine, EndLine]);
type EventLine = z.infer<typeof EventLine>;
type KeyLine = z.infer<typeof KeyLine>;

export interface BackupSummary {
  readonly keys: number;
  readonly events: number;
}

/** Why an archive cannot be restored, or a store cannot be restored into; nothing was written. */
export class BackupRefused extends Error {}

const PAGE = 1000;

interface StoredEvent {
  readonly tx: string;
  readonly position: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly event_id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly created_at: unknown;
}
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * Writes the archive of one consistent moment: everything is read in one repeatable-read
 * transaction, so appends and erasures committed meanwhile are either wholly in it or not at all
 * (PostgreSQL: the app may keep running; the embedded PGlite belongs to one process, so the app is
 * stopped first).
 */
export async function writeBackup(
  database: Pick<Database<ReadModels>, 'db'>,
  out: Writable,
): Promise<BackupSummary> {
  const gzip = createGzip();
  gzip.pipe(out);
  const write = async (record: unknown) => {
    if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, 'drain');
  };
  const summary = await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await write({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() });
      const keys = await sql<{ subject_id: string; key: Uint8Array; created_at: unknown }>`
        select subject_id, key, created_at from personal_data_keys order by subject_id`.execute(trx);
      for (const row of keys.rows)
        await write({
          kind: 'key',
          subjectId: row.subject_id,
          key: Buffer.from(row.key).toString('base64'),
          createdAt: iso(row.created_at),
        } satisfies KeyLine);
      let events = 0;
      let after: { tx: string; position: string } | null = null;
      for (;;) {
        const from: RawBuilder<unknown> = after
          ? sql`where (tx_id, position) > (${after.tx}::xid8, ${after.position}::bigint)`
          : sql``;
        const page: { rows: StoredEvent[] } = await sql<StoredEvent>`
          select tx_id::text as tx, position::text as position, stream_id, revision::text as revision,
                 event_id, type, data, metadata, created_at
          from es_events ${from} order by tx_id, position limit ${PAGE}`.execute(trx);
        for (const row of page.rows)
          await write({
            kind: 'event',
            streamId: row.stream_id,
            revision: row.revision,
            eventId: row.event_id,
            type: row.type,
            data: row.data,
            metadata: row.metadata,
            createdAt: iso(row.created_at),
          } satisfies EventLine);
        events += page.rows.length;
        const last = page.rows.at(-1);
        if (!last || page.rows.length < PAGE) break;
        after = { tx: last.tx, position: last.position };
      }
      const summary = { keys: keys.rows.length, events };
      await write({ kind: 'end', ...summary });
      return summary;
    });
  gzip.end();
  await finished(out);
  return summary;
}

/** The archive's records, one at a time, checked; the last is its end record. */
async function* archiveRecords(
  input: Readable,
): AsyncGenerator<KeyLine | EventLine | z.infer<typeof EndLine>> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  let header = false;
  let ended = false;
  try {
    for await (const text of lines) {
      if (!text) continue;
      if (ended) throw new BackupRefused('the archive goes on after its end record');
      const parsed = JSON.parse(text);
      if (!header) {
        if (!Header.safeParse(parsed).success)
          throw new BackupRefused(
            `not a Rodada backup of version ${BACKUP_VERSION} (format "${parsed?.format}", version ${parsed?.version})`,
          );
        header = true;
        continue;
      }
      const line = Line.safeParse(parsed);
      if (!line.success) throw new BackupRefused(`an unreadable record: ${text.slice(0, 120)}`);
      ended = line.data.kind === 'end';
      yield line.data;
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`the archive cannot be read: ${(error as Error).message}`);
  }
  if (!header) throw new BackupRefused('the archive is empty');
  if (!ended) throw new BackupRefused('the archive has no end record: it was cut short');
}

/** Reads the whole archive once, checking every record and the end record's counts. */
async function checkArchive(input: Readable): Promise<BackupSummary> {
  let keys = 0;
  let events = 0;
  for await (const record of archiveRecords(input)) {
    if (record.kind === 'key') keys += 1;
    else if (record.kind === 'event') events += 1;
    else if (record.keys !== keys || record.events !== events)
      throw new BackupRefused(
        `the archive holds ${keys} keys and ${events} events where its end record says ${record.keys} and ${record.events}`,
      );
  }
  return { keys, events };
}

async function isEmpty(db: Kysely<ReadModels>): Promise<boolean> {
  const { rows } = await sql<{ events: boolean; keys: boolean }>`
    select exists (select 1 from es_events) as events, exists (select 1 from personal_data_keys) as keys`.execute(
    db,
  );
  return !rows[0]!.events && !rows[0]!.keys;
}

async function insertKeys(trx: Kysely<ReadModels>, keys: readonly KeyLine[]): Promise<void> {
  if (keys.length === 0) return;
  const values = keys.map(
    (k) => sql`(${k.subjectId}::uuid, ${Buffer.from(k.key, 'base64')}, ${k.createdAt}::timestamptz)`,
  );
  await sql`insert into personal_data_keys (subject_id, key, created_at) values ${sql.join(values)}`.execute(
    trx,
  );
}

async function insertEvents(trx: Kysely<ReadModels>, events: readonly EventLine[]): Promise<void> {
  if (events.length === 0) return;
  const values = events.map(
    (e) =>
      sql`(${e.streamId}, ${e.revision}::bigint, ${e.eventId}::uuid, ${e.type}, ${JSON.stringify(e.data ?? null)}::jsonb, ${JSON.stringify(e.metadata ?? {})}::jsonb, ${e.createdAt}::timestamptz)`,
  );
  await sql`
    insert into es_events (stream_id, revision, event_id, type, data, metadata, created_at)
    values ${sql.join(values)}`.execute(trx);
}

/**
 * Restores an archive into an empty event store. The archive is read twice: once to check every
 * record and its counts, then to write it in one transaction (all of it or nothing), in the
 * archive's order: positions are new; ids, revisions, metadata and times are the recorded ones.
 * The read models are then rebuilt by the caller (`npm run restore` does it).
 */
export async function restoreBackup(
  database: Pick<Database<ReadModels>, 'db'>,
  open: () => Readable,
): Promise<BackupSummary> {
  const summary = await checkArchive(open());
  if (!(await isEmpty(database.db)))
    throw new BackupRefused(
      'the event store is not empty: restore into a new database (or an empty DATA_DIR)',
    );
  await database.db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) throw new BackupRefused('the event store is not empty');
    let keys: KeyLine[] = [];
    let events: EventLine[] = [];
    for await (const record of archiveRecords(open())) {
      if (record.kind === 'key') keys.push(record);
      else if (record.kind === 'event') events.push(record);
      if (keys.length >= PAGE) {
        await insertKeys(trx, keys);
        keys = [];
      }
      if (events.length >= PAGE) {
        await insertEvents(trx, events);
        events = [];
      }
    }
    await insertKeys(trx, keys);
    await insertEvents(trx, events);
    await sql`
      insert into es_streams (stream_id, revision)
      select stream_id, max(revision) from es_events group by stream_id`.execute(trx);
  });
  return summary;
}

/** `writeBackup` to a new file (an existing file is never overwritten). */
export async function backupToFile(
  database: Pick<Database<ReadModels>, 'db'>,
  path: string,
): Promise<BackupSummary> {
  return writeBackup(database, createWriteStream(path, { flags: 'wx' }));
}

/** `restoreBackup` from a file. */
export async function restoreFromFile(
  database: Pick<Database<ReadModels>, 'db'>,
  path: string,
): Promise<BackupSummary> {
  return restoreBackup(database, () => createReadStream(path));
}
