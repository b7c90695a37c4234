import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

/** The club's events in calendars (issue 30): the feed to subscribe to, and one event's file. */

describe('calendar feeds', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
  });
  afterAll(async () => t.close());

  it('publishes the upcoming events at /events.ics with the UIDs their invitations use', async () => {
    const response = await t.app.inject({ url: '/events.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Women Founders Club');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    // The seed's events from 12 December 2026 on; the past ones are not in it.
    expect(events.map((event) => event.uid)).toEqual(
      ['evt-05', 'evt-06', 'evt-07', 'evt-08', 'evt-09', 'evt-10'].map((id) => `event-${id}@club.example.org`),
    );
    expect(events[0]!.summary).toBe('Year-End Founders Circle');
  });

  it("publishes the Malayalam feed and file at /ml with the events' Malayalam texts and pages", async () => {
    const feed = new ICAL.Component(ICAL.parse((await t.app.inject({ url: '/ml/events.ics' })).body));
    const first = new ICAL.Event(feed.getAllSubcomponents('vevent')[0]!);
    expect(first.uid).toBe('event-evt-05@club.example.org');
    expect(first.summary).not.toBe('Year-End Founders Circle');
    expect(first.summary).toMatch(/[\u0D00-\u0D7F]/);
    const file = new ICAL.Component(
      ICAL.parse((await t.app.inject({ url: '/ml/events/pitch-deck-clinic/calendar.ics' })).body),
    ).getFirstSubcomponent('vevent')!;
    expect(file.getFirstPropertyValue('summary')).toBe('പിച്ച് ഡെക്ക് ക്ലിനിക്');
    expect(file.getFirstPropertyValue('url')).toBe('https://club.example.org/ml/events/pitch-deck-clinic');
  });

  it("gives one event's file for Add to calendar, and 404 for an unknown one", async () => {
    const file = await t.app.inject({ url: '/events/pitch-deck-clinic/calendar.ics' });
    expect(file.statusCode).toBe(200);
    const vevent = new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe('2026-06-20T04:30:00.000Z');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://club.example.org/events/pitch-deck-clinic');
    expect((await t.app.inject({ url: '/events/no-such-event/calendar.ics' })).statusCode).toBe(404);
  });
});
