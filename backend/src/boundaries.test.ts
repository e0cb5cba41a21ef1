import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries (docs/architecture.md, "Import boundaries") are lint rules in biome.json,
 * frontend/biome.json and lint/noWorkspaceEscape.grit: between workspaces, and inside backend/
 * between its slices, its shared infrastructure and its composition root. Each case plants a file with one import in a
 * workspace folder, lints all of them in one Biome run, and checks that the rule it names fails the
 * file (or, for the clean cases, that nothing does). A rule deleted or mis-scoped turns this red.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

const ESCAPE = 'plugin';
const RESTRICTED = 'lint/style/noRestrictedImports';
const NODE_BUILTIN = 'lint/correctness/noNodejsModules';
const UNDECLARED = 'lint/correctness/noUndeclaredDependencies';
const DEEP_MESSAGE = 'Import a workspace through an entry point';

interface Case {
  readonly name: string;
  /** Folder, from the repository root, the probe file is written in. */
  readonly folder: string;
  readonly source: string;
  /** The rule that must fail the file, or null when no rule may. */
  readonly expected: { readonly category: string; readonly message: string } | null;
}

const violations: Case[] = [
  {
    name: 'events/ imports a node: built-in',
    folder: 'events/src',
    source: "import { readFileSync } from 'node:fs';",
    expected: { category: NODE_BUILTIN, message: 'Node.js builtin module' },
  },
  {
    name: 'events/ imports a built-in by its bare name',
    folder: 'events/src/formats',
    source: "import { createHash } from 'crypto';",
    expected: { category: NODE_BUILTIN, message: 'Node.js builtin module' },
  },
  {
    name: 'events/ imports another workspace',
    folder: 'events/src',
    source: "import { openDatabase } from '@rodada/projections';",
    expected: { category: RESTRICTED, message: 'events/ is the pure domain' },
  },
  {
    name: 'events/ imports a database library',
    folder: 'events/src',
    source: "import { sql } from 'kysely';",
    expected: { category: RESTRICTED, message: 'events/ is pure' },
  },
  {
    name: 'projections/ imports the backend',
    folder: 'projections/src',
    source: "import { startTestServer } from '@rodada/backend/testing';",
    expected: { category: RESTRICTED, message: 'projections/ may import only @rodada/events' },
  },
  {
    name: 'backend/ imports the frontend',
    folder: 'backend/src',
    source: "import { App } from '@rodada/frontend';",
    expected: { category: RESTRICTED, message: 'backend/ may import only' },
  },
  {
    name: 'frontend/ imports the domain entry instead of the contracts',
    folder: 'frontend/src',
    source: "import { DomainError } from '@rodada/events';",
    expected: { category: RESTRICTED, message: 'frontend/ may import only @rodada/events/contracts' },
  },
  {
    name: 'frontend/ imports projections',
    folder: 'frontend/src/lib',
    source: "import { openDatabase } from '@rodada/projections';",
    expected: { category: RESTRICTED, message: 'frontend/ may import only @rodada/events/contracts' },
  },
  {
    name: 'e2e/ imports a workspace',
    folder: 'e2e',
    source: "import { DomainError } from '@rodada/events';",
    expected: { category: RESTRICTED, message: 'e2e/ drives the running app only' },
  },
  {
    name: 'a deep import bypasses the exports',
    folder: 'bench',
    source: "import { postgresTarget } from '@rodada/projections/testing/databases';",
    expected: { category: RESTRICTED, message: DEEP_MESSAGE },
  },
  {
    name: 'a deep import into one contracts module',
    folder: 'backend/src',
    source: "import { CreateTournamentRequestSchema } from '@rodada/events/contracts/tournaments';",
    expected: { category: RESTRICTED, message: DEEP_MESSAGE },
  },
  {
    name: 'a relative import climbs out of backend/ into projections/',
    folder: 'backend/src',
    source: "import { openDatabase } from '../../projections/src/index';",
    expected: { category: ESCAPE, message: 'leaves its workspace folder' },
  },
  {
    name: 'a relative import climbs out of a file at the workspace root',
    folder: 'bench',
    source: "import { DomainError } from '../events/src/index';",
    expected: { category: ESCAPE, message: 'leaves its workspace folder' },
  },
  {
    name: 'a relative import climbs out of frontend/ (its own biome.json)',
    folder: 'frontend/src/pages',
    source: "import { FORMAT_RULES } from '../../../events/src/contracts/index';",
    expected: { category: ESCAPE, message: 'leaves its workspace folder' },
  },
  {
    name: 'a backend slice imports another slice past its index',
    folder: 'backend/src/tablet',
    source: "import { TournamentService } from '../tournaments/service';",
    expected: { category: RESTRICTED, message: 'only through its index.ts' },
  },
  {
    name: 'a file deeper in a slice imports another slice past its index',
    folder: 'backend/src/tournaments/card',
    source: "import { formatBrl } from '../../reporting/money';",
    expected: { category: RESTRICTED, message: 'only through its index.ts' },
  },
  {
    name: 'a backend slice imports the composition root',
    folder: 'backend/src/credits',
    source: "import { openSystem } from '../system';",
    expected: { category: RESTRICTED, message: 'never imports the composition root' },
  },
  {
    name: 'shared backend infrastructure imports a slice',
    folder: 'backend/src/privacy',
    source: "import { Sessions } from '../accounts';",
    expected: { category: RESTRICTED, message: 'Shared infrastructure' },
  },
  {
    name: 'a workspace imports a package its package.json does not declare',
    folder: 'projections/src',
    source: "import { z } from 'zod';",
    expected: { category: UNDECLARED, message: "isn't specified in projections/package.json" },
  },
];

