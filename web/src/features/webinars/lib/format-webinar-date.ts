import { clubDate, englishNames, istClock, twelveHourTime } from '../../../lib/club-date';

/**
 * An ISO date as the club writes it, in IST: "Saturday, 18 April 2026" and "5:00 PM IST" in English;
 * another language writes the date as that language does, still in IST (`ml`: "2026 ഏപ്രിൽ 18,
 * ശനിയാഴ്‌ച"). Written by `lib/club-date.ts` rather than with Intl, so the prerendered HTML and the
 * browser always agree and the first load makes no ICU formatter (issue 39).
 */
export function formatWebinarDate(iso: string, locale = 'en'): { date: string; time: string } {
  const clock = istClock(iso);
  if (!clock) return { date: iso, time: '' };
  const time = `${twelveHourTime(clock)} IST`;
  if (locale !== 'en') return { date: clubDate(iso, locale, 'weekday'), time };
  const { weekdays, months } = englishNames;
  return { date: `${weekdays[clock.weekday]}, ${clock.day} ${months[clock.month]} ${clock.year}`, time };
}
