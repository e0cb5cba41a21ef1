import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  openTestDatabase,
  type TestDatabaseTarget,
  tableRows,
  testDatabaseTargets,
} from '@rodada/projections/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSystem, type System } from '../system';
import { registerUser, signedInAdmin } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { BackupRefused, backupToFile, restoreFromFile } from './backup';

/** A new, empty store on the target, opened as `npm run restore` opens it. */
async function emptySystem(target: TestDatabaseTarget): Promise<{ system: System; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-restore-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (target.name === 'postgres') {
    const created = await openTestDatabase(target);
    databaseUrl = created.connectionString!;
    await created.close();
    drop = created.drop;
  }
  const system = await openSystem(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
  );
  return {
    system,
    async close() {
      await system.close();
      await drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every read model's rows, less the event-store positions some rows keep (where in `$all` a
 * tournament's last event sits, `commit/prepare`): a restored store numbers its events anew.
 */
async function readModels(system: System): Promise<Record<string, string[]>> {
  const tables = await tableRows(
    system.database,
    system.runner.projectors.flatMap((p) => p.tables),
  );
  const isStorePosition = (key: string, value: unknown) =>
    key === 'position' && typeof value === 'string' && /^\d+\/\d+$/.test(value);
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      rows
        .map((row) =>
          JSON.stringify(JSON.parse(row), (key, value) => (isStorePosition(key, value) ? undefined : value)),
        )
        .sort(),
    ]),
  );
}

for (const target of testDatabaseTargets()) {
  describe(`backup and restore on ${target.name}`, () => {
    const folder = mkdtempSync(join(tmpdir(), 'rodada-backup-'));
    const archive = join(folder, 'backup.jsonl.gz');
    let source: TestServer;
    let before: Record<string, string[]>;
    let eventsBefore: number;

    beforeAll(async () => {
      // The demo organiser and tournaments (scores, rankings, credits), two more people, one erased.
      source = await startTestServer(target, { DEMO_DATA: 'true' });
      const admin = await signedInAdmin(source);
      const kept = await registerUser(source, 'Quitéria Guardada');
      const erased = await registerUser(source, 'Olegário Apagado');
      expect([kept.answer.status, erased.answer.status]).toEqual([201, 201]);
      expect((await admin.call('DELETE', `/api/admin/users/${erased.answer.body.id}`)).body).toEqual({
        ok: true,
      });
      await source.system.runner.waitFor(
        (await source.system.store.readAll({ limit: 1_000_000 })).at(-1)!.position,
      );
      before = await readModels(source.system);
      eventsBefore = (await source.system.store.readAll({ limit: 1_000_000 })).length;
      expect(await backupToFile(source.system.database, archive)).toEqual({
        events: eventsBefore,
        keys: expect.any(Number),
      });
      await source.close();
    }, 180_000);

    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('restores into an empty store and rebuilds every read model as it was', async () => {
      const restored = await emptySystem(target);
      try {
        const { events } = await restoreFromFile(restored.system.database, archive);
        expect(events).toBe(eventsBefore);
        await restored.system.runner.rebuildAll();
        expect(await readModels(restored.system)).toEqual(before);
        // The restored store goes on: its streams' revisions are where they were.
        const { rows } = await sql<{ streams: number; behind: number }>`
          select count(*)::int as streams,
                 count(*) filter (where s.revision <> (select max(e.revision) from es_events e where e.stream_id = s.stream_id))::int as behind
          from es_streams s`.execute(restored.system.database.db);
        expect(rows[0]!.streams).toBeGreaterThan(0);
        expect(rows[0]!.behind).toBe(0);
      } finally {
        await restored.close();
      }
    }, 180_000);

    it('keeps personal data encrypted in the archive, and the erased person erased', async () => {
      const text = gunzipSync(readFileSync(archive)).toString('utf8');
      expect(text).toContain('"format":"rodada-event-store-backup"');
      for (const personal of ['Quitéria Guardada', 'Olegário Apagado', 'organizador@rodada.demo'])
        expect(text).not.toContain(personal);
      const users = before.users!.map((row) => JSON.parse(row) as { name: string; email: string });
      expect(users.some((u) => u.name === 'Quitéria Guardada')).toBe(true);
      expect(users.some((u) => u.name === 'Olegário Apagado')).toBe(false);
    });

    it('refuses a store that is not empty, an archive cut short and one altered, writing nothing', async () => {
      const restored = await emptySystem(target);
      try {
        const lines = gunzipSync(readFileSync(archive)).toString('utf8').trimEnd().split('\n');
        const cut = join(folder, 'cut.jsonl.gz');
        writeFileSync(cut, gzipSync(`${lines.slice(0, -3).join('\n')}\n`));
        await expect(restoreFromFile(restored.system.database, cut)).rejects.toThrow(/cut short/);
        const altered = join(folder, 'altered.jsonl.gz');
        writeFileSync(altered, gzipSync(`${[...lines.slice(0, -2), lines.at(-1)].join('\n')}\n`));
        await expect(restoreFromFile(restored.system.database, altered)).rejects.toThrow(/end record says/);
        const notOurs = join(folder, 'other.jsonl.gz');
        writeFileSync(notOurs, gzipSync('{"format":"something-else","version":1}\n'));
        await expect(restoreFromFile(restored.system.database, notOurs)).rejects.toBeInstanceOf(
          BackupRefused,
        );
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(
          restored.system.database.db,
        );
        expect(rows[0]!.n).toBe(0);

        await restoreFromFile(restored.system.database, archive);
        await expect(restoreFromFile(restored.system.database, archive)).rejects.toThrow(/not empty/);
        const after = await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(
          restored.system.database.db,
        );
        expect(after.rows[0]!.n).toBe(eventsBefore);
      } finally {
        await restored.close();
      }
    }, 180_000);
  });
}
