import { stringify } from 'csv-stringify/sync';

/** An amount of money in centavos, written as a decimal with a comma ('1234,50'). */
export class Money {
  constructor(readonly cents: number) {}
}
export type CsvCell = string | number | Money;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): '=HYPERLINK(…)'.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as typed, never runs: a leading quote makes a formula plain text. */
export const plainText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Centavos as a Brazilian decimal without thousands separators, which spreadsheets read as a number. */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A CSV document as a Brazilian spreadsheet opens it right: UTF-8 with a BOM (accents), ';'
 * between cells (a comma is the decimal mark), CRLF line ends. Text cells are neutralised against
 * formulas; numbers and money are written by us and stay numbers.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) =>
    value instanceof Money
      ? decimalComma(value.cents)
      : typeof value === 'number'
        ? String(value)
        : plainText(value);
  return stringify([header.map(plainText), ...rows.map((row) => row.map(cell))], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}

/** A download's file name: a slug and the day it was made, e.g. 'transacoes-2026-11-25.csv'. */
export const datedFileName = (name: string, day: string, extension: string) => `${name}-${day}.${extension}`;

/** `Content-Disposition` for a download; the ASCII fallback keeps old clients happy. */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
