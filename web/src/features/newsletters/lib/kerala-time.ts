import { IST_OFFSET_MINUTES } from '../../../lib/club-date';
import { formatDateTime } from '../../../lib/format-date';

/** The club's time zone: a newsletter's sending time is chosen and shown in it (India has no summer time). */
const CLUB_TIME_ZONE = 'Asia/Kolkata';
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** An ISO moment as a datetime-local value ("2026-12-01T10:00") in Kerala time; '' when unreadable. */
export function keralaInputOf(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as Kerala time, as the API takes it: ISO with the offset
 * ("2026-12-01T10:00" → "2026-12-01T10:00:00+05:30"); undefined when it is not a real moment.
 */
export function keralaIsoOf(local: string): string | undefined {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return undefined;
  const iso = `${match[1]}T${match[2]}:00+05:30`;
  // A day the calendar lacks (30 February) rolls over in Date: it does not read back as typed.
  return keralaInputOf(iso) === local ? iso : undefined;
}

/** Whether the browser's own time zone is not Kerala's at that moment (so the same moment is shown in hers too). */
export function browserZoneDiffers(iso: string): boolean {
  return new Date(iso).getTimezoneOffset() !== -IST_OFFSET_MINUTES;
}

/** A moment in Kerala time, in the page's language ("1 Dec 2026, 10:00 am"). */
export function formatKeralaTime(iso: string, locale: string): string {
  return formatDateTime(iso, locale, { timeZone: CLUB_TIME_ZONE });
}
