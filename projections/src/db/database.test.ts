import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database';

describe('the embedded database in a data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'rodada-db-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const setting = async (db: Kysely<unknown>, name: string) =>
    Object.values((await sql.raw(`show ${name}`).execute(db)).rows[0] as object)[0];

  it('is created on the first start, and keeps what was written across a restart', async () => {
    const first = await openDatabase<unknown>({ dataDir: folder });
    await sql`create table notes (body text)`.execute(first.db);
    await sql`insert into notes values ('kept')`.execute(first.db);
    await first.close();

    const again = await openDatabase<unknown>({ dataDir: folder });
    try {
      expect((await sql`select body from notes`.execute(again.db)).rows).toEqual([{ body: 'kept' }]);
      // The small page cache that keeps PGlite's memory at its minimum, on every start.
      expect(await setting(again.db, 'shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await again.close();
    }
  }, 60_000);
});
