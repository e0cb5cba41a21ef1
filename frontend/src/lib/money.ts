import { useTranslation } from 'react-i18next';

/** The only currency sold (spec section 9): BRL, money in centavos. */
const CURRENCY = 'BRL';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Centavos as money in the reader's language: "R$ 12,00" in pt-BR, "R$12.00" in en, "12,00 R$" in
 * es. Always the R$ sign: outside Brazil Intl would otherwise write "BRL".
 */
export function formatMoney(cents: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

/** `formatMoney` in the interface's current language. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (cents) => formatMoney(cents, language);
}
