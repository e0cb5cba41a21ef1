/**
 * Every date and time Rodada shows, on screens and in exports alike: Brasília's wall clock (the
 * product's market), day first with a four-digit year in all three languages ("25/11/2026 15:46"),
 * whatever the time zone of the browser or the server.
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
}

/** The instant's parts on Brasília's clock; null for a value that is not a date. */
function wallClockOf(value: string | Date): WallClock | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * "25/11/2026": an instant's day in Brasília, or a calendar day ("2026-11-25") as it stands;
 * '' when the value is not a date.
 */
export function formatDate(value: string | Date): string {
  const calendarDay = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (calendarDay) return `${calendarDay[3]}/${calendarDay[2]}/${calendarDay[1]}`;
  const clock = wallClockOf(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : '';
}

/** "15:46": an instant's time in Brasília; '' when the value is not a date. */
export function formatTime(value: string | Date): string {
  const clock = wallClockOf(value);
  return clock ? `${clock.hour}:${clock.minute}` : '';
}

/** "25/11/2026 15:46": an instant on Brasília's clock; '' when the value is not a date. */
export function formatDateTime(value: string | Date): string {
  const clock = wallClockOf(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}` : '';
}

/** "25/11": a calendar day ("2026-11-25") without its year, as a chart's axis writes it. */
export function formatDayMonth(day: string): string {
  return formatDate(day).slice(0, 5);
}

/** "2026-11-25": the calendar day an instant falls on in Brasília. */
export function brasiliaDayOf(value: string | Date): string {
  const clock = wallClockOf(value);
  return clock ? `${clock.year}-${clock.month}-${clock.day}` : '';
}

/**
 * A day written out in the reader's language, on Brasília's calendar: "quarta-feira, 25 de
 * novembro de 2026"; a calendar day ("2026-11-25") is that day, wherever the reader is.
 */
export function formatLongDate(value: string | Date, language: string, withWeekday = false): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const instant = calendarDay
    ? new Date(`${value}T12:00:00Z`)
    : typeof value === 'string'
      ? new Date(value)
      : value;
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    timeZone: calendarDay ? 'UTC' : PRODUCT_TIME_ZONE,
    ...(withWeekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}
