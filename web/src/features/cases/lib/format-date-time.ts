import { formatLocale } from './format-locale';

/** An ISO time as the reader's local date and time in the page's language ("3 Jan 2026, 10:15"); the ISO text itself when unreadable. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
