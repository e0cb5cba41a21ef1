import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The public pages load no classic zod (issue 26, `docs/benchmarks.md`): every module their first
// script imports statically takes values from `@rodada/events/contracts/mini` and only types from
// the contracts barrel, whose classic schemas would otherwise load with any value of it (~25 KB
// gzip). A lazy `import()` is left out: it loads on demand. The bench measures the bytes; this
// spec names the import that brought the barrel back.

const SRC = dirname(fileURLToPath(import.meta.url));
const EVENTS = resolve(SRC, '../../events/src');
const ENTRIES = [
  'main.tsx',
  'pages/tournaments/publicTournamentPage.tsx',
  'pages/tournaments/tvPage.tsx',
  'pages/tournaments/playerPage.tsx',
].map((path) => resolve(SRC, path));

/** Static imports and re-exports that load a module at run time (not `import type`, not `import()`). */
function runtimeImports(source: string): { readonly specifier: string; readonly names: string }[] {
  const found = [];
  const pattern = /^(?:import|export)\s+(type\s+)?(?:([\w$*{},\s]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, names = '', specifier = ''] of source.matchAll(pattern)) {
    if (typeOnly === undefined) found.push({ specifier, names: names.replace(/\s+/g, ' ') });
  }
  return found;
}

function resolveFile(from: string, specifier: string): string | undefined {
  if (specifier === '@rodada/events/contracts/mini') return resolve(EVENTS, 'contracts/mini.ts');
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts']
    .map((end) => base + end)
    .find((f) => existsSync(f) && statSync(f).isFile());
}

/** Every module the entries import statically, with what each imports at run time. */
function graph(): Map<string, ReturnType<typeof runtimeImports>> {
  const modules = new Map<string, ReturnType<typeof runtimeImports>>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const imports = runtimeImports(readFileSync(file, 'utf8'));
    modules.set(file, imports);
    for (const { specifier } of imports) {
      const next = resolveFile(file, specifier);
      if (next) visit(next);
    }
  };
  ENTRIES.forEach(visit);
  return modules;
}

const relative = (file: string) => file.slice(resolve(SRC, '../..').length + 1);

describe('the public pages’ first script', () => {
  const modules = graph();

  it('reaches the pages and the mini contracts (the walk follows the imports)', () => {
    expect(modules.has(resolve(SRC, 'components/tournaments/useLiveTournament.ts'))).toBe(true);
    expect(modules.has(resolve(EVENTS, 'contracts/mini.ts'))).toBe(true);
  });

  it('imports no value of the contracts barrel (types only, with `import type`)', () => {
    const offenders = [...modules].flatMap(([file, imports]) =>
      imports
        .filter(({ specifier }) => specifier === '@rodada/events/contracts')
        .map(({ names }) => `${relative(file)}: ${names}`),
    );
    expect(offenders).toEqual([]);
  });

  it('imports zod only as zod/mini, and none of the stored Americano draws', () => {
    const offenders = [...modules].flatMap(([file, imports]) =>
      imports
        .filter(({ specifier }) => specifier === 'zod' || /americano(Tables)?$/.test(specifier))
        .map(({ specifier }) => `${relative(file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
