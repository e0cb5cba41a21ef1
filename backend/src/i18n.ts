import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { repoPath } from './paths';

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'pt-BR';

export const LOCALES_DIR = repoPath('locales');

function loadResources(dir: string): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const folder = join(dir, lng);
    resources[lng] = {};
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      resources[lng]![file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    }
  }
  return resources;
}

let instance: i18n | null = null;

/** The server's translations: the same `locales/` files the browser loads. */
export function serverI18n(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    resources: loadResources(LOCALES_DIR),
    initAsync: false,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['errors', 'common', 'emails', 'transactions'],
    defaultNS: 'errors',
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function translate(lng: Language, key: string, params: Record<string, unknown> = {}): string {
  return serverI18n().t(key, { lng, ...params });
}

export function hasTranslation(key: string): boolean {
  return serverI18n().exists(key, { lng: FALLBACK_LANGUAGE });
}

/** Picks the best supported language from an Accept-Language header; pt-BR when none fits. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return FALLBACK_LANGUAGE;
}
