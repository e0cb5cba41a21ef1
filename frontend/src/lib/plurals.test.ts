import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n';

const LOCALES = new URL('../../../locales/', import.meta.url);

/** Every pluralised key (`…_one`) of every namespace, as `namespace:path` without the suffix. */
function pluralKeys(resources: ResourceLanguage): string[] {
  const keys: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key.endsWith('_one')) keys.push(`${path}${key.slice(0, -4)}`);
      else walk(child, `${path}${key}.`);
    }
  };
  for (const [namespace, tree] of Object.entries(resources)) walk(tree, `${namespace}:`);
  return keys;
}

function load(language: string): ResourceLanguage {
  const folder = new URL(`${language}/`, LOCALES);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder), 'utf8'))]),
  );
}

describe('plurals', () => {
  it.each(LANGUAGES)(
    '%s uses the singular for 1 only: "0 créditos", "1 crédito", "2 créditos"',
    async (lng) => {
      const resources = load(lng);
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: resources } });
      const keys = pluralKeys(resources);
      expect(keys.length).toBeGreaterThan(5);
      for (const key of keys) {
        const one = instance.t(key, { count: 1 });
        for (const count of [0, 2, 10]) {
          const text = instance.t(key, { count });
          expect(text, `${lng} ${key} count ${count}`).not.toBe(one.replaceAll('1', String(count)));
        }
      }
    },
  );
});
