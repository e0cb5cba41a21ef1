import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new PGlite database costs initdb, about 2 s of WebAssembly on this project's machines, and the
 * suites open hundreds. Tests and benches start instead from a copy of one empty database
 * initialised once per machine and PGlite version (in the system's temporary folder): the same
 * files initdb would write, migrated afterwards by the code under test as a first start would.
 */
const version: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
    'utf8',
  ),
).version;
const template = join(tmpdir(), `rodada-pglite-template-${version}`);
const FOLDER = 'pgdata';
const DUMP = 'pgdata.tar';

let made: Promise<void> | null = null;
let dump: Blob | null = null;

function ensureTemplate(): Promise<void> {
  made ??= (async () => {
    if (existsSync(join(template, DUMP))) return;
    // Made beside the final name and renamed into it, so a test process never sees half of one;
    // two processes making it at once keep the first.
    const making = mkdtempSync(`${template}-making-`);
    const pglite = await PGlite.create({ dataDir: join(making, FOLDER) });
    const tar = await pglite.dumpDataDir('none');
    await pglite.close();
    writeFileSync(join(making, DUMP), Buffer.from(await tar.arrayBuffer()));
    try {
      renameSync(making, template);
    } catch (error) {
      rmSync(making, { recursive: true, force: true });
      if (!existsSync(join(template, DUMP))) throw error;
    }
  })();
  // A failed attempt is not kept: the next database tries again.
  made.catch(() => {
    made = null;
  });
  return made;
}

/** An empty, initialised PGlite database folder copied to `dataDir` (which must not exist yet). */
export async function copyInitialisedPglite(dataDir: string): Promise<void> {
  await ensureTemplate();
  cpSync(join(template, FOLDER), dataDir, { recursive: true });
}

/** An empty, initialised PGlite database as a dump, to open in memory (`loadDataDir`). */
export async function initialisedPgliteDump(): Promise<Blob> {
  await ensureTemplate();
  dump ??= new Blob([readFileSync(join(template, DUMP))]);
  return dump;
}
