import { createHash } from 'node:crypto';
import type { EditableEvent, EventRegistrationSettings } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import ICAL from 'ical.js';

/** Events written through the admin's API for the events tests (issue 30), and what their e-mails carry. */

const registrationHere = (settings: Partial<EventRegistrationSettings> = {}): EventRegistrationSettings => ({
  mode: 'here',
  capacity: 2,
  waitlist: true,
  approval: false,
  closesAt: null,
  questions: [],
  onlineLink: null,
  ...settings,
});

export function eventBody(settings: Partial<EventRegistrationSettings> = {}, fields: Partial<EditableEvent> = {}): EditableEvent {
  return {
    title: 'Pricing Workshop',
    date: 'Saturday, 12 December 2026',
    dateObj: '2026-12-12T04:30:00.000Z',
    endsAt: '2026-12-12T07:30:00.000Z',
    time: '10:00 AM - 1:00 PM IST',
    location: 'WFC Community Space, Kochi',
    description: 'A morning on pricing your work, with worked examples.',
    link: '',
    category: 'workshop',
    coverImage: '/images/events/go-to-market-workshop.svg',
    imageAlt: 'Illustration of a price tag',
    hidden: false,
    registration: registrationHere(settings),
    ml: { title: 'വിലനിർണ്ണയ ശിൽപ്പശാല' },
    ...fields,
  };
}

/** Creates an event through the admin's API; its id, slug and version. */
export async function createEvent(
  app: FastifyInstance,
  admin: Record<string, string>,
  body: EditableEvent = eventBody(),
): Promise<{ id: string; slug: string; version: number }> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/content/events', headers: admin, payload: body });
  if (response.statusCode !== 201) throw new Error(`create event: ${response.statusCode} ${response.body}`);
  const { id, version } = response.json() as { id: string; version: number };
  const row = await app.database.db.selectFrom('events').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, slug: row.slug!, version };
}

/** A client address of its own for each guest (10.x.y.z from her address), as each registers from her own device. */
function clientOf(email: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(email.toLowerCase()).digest();
  return `10.${a}.${b}.${c}`;
}

/** A guest registers through the public API, from her own client address unless `remoteAddress` says which. */
export function registerGuest(
  app: FastifyInstance,
  eventId: string,
  guest: { name: string; email: string; answers?: Record<string, string> },
  headers: Record<string, string> = {},
  remoteAddress = clientOf(guest.email),
) {
  return app.inject({ method: 'POST', url: `/api/events/${eventId}/registrations`, headers, payload: guest, remoteAddress });
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** The messages one address received, oldest first. */
export const mailTo = (received: ParsedMail[], address: string) => received.filter((mail) => to(mail) === address);

/** Her link's token in a message. */
export const guestTokenIn = (mail: ParsedMail) => /\/events\/registration#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];

/** The calendar invitation a message carries, parsed by a calendar library (ical.js), or undefined. */
export function invitationIn(
  mail: ParsedMail,
):
  | { method: string; uid: string; sequence: number; start: string; startZone: string; end: string; status: string; summary: string }
  | undefined {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar' || attachment.filename?.endsWith('.ics'));
  if (!part) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    startZone: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
    end: event.endDate.toJSDate().toISOString(),
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
  };
}
