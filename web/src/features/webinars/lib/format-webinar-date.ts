const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The club meets in Kerala: times are shown in India Standard Time (UTC+5:30, no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * An ISO date as the club writes it, in IST: "Saturday, 18 April 2026" and "5:00 PM IST".
 * Written by hand rather than with Intl so the prerendered HTML and the browser always agree.
 */
export function formatWebinarDate(iso: string): { date: string; time: string } {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${weekdays[ist.getUTCDay()]}, ${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`,
    time: `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} IST`,
  };
}
