import { locales, localizedPath, type Locale } from '@wfc/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderCalendar, type CalendarEvent } from '../../lib/calendar';
import { siteNameIn } from '../content/content.documents';
import { toLocalizedEvent } from '../content/content.presenters';
import { findShownEvent, listCalendarEvents } from './event-public.service';
import { endOf, eventPath, type EventRow } from './event-settings';

/**
 * The club's events in calendars (issue 30), in each language (`/ml/...`): `/events.ics`, a feed of the upcoming events to
 * subscribe to (METHOD:PUBLISH, each event's UID and SEQUENCE as in its invitations, so a
 * subscribed calendar and an invitation agree), and one event's "Add to calendar" file.
 */
export async function eventCalendarRoutes(app: FastifyInstance) {
  const host = new URL(app.config.publicUrl).host;
  const entry = (row: EventRow, locale: Locale): CalendarEvent => {
    const event = toLocalizedEvent(row, locale);
    return {
      uid: `event-${row.id}@${host}`,
      sequence: row.calendar_sequence,
      start: row.starts_at,
      end: endOf(row),
      summary: event.title,
      description: event.description,
      location: event.location,
      url: `${app.config.publicUrl}${localizedPath(locale, eventPath(row))}`,
      status: row.cancelled_at === null ? 'CONFIRMED' : 'CANCELLED',
    };
  };
  const send = (reply: FastifyReply, body: string, filename: string) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .send(body);

  // In each language: /events.ics and /ml/events.ics (the events' Malayalam texts where written), and each event's file.
  for (const locale of locales) {
    app.get(localizedPath(locale, '/events.ics'), async (_request, reply) => {
      const rows = await listCalendarEvents(app.database, app.clock());
      const site = await app.contentDocuments.read('/api/site', locale);
      const name = siteNameIn(site);
      return send(
        reply,
        renderCalendar({ method: 'PUBLISH', name, now: app.clock(), events: rows.map((row) => entry(row, locale)) }),
        'events.ics',
      );
    });

    app.get<{ Params: { slug: string } }>(`${localizedPath(locale, '/events')}/:slug/calendar.ics`, async (request, reply) => {
      const row = await findShownEvent(app.database, request.params.slug);
      if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return send(
        reply,
        renderCalendar({ method: 'PUBLISH', now: app.clock(), events: [entry(row, locale)] }),
        `${row.slug ?? row.id}.ics`,
      );
    });
  }
}
