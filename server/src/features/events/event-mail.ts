import { localizedPath, type Locale, type WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toLocalizedEvent } from '../content/content.presenters';
import { formatDay, formatTime, mailText, type MailLocale } from '../mail/mail-text';
import type { MailKind, Outbox } from '../mail/outbox.service';
import type { WhatsApp } from '../whatsapp/whatsapp';
import { doorCode, guestLink } from './event-codes';
import type { RegistrationRow } from './event-registrations.repository';
import { endOf, eventPath, registrationOf, type EventRow } from './event-settings';

/**
 * Every e-mail of an event's registration (issue 30), queued in the transaction of the change that
 * causes it. Each carries the event as she reads it (its Malayalam texts for a guest who registered
 * from a Malayalam page), her own link, and, where her calendar must change, the invitation's data
 * (lib/calendar.ts renders it when the message is sent): REQUEST with the event's SEQUENCE while she
 * holds a place, CANCEL once she does not.
 *
 * A confirmed guest who chose event updates on WhatsApp (issue 44) hears of the reminders, a new time
 * or place and a cancellation there too, queued beside her e-mail in the same transaction.
 */

export interface EventMailContext {
  publicUrl: string;
  /** JWT_SECRET: her link and her door code are made again from it. */
  secret: string;
  /** MAIL_FROM's address: the invitations' ORGANIZER. */
  organizerEmail: string;
  /** The app's outbox, which the e-mails are queued in. */
  outbox: Outbox;
  /** The app's WhatsApp, where a guest who chose event updates there gets them too (issue 44). */
  whatsapp: WhatsApp;
}

type Guest = Pick<RegistrationRow, 'id' | 'name' | 'email' | 'locale'>;

/** The event as an e-mail shows it, in her language. */
function eventData(row: EventRow, locale: Locale, publicUrl: string) {
  const event = toLocalizedEvent(row, locale);
  return {
    title: event.title,
    date: event.date,
    time: event.time,
    location: event.location,
    startsAt: row.starts_at,
    url: `${publicUrl}${eventPath(row)}`,
  };
}

/** The invitation's data: the same UID for the event's whole life, its current SEQUENCE. */
function calendarData(context: EventMailContext, row: EventRow, guest: Guest, method: 'REQUEST' | 'CANCEL') {
  const event = toLocalizedEvent(row, guest.locale === 'ml' ? 'ml' : 'en');
  return {
    method,
    uid: `event-${row.id}@${new URL(context.publicUrl).host}`,
    sequence: row.calendar_sequence,
    start: row.starts_at,
    end: endOf(row),
    summary: event.title,
    location: event.location,
    description: event.description,
    url: `${context.publicUrl}${eventPath(row)}`,
    organizerEmail: context.organizerEmail,
    attendeeName: guest.name,
    attendeeEmail: guest.email,
  };
}

function locale(guest: Guest): Locale {
  return guest.locale === 'ml' ? 'ml' : 'en';
}

async function queue(
  trx: Kysely<DB>,
  outbox: Outbox,
  kind: MailKind,
  guest: Guest,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await outbox.queue(trx, { kind, to: guest.email, toName: guest.name, data, locale: locale(guest) }, now);
}

/** When an event starts, as a WhatsApp notice says it: "Saturday, 12 December 2026, 10:00 am", India's time, in `locale`. */
function whenOf(row: Pick<EventRow, 'starts_at'>, locale: MailLocale): string {
  return `${formatDay(row.starts_at, locale)}, ${formatTime(row.starts_at, locale)}`;
}

/** What changed, as an event's WhatsApp update says it. */
export type EventChange = { changed: ('time' | 'place')[] } | 'cancelled';

/** "New time: …", "New place: …", both, or the cancellation, in `locale` (the mail catalogs' texts). */
export function eventChangeText(locale: MailLocale, change: EventChange, now: { when: string; place: string }): string {
  if (change === 'cancelled') return mailText(locale, 'We are sorry: the organisers have cancelled this event.');
  const time = change.changed.includes('time');
  const place = change.changed.includes('place');
  if (time && place) return mailText(locale, 'New time and place: {when}, {place}', now);
  if (time) return mailText(locale, 'New time: {when}', now);
  return mailText(locale, 'New place: {place}', now);
}

/** Queues one WhatsApp notice of the event to the guest, when she chose event updates there; `params` in her language. */
function notifyGuest(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest,
  template: WhatsAppTemplate,
  params: (locale: MailLocale, event: { title: string; location: string; page: string }) => string[],
  now: Date,
): Promise<boolean> {
  return context.whatsapp.notifyMember(
    trx,
    {
      email: guest.email,
      choice: 'event_updates',
      template,
      cause: 'event',
      causeId: row.id,
      params: ({ locale, firstName }) => {
        const event = toLocalizedEvent(row, locale);
        const page = `${context.publicUrl}${localizedPath(locale, eventPath(row))}`;
        return [firstName, ...params(locale, { title: event.title, location: event.location, page })];
      },
    },
    now,
  );
}

