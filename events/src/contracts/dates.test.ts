import { describe, expect, it } from 'vitest';
import {
  brasiliaDayOf,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatTime,
} from './dates';

// 02:30 UTC on the 26th is still the evening of the 25th in Brasília (UTC-3), and 11:30 in Tokyo.
const LATE_EVENING = '2026-11-26T02:30:00.000Z';

describe('dates on Brasília’s clock, day first with four-digit years', () => {
  it('writes an instant as Brasília sees it, whatever the machine’s time zone', () => {
    expect(formatDateTime(LATE_EVENING)).toBe('25/11/2026 23:30');
    expect(formatDate(LATE_EVENING)).toBe('25/11/2026');
    expect(formatTime(LATE_EVENING)).toBe('23:30');
    expect(brasiliaDayOf(new Date(LATE_EVENING))).toBe('2026-11-25');
  });

  it('pads single digits and uses a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T03:07:00Z')).toBe('05/03/2026 00:07');
    expect(formatDateTime('2026-03-05T18:46:00Z')).toBe('05/03/2026 15:46');
  });

  it('keeps a calendar day as it stands', () => {
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
    expect(formatDayMonth('2026-01-31')).toBe('31/01');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(brasiliaDayOf('')).toBe('');
    expect(formatLongDate('nope', 'en')).toBe('');
  });

  it('writes a day out in the reader’s language on Brasília’s calendar', () => {
    expect(formatLongDate(LATE_EVENING, 'pt-BR', true)).toBe('quarta-feira, 25 de novembro de 2026');
    expect(formatLongDate(LATE_EVENING, 'en')).toBe('November 25, 2026');
    expect(formatLongDate('2025-06-16', 'es')).toBe('16 de junio de 2025');
  });
});
