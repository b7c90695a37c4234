import { eventMessages, type EventItem } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { slugFrom } from '../../lib/slug';
import type { EventsContext } from './event-context';
import { eventById } from './event-lookups';
import { queueUpdatedMail } from './event-mail';
import { ACTIVE, fillFreedPlaces } from './event-registration.service';
import * as repository from './event-registrations.repository';

/**
 * What an admin's save of an event means for its guests (issue 30): checked before it is written,
 * and acted on in the same transaction after: its page's slug given once, a new time or place sent
 * to every confirmed guest as an updated invitation (SEQUENCE raised), a raised capacity given to
 * the waitlist.
 */

/** Refuses a save that would leave its guests behind or that makes no sense as a calendar entry. */
export async function checkEventSave(db: Kysely<DB>, id: string, next: EventItem, current: EventItem | undefined): Promise<void> {
  const here = next.registration.mode === 'here';
  if (!here && next.link === '') throw badRequest(eventMessages.linkRequired, { link: eventMessages.linkRequired });
  if (next.endsAt !== null && Date.parse(next.endsAt) <= Date.parse(next.dateObj))
    throw badRequest(eventMessages.endsBeforeStart, { endsAt: eventMessages.endsBeforeStart });
  if (here && next.registration.closesAt !== null && Date.parse(next.registration.closesAt) > Date.parse(next.dateObj)) {
    throw badRequest(eventMessages.closesAfterStart, { 'registration.closesAt': eventMessages.closesAfterStart });
  }
  const leaving = current?.registration.mode === 'here' && (!here || (next.inTrash && !current.inTrash));
  if (leaving) {
    const row = await repository.findEvent(db, id);
    const active = row && row.cancelled_at === null ? await repository.guestsIn(db, id, ACTIVE) : [];
    if (active.length > 0) throw conflict(eventMessages.hasGuests, 'EVENT_HAS_GUESTS');
  }
}

/** Gives a new event its slug; tells confirmed guests of a new time or place; fills raised capacity. */
export async function afterEventSave(
  db: Kysely<DB>,
  context: EventsContext,
  id: string,
  next: EventItem,
  current: EventItem | undefined,
  stamp: string,
): Promise<void> {
  let row = await eventById(db, id);
  if (row.slug === null) {
    const base = slugFrom(next.title, 'event');
    let slug = base;
    for (let n = 2; await repository.slugTakenByAnother(db, slug, id); n++) slug = `${base}-${n}`;
    await repository.updateEvent(db, id, { slug });
    row = { ...row, slug };
  }
  if (!current || next.registration.mode !== 'here' || row.cancelled_at !== null) return;
  const now = new Date(stamp);
  const changed: ('time' | 'place')[] = [];
  if (current.dateObj !== next.dateObj || current.endsAt !== next.endsAt) changed.push('time');
  if (current.location !== next.location || current.ml.location !== next.ml.location) changed.push('place');
  if (changed.length > 0) {
    const sequence = row.calendar_sequence + 1;
    const reminders = changed.includes('time') ? { reminded_day_at: null, reminded_hour_at: null } : {};
    await repository.updateEvent(db, id, { calendar_sequence: sequence, ...reminders });
    row = { ...row, calendar_sequence: sequence, ...reminders };
    for (const guest of await repository.guestsIn(db, id, ['confirmed'])) await queueUpdatedMail(db, context, row, guest, changed, now);
  }
  await fillFreedPlaces(db, context, row, now);
}
