import { readFileSync } from 'node:fs';
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
});
