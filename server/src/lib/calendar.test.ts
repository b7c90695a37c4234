import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, renderCalendar, type CalendarEvent } from './calendar';

/** The one calendar module (issue 30), read back by a calendar library (ical.js). */

const event: CalendarEvent = {
  uid: 'event-evt-1@club.example.org',
  sequence: 3,
  start: '2026-12-12T04:30:00.000Z',
  end: '2026-12-12T07:30:00.000Z',
  summary: 'വിലനിർണ്ണയ ശിൽപ്പശാല; pricing, costs & you',
  description: 'Line one\nLine two, with a comma; and a semicolon \\ and a backslash. '.repeat(4),
  location: 'WFC Community Space, Kochi',
  url: 'https://club.example.org/events/pricing',
  organizer: { name: 'Women "Founders" Club', email: 'events@club.example.org' },
  attendee: { name: 'Anna Joseph', email: 'anna@example.org' },
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return calendar;
}

describe('renderCalendar', () => {
  it('writes an invitation a calendar reads back exactly: method, UID, SEQUENCE, times in Kerala time, escaped text', () => {
    const text = renderCalendar({ method: 'REQUEST', now: new Date('2026-12-01T09:00:00.000Z'), events: [event] });
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const read = new ICAL.Event(vevent);
    expect(read.uid).toBe(event.uid);
    expect(read.sequence).toBe(3);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(read.startDate.toString()).toBe('2026-12-12T10:00:00');
    expect(read.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(read.endDate.toJSDate().toISOString()).toBe(event.end);
    expect(read.summary).toBe(event.summary);
    expect(read.description).toBe(event.description);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:events@club.example.org');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Women Founders Club');
  });

  it('folds long lines at 75 octets without splitting a Malayalam letter, and ends lines in CRLF', () => {
    const text = renderCalendar({
      method: 'PUBLISH',
      name: 'Club events',
      now: new Date(),
      events: [{ ...event, summary: 'ശിൽപ്പശാല '.repeat(20) }],
    });
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!).summary).toBe('ശിൽപ്പശാല '.repeat(20));
  });

  it('cancels with the same UID and STATUS:CANCELLED', () => {
    const text = renderCalendar({ method: 'CANCEL', now: new Date(), events: [{ ...event, sequence: 4 }] });
    const vevent = parse(text).getFirstSubcomponent('vevent')!;
    expect(parse(text).getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(4);
  });

  it('escapes what would start a new property or parameter', () => {
    expect(escapeText('a;b,c\\d\r\ne\u0007')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});
