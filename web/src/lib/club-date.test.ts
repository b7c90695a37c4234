import { describe, expect, it } from 'vitest';
import { clubDate, type ClubDateStyle } from './club-date';

// What each style stood for when the pages called Intl themselves, in the club's zone.
const intlOptions: Record<ClubDateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  moment: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

function intl(instant: Date, locale: string, style: ClubDateStyle): string {
  return new Intl.DateTimeFormat(locale, { ...intlOptions[style], timeZone: 'Asia/Kolkata' }).format(instant);
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the public pages' dates in the club's time zone (issue 39)", () => {
  it('writes every day of two years as Intl does, in English and Malayalam, each style', () => {
    const mismatches: string[] = [];
    // 18:40 UTC is past midnight in IST: the day written is the next one, as in Kerala.
    for (const utcTime of ['T03:15:00Z', 'T18:40:00Z']) {
      for (let instant = Date.parse(`2026-01-01${utcTime}`); instant < Date.parse(`2028-01-01${utcTime}`); instant += DAY_MS) {
        const date = new Date(instant);
        for (const locale of ['en', 'ml'])
          for (const style of ['day', 'weekday', 'moment'] as const) {
            const expected = intl(date, locale, style);
            const written = clubDate(date.toISOString(), locale, style);
            if (written !== expected) mismatches.push(`${date.toISOString()} ${locale} ${style}: ${written} ≠ ${expected}`);
          }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('writes every minute of a day as Intl does', () => {
    const mismatches: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const date = new Date(Date.parse('2026-04-17T18:30:00Z') + minute * 60_000);
      for (const locale of ['en', 'ml']) {
        const written = clubDate(date, locale, 'time');
        if (written !== intl(date, locale, 'time')) mismatches.push(`${date.toISOString()} ${locale}: ${written}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(clubDate('2026-04-18T11:30:00Z', 'ml', 'time')).toBe('5:00 PM');
  });

  it('writes English on a page in any other language, and gives back text that is no date', () => {
    expect(clubDate('2026-03-01T06:00:00Z', 'pseudo', 'day')).toBe('March 1, 2026');
    expect(clubDate('soon', 'ml', 'day')).toBe('soon');
  });
});
