import type { Period } from './period';

/** A day `YYYY-MM-DD` as the instant its date is read at (noon UTC: the same date in every zone). */
const instantOfDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** A period in the page's language: "1 – 7 Dec 2026", "1 ഡിസം – 7 ഡിസം 2026". */
export function formatPeriod({ from, to }: Pick<Period, 'from' | 'to'>, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return from === to ? format.format(instantOfDay(from)) : format.formatRange(instantOfDay(from), instantOfDay(to));
}

/** A day of a chart's axis or a table's row, short: "7 Dec". */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(instantOfDay(day));
}

/** A count or a figure with at most one decimal, in the page's language; a missing one as a dash. */
export function formatNumber(value: number | null | undefined, locale: string): string {
  return value == null ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
