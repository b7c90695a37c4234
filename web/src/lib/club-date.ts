/**
 * The public pages' dates and times, in the club's time zone (India Standard Time: UTC+5:30, with no
 * daylight saving), written here in English and Malayalam exactly as Intl writes them
 * (`club-date.test.ts` compares every day of two years and every minute of a day with Intl's).
 *
 * Why not Intl: a page's first `Intl.DateTimeFormat` loads ICU's calendar data, about 20 ms of the main
 * thread here and four times that on Lighthouse's phone, which on a public page's first load was
 * blocking time in the middle of its hydration (issue 39). Written here, the server's render and the
 * browser's hydration also agree whatever ICU version each has. The staff and member screens keep
 * Intl (`format-date.ts`): they write moments in the reader's own zone, in any locale.
 */

/** India Standard Time's offset from UTC, in minutes (the staff's Kerala-time fields read and write with it too). */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;

const names = {
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  // Some names hold a zero-width non-joiner (U+200C) before ച, as ICU writes them.
  ml: {
    months: ['ജനുവരി', 'ഫെബ്രുവരി', 'മാർച്ച്', 'ഏപ്രിൽ', 'മേയ്', 'ജൂൺ', 'ജൂലൈ', 'ഓഗസ്റ്റ്', 'സെപ്റ്റംബർ', 'ഒക്‌ടോബർ', 'നവംബർ', 'ഡിസംബർ'],
    weekdays: ['ഞായറാഴ്‌ച', 'തിങ്കളാഴ്‌ച', 'ചൊവ്വാഴ്ച', 'ബുധനാഴ്‌ച', 'വ്യാഴാഴ്‌ച', 'വെള്ളിയാഴ്‌ച', 'ശനിയാഴ്‌ച'],
  },
};

/** A moment's wall clock in IST; undefined for a value that is no date. */
export interface IstClock {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

export function istClock(value: string | Date): IstClock | undefined {
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return undefined;
  const ist = new Date(instant + IST_OFFSET_MS);
  return {
    year: ist.getUTCFullYear(),
    month: ist.getUTCMonth(),
    day: ist.getUTCDate(),
    weekday: ist.getUTCDay(),
    hour: ist.getUTCHours(),
    minute: ist.getUTCMinutes(),
  };
}

/** English's month and weekday names (the club's own styles, such as a webinar's date, build on them). */
export const englishNames = names.en;

/** A time of day on a 12-hour clock: "5:05 PM" (the same in both languages). */
export function twelveHourTime({ hour, minute }: Pick<IstClock, 'hour' | 'minute'>): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * - `day`: "March 1, 2026" / "2026 മാർച്ച് 1"
 * - `weekday`: "Sunday, March 1, 2026" / "2026 മാർച്ച് 1, ഞായറാഴ്‌ച"
 * - `time`: "5:05 PM"
 * - `moment`: "March 1, 2026 at 5:05 PM" / "2026 മാർച്ച് 1, 5:05 PM-ന്"
 *
 * Malayalam on a Malayalam page, English on any other (the pseudo-locale's too); the text itself when
 * it is no date.
 */
export type ClubDateStyle = 'day' | 'weekday' | 'time' | 'moment';

export function clubDate(value: string | Date, locale: string, style: ClubDateStyle): string {
  const clock = istClock(value);
  if (!clock) return String(value);
  const time = twelveHourTime(clock);
  if (style === 'time') return time;
  if (locale === 'ml') {
    const day = `${clock.year} ${names.ml.months[clock.month]} ${clock.day}`;
    if (style === 'weekday') return `${day}, ${names.ml.weekdays[clock.weekday]}`;
    return style === 'moment' ? `${day}, ${time}-ന്` : day;
  }
  const day = `${names.en.months[clock.month]} ${clock.day}, ${clock.year}`;
  if (style === 'weekday') return `${names.en.weekdays[clock.weekday]}, ${day}`;
  return style === 'moment' ? `${day} at ${time}` : day;
}
