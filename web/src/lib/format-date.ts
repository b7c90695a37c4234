/**
 * The one way staff screens write dates and moments (issue 26: a screen showed three). In the page's
 * language: English as the club writes it ("3 Jan 2026", "3 Jan 2026, 10:15 am"), Malayalam as
 * Malayalam does ("2026 ജനു 3").
 */
function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-IN' : locale;
}

/** A day ("3 Jan 2026"); `timeZone: 'UTC'` for a date stored without a time (a YYYY-MM-DD). The text itself when unreadable. */
export function formatDate(value: string | Date, locale: string, options: { timeZone?: 'UTC' } = {}): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', ...options }).format(date);
}

/**
 * A moment as the reader's local date and time ("3 Jan 2026, 10:15 am"), or in `timeZone` (a
 * newsletter's sending time in the club's, Asia/Kolkata); the ISO text itself when unreadable.
 */
export function formatDateTime(iso: string, locale: string, options: { timeZone?: string } = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short', ...options }).format(date);
}

/** A time of day ("10:15 am"), for a moment of today: when a guest was checked in at the door. */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(dateLocale(locale), { timeStyle: 'short' }).format(date);
}
