import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
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

export function initI18n() {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: toSupportedLanguage,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches language (the detector stores the choice) and reloads the whole page, as the spec asks. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  window.location.reload();
}
