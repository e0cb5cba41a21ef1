import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './config';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('deployment descriptions', () => {
  const compose = parse(readFileSync(root('docker-compose.yml'), 'utf8'));

  it('describes KurrentDB, PostgreSQL and the app, wired by the app’s own variables', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'kurrentdb', 'postgres']);
    const env = compose.services.app.environment as Record<string, string>;
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES).toContain(name);
    const config = loadConfig(
      Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[^}]*\}/, '')])),
    );
    expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
    expect(config.eventStoreUrl).toMatch(/^esdb:\/\/kurrentdb:2113/);
  });

  it('documents every configuration variable in the README', () => {
    const readme = readFileSync(root('README.md'), 'utf8');
    for (const name of CONFIG_VARIABLES) expect(readme).toContain(`\`${name}\``);
  });

  it('sends its readers only to files a clone has: no path out of the repository, every page it names', () => {
    const repository = root('');
    const pages = ['README.md', ...readdirSync(root('docs')).map((file) => `docs/${file}`)];
    for (const page of pages.filter((file) => file.endsWith('.md'))) {
      const text = readFileSync(root(page), 'utf8');
      // `docs/x.md` from the repository's root; `../x.md` from the page's own folder.
      for (const [, named] of text.matchAll(/[`(]((?:\.\.\/)+[\w./-]+|docs\/[\w./-]+\.md)[`)]/g)) {
        const file = named!.startsWith('docs/') ? root(named!) : join(dirname(root(page)), named!);
        expect(file.startsWith(repository), `${page} names ${named}, outside the repository`).toBe(true);
        expect(existsSync(file), `${page} names ${named}, which does not exist`).toBe(true);
      }
    }
    expect(readFileSync(root('README.md'), 'utf8')).toContain('`docs/architecture.md`');
  });

  it('states the Node.js versions it runs on, as package.json requires them', () => {
    const { engines } = JSON.parse(readFileSync(root('package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const readme = readFileSync(root('README.md'), 'utf8');
    const versions = [...engines.node.matchAll(/(\d+\.\d+)(?:\.0)?/g)].map(([, version]) => version!);
    expect(versions.length).toBeGreaterThan(0);
    const stated = /Node\.js ([^\n]*)/.exec(readme)?.[1] ?? '';
    for (const version of versions) expect(stated).toContain(version);
  });
});