/** `wfc_event_update`: a new time or place, or the event cancelled. */
function notifyUpdate(trx: Kysely<DB>, context: EventMailContext, row: EventRow, guest: Guest, change: EventChange, now: Date) {
  return notifyGuest(
    trx,
    context,
    row,
    guest,
    'wfc_event_update',
    (locale, event) => [event.title, eventChangeText(locale, change, { when: whenOf(row, locale), place: event.location }), event.page],
    now,
  );
}

export type RegistrationReason = 'registered' | 'repeated' | 'approved' | 'promoted' | 'offered';

/**
 * Where her registration stands: confirmed (with the invitation and her door code), pending,
 * waitlisted (her place in line) or offered (until when). `repeated`: she registered again.
 */
export async function queueRegistrationMail(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest & Pick<RegistrationRow, 'status' | 'offer_expires_at'>,
  extra: { reason: RegistrationReason; position?: number | undefined },
  now: Date,
): Promise<void> {
  const confirmed = guest.status === 'confirmed';
  await queue(
    trx,
    context.outbox,
    'event-registration',
    guest,
    {
      name: guest.name,
      because: extra.reason,
      status: guest.status,
      ...(extra.position !== undefined ? { position: extra.position } : {}),
      ...(guest.offer_expires_at ? { offerExpiresAt: guest.offer_expires_at } : {}),
      guestUrl: `${context.publicUrl}/events/registration#${guestLink(context.secret, guest.id).token}`,
      ...(confirmed ? { checkInCode: doorCode(context.secret, guest.id).code } : {}),
      event: eventData(row, locale(guest), context.publicUrl),
      ...(confirmed ? { calendar: calendarData(context, row, guest, 'REQUEST') } : {}),
    },
    now,
  );
}

export type EndReason = 'cancelled' | 'cancelled-by-staff' | 'declined' | 'offer-expired' | 'event-cancelled';

/** Her registration ended; an invitation she had is cancelled in her calendar. */
export async function queueEndedMail(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest,
  extra: { reason: EndReason; hadInvitation: boolean; note?: string | undefined },
  now: Date,
): Promise<void> {
  await queue(
    trx,
    context.outbox,
    'event-registration-ended',
    guest,
    {
      name: guest.name,
      because: extra.reason,
      ...(extra.note ? { note: extra.note } : {}),
      event: eventData(row, locale(guest), context.publicUrl),
      ...(extra.hadInvitation ? { calendar: calendarData(context, row, guest, 'CANCEL') } : {}),
    },
    now,
  );
  // A guest who had her place (an invitation) hears of the event's cancellation on WhatsApp too.
  if (extra.reason === 'event-cancelled' && extra.hadInvitation) await notifyUpdate(trx, context, row, guest, 'cancelled', now);
}

/** A reminder a day or an hour before; the last one carries the online link. */
export async function queueReminderMail(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest,
  when: 'day' | 'hour',
  now: Date,
): Promise<void> {
  const online = registrationOf(row).onlineLink;
  await queue(
    trx,
    context.outbox,
    'event-reminder',
    guest,
    {
      name: guest.name,
      when,
      event: eventData(row, locale(guest), context.publicUrl),
      guestUrl: `${context.publicUrl}/events/registration#${guestLink(context.secret, guest.id).token}`,
      checkInCode: doorCode(context.secret, guest.id).code,
      ...(when === 'hour' && online ? { onlineLink: online } : {}),
    },
    now,
  );
  // Where to come: the online link in the last reminder, as the e-mail gives it, else the place.
  await notifyGuest(
    trx,
    context,
    row,
    guest,
    'wfc_event_reminder',
    (locale, event) => [event.title, whenOf(row, locale), when === 'hour' && online ? online : event.location, event.page],
    now,
  );
}

/** The event's time or place changed: an updated invitation (a higher SEQUENCE). */
export async function queueUpdatedMail(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest,
  changed: ('time' | 'place')[],
  now: Date,
): Promise<void> {
  await queue(
    trx,
    context.outbox,
    'event-updated',
    guest,
    {
      name: guest.name,
      changed,
      event: eventData(row, locale(guest), context.publicUrl),
      guestUrl: `${context.publicUrl}/events/registration#${guestLink(context.secret, guest.id).token}`,
      calendar: calendarData(context, row, guest, 'REQUEST'),
    },
    now,
  );
  await notifyUpdate(trx, context, row, guest, { changed }, now);
}

/** Staff's own message to the guests they chose. */
export async function queueGuestMessage(
  trx: Kysely<DB>,
  context: EventMailContext,
  row: EventRow,
  guest: Guest,
  message: { subject: string; body: string },
  now: Date,
): Promise<void> {
  await queue(
    trx,
    context.outbox,
    'event-message',
    guest,
    {
      name: guest.name,
      subject: message.subject,
      body: message.body,
      event: eventData(row, locale(guest), context.publicUrl),
      guestUrl: `${context.publicUrl}/events/registration#${guestLink(context.secret, guest.id).token}`,
    },
    now,
  );
}