const clean: Case[] = [
  {
    name: 'events/ imports zod and its own modules',
    folder: 'events/src',
    source: "import { z } from 'zod';\nimport { FORMAT_RULES } from './formats';",
    expected: null,
  },
  {
    name: 'projections/ imports both events entries',
    folder: 'projections/src',
    source:
      "import { DomainError } from '@rodada/events';\nimport { FORMAT_RULES } from '@rodada/events/contracts';",
    expected: null,
  },
  {
    name: 'a backend folder named like a workspace imports its sibling',
    folder: 'backend/src/projections',
    source:
      "import { openTestDatabase } from '@rodada/projections/testing';\nimport { buildSystem } from '../system';",
    expected: null,
  },
  {
    name: 'a backend slice imports another slice by its index, and the shared infrastructure',
    folder: 'backend/src/credits',
    source: "import { formatBrl } from '../reporting';\nimport { actorOf } from '../commands/context';",
    expected: null,
  },
  {
    name: 'the composition root imports the slices and the system',
    folder: 'backend/src',
    source: "import { CreditService } from './credits';\nimport { openSystem } from './system';",
    expected: null,
  },
  {
    name: 'frontend/ imports the contracts and a locale file',
    folder: 'frontend/src/pages',
    source:
      "import { FORMAT_RULES } from '@rodada/events/contracts';\nimport texts from '../../../locales/en/errors.json';",
    expected: null,
  },
  {
    name: 'bench/ imports the published entries',
    folder: 'bench',
    source:
      "import { PostgresEventStore } from '@rodada/backend';\nimport { startTestServer } from '@rodada/backend/testing';\nimport { percentile } from './report';",
    expected: null,
  },
];

interface Diagnostic {
  readonly severity: string;
  readonly category: string;
  readonly message: string;
  readonly location: { readonly path: string };
}

/** Writes every case's file, lints them in one Biome run, and returns each file's errors. */
function lintPlanted(cases: readonly Case[]): Map<Case, Diagnostic[]> {
  const tag = randomBytes(4).toString('hex');
  const files = cases.map((c, i) => `${c.folder}/boundaryProbe${tag}${i}.ts`);
  try {
    cases.forEach((c, i) => {
      // Exporting what was imported keeps noUnusedImports quiet; only the import is on trial.
      const names = [...c.source.matchAll(/import (?:\{ (\w+) \}|(\w+)) from/g)].map((m) => m[1] ?? m[2]);
      writeFileSync(join(ROOT, files[i]!), `${c.source}\n\nexport const probe = [${names.join(', ')}];\n`);
    });
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=1000', ...files], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    return new Map(
      cases.map((c, i) => [
        c,
        report.diagnostics.filter((d) => d.severity === 'error' && d.location.path === files[i]),
      ]),
    );
  } finally {
    for (const file of files) rmSync(join(ROOT, file), { force: true });
  }
}

describe('import boundaries', () => {
  const results = lintPlanted([...violations, ...clean]);

  it.each(violations)('rejects: $name', (c) => {
    const errors = results.get(c)!;
    expect(errors.map((e) => `${e.category}: ${e.message}`)).toContainEqual(
      expect.stringMatching(new RegExp(`^${c.expected!.category}: .*${escapeRegExp(c.expected!.message)}`)),
    );
  });

  it.each(clean)('accepts: $name', (c) => {
    expect(results.get(c)!.map((e) => `${e.category}: ${e.message}`)).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
