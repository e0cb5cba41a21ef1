import i18next, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'pt-BR';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Maps any tag a browser may report (`pt`, `pt-PT`, `en-US`, `es-AR`) onto a supported language.
 * Done per detected tag so that a browser preferring `en-US` over `pt-BR` gets English: i18next
 * would otherwise pick the first exact match anywhere in the list.
 */
export function toSupportedLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es';
  return tag;
}

/** The two-letter label the language switcher shows: PT, EN, otherwise ES (spec section 2). */
export function languageLabel(language: string | undefined): 'PT' | 'EN' | 'ES' {
  if (language?.startsWith('pt')) return 'PT';
  if (language?.startsWith('en')) return 'EN';
  return 'ES';
}

/** A code i18next will take as it is: letters, digits, `-_@.` (no `..`), at most 128 characters. */
const SAFE_CODE = /^(?!.*\.\.)[A-Za-z0-9_@.-]{1,128}$/;

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, blocked cookies): the browser's languages decide
  }
}

/**
 * The language: the one chosen before (kept in localStorage under `i18nextLng`), else the
 * browser's languages in their order of preference, each mapped by `toSupportedLanguage`; i18next
 * takes the first supported one, else pt-BR. The chosen language is stored again on every change.
 * (What i18next-browser-languagedetector did with `order: ['localStorage', 'navigator']`, in the
 * few lines this app needs: the public board's script budget, issue 26.)
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = storedLanguage();
    const { languages, language } = navigator;
    const detected = [...(stored ? [stored] : []), ...(languages ?? []), ...(language ? [language] : [])];
    return detected.filter((code) => SAFE_CODE.test(code)).map(toSupportedLanguage);
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not kept: the next visit detects again
    }
  },
};

/**
 * The translations, one JSON file per language and namespace served from /locales (and precached
 * by the tablet's service worker). A network failure or a 5xx is retried by i18next (a `true`
 * second argument), a 4xx is not. (What i18next-http-backend did with its `loadPath`.)
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const url = `/locales/${language}/${namespace}.json`;
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        try {
          callback(null, await response.json());
        } catch {
          callback(`failed parsing ${url} to json`, false);
        }
      },
      () => callback(`failed loading ${url}`, true),
    );
  },
};

/**
 * Starts i18next with `common` and the given namespaces loaded at once. Every language file has
 * every key (locales.test.ts), so only pt-BR falls back, for a language the app does not have: an
 * English or Spanish page does not download the Portuguese files too.
 */
export function initI18n(namespaces: readonly string[] = []) {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: { en: [], es: [], default: [FALLBACK_LANGUAGE] },
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches language (the detector stores the choice) and reloads the whole page, as the spec asks. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  window.location.reload();
}
