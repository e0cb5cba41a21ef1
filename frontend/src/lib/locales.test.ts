import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCALES = new URL('../../../locales/', import.meta.url);

/**
 * Every key path of a translation file, in order. A list counts as its length and the shapes of its
 * items; plural forms count as their base key, since languages need different ones (pt-BR adds
 * `_zero` so that 0 reads plural).
 */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (value && typeof value === 'object') {
    const paths = Object.entries(value).flatMap(([key, child]) =>
      shape(child, path ? `${path}.${key}` : key).map((p) =>
        p.replace(/_(zero|one|two|few|many|other)$/, ''),
      ),
    );
    return [...new Set(paths)];
  }
  return [path];
}

const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES), 'utf8'));

const NAMESPACES = readdirSync(new URL('pt-BR/', LOCALES)).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('cover every namespace in every language', () => {
    expect(NAMESPACES.length).toBeGreaterThan(10);
    for (const language of ['en', 'es'])
      expect(
        readdirSync(new URL(`${language}/`, LOCALES))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('%s has the same keys and list lengths in pt-BR, en and es', (file) => {
    const reference = shape(read('pt-BR', file));
    expect(shape(read('en', file))).toEqual(reference);
    expect(shape(read('es', file))).toEqual(reference);
  });
});

/** Every string of a translation file, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('Spanish', () => {
  // Clubs in Latin America play on a "cancha"; "pista" is Spain's word and reads foreign on the
  // tablet, the board and the rules panel (the Spanish journey checks the screens too).
  it.each(NAMESPACES)('%s says "cancha", never "pista"', (file) => {
    expect(strings(read('es', file)).filter((text) => /pista/i.test(text))).toEqual([]);
  });
});
