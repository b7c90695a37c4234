const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The club meets in Kerala: times are shown in India Standard Time (UTC+5:30, no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * An ISO date as the club writes it, in IST: "Saturday, 18 April 2026" and "5:00 PM IST".
 * Written by hand rather than with Intl so the prerendered HTML and the browser always agree; another
 * language than English is written by Intl in that language, still in IST (`ml`: "2026 ഏപ്രിൽ 18, ശനിയാഴ്‌ച").
 */
export function formatWebinarDate(iso: string, locale = 'en'): { date: string; time: string } {
  if (locale !== 'en') return formatWithIntl(iso, locale);
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${weekdays[ist.getUTCDay()]}, ${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`,
    time: `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} IST`,
  };
}

function formatWithIntl(iso: string, locale: string): { date: string; time: string } {
  const when = new Date(iso);
  const timeZone = 'Asia/Kolkata';
  return {
    date: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(when),
    time: `${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(when)} IST`,
  };
}
