import { describe, expect, it } from 'vitest';
import { formatSessionTime } from './session-mail';

/** A session's time in an e-mail (issue 38): the zone named as a person reads it, the hours as her page showed them. */
describe('a session time in an e-mail', () => {
  const start = '2026-12-03T13:30:00.000Z';
  const end = '2026-12-03T14:00:00.000Z';

  it('names the zone in the e-mail\u2019s language, never by its IANA id, whichever id the browser gave', () => {
    expect(formatSessionTime(start, end, 'Asia/Calcutta', 'en')).toBe(
      'Thursday, 3 December 2026, 7:00 pm\u20137:30 pm (India Standard Time)',
    );
    expect(formatSessionTime(start, end, 'Asia/Kolkata', 'ml')).toContain('(ഇന്ത്യൻ സ്റ്റാൻഡേർഡ് സമയം)');
    expect(formatSessionTime(start, end, 'America/New_York', 'en')).toContain('8:30 am\u20139:00 am (Eastern Standard Time)');
    expect(formatSessionTime('2026-07-03T13:30:00.000Z', '2026-07-03T14:00:00.000Z', 'America/New_York', 'en')).toContain(
      '(Eastern Daylight Time)',
    );
  });

  it('shows the hours in the cycle her page used, else her language\u2019s own', () => {
    expect(formatSessionTime(start, end, 'Asia/Kolkata', 'en', 'h23')).toContain('19:00\u201319:30');
    expect(formatSessionTime(start, end, 'Asia/Kolkata', 'en', 'h12')).toContain('7:00 pm\u20137:30 pm');
    expect(formatSessionTime(start, end, 'Asia/Kolkata', 'ml', 'h23')).toContain('19:00\u201319:30');
  });
});
