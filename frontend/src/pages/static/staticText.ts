import { formatLongDate } from '@rodada/events/contracts';
import type { TFunction } from 'i18next';

/** A translated list (an array in the locale file); empty when the key is missing. */
export function listOf(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The document's date in the reader's language, e.g. "16 de junho de 2025" or "June 16, 2025". */
export function formatLegalDate(isoDate: string, language: string): string {
  return formatLongDate(isoDate, language);
}
