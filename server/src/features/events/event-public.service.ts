import { eventMessages, type Event, type Locale } from '@wfc/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { toLocalizedEvent } from '../content/content.presenters';
import * as repository from './event-registrations.repository';
import { publicRegistration, type EventRow } from './event-settings';

/** What anyone may read of events (issue 30): one event with its places left now, and the calendars' events. */

/** An event the site shows (not hidden, not in the trash), by its id or slug. */
export async function findShownEvent(database: Database, idOrSlug: string): Promise<EventRow | undefined> {
  const row = await repository.findEvent(database.db, idOrSlug);
  return row && row.hidden !== 1 && row.deleted_at === null ? row : undefined;
}

/** GET /api/events/:id: a shown event in the reader's language with its places left now; 404 for any other. */
export async function readShownEvent(database: Database, idOrSlug: string, locale: Locale, now: Date): Promise<Event> {
  const row = await findShownEvent(database, idOrSlug);
  if (!row) throw notFound(eventMessages.notFound);
  const held = (await repository.heldCounts(database.db, [row.id])).get(row.id) ?? 0;
  return { ...toLocalizedEvent(row, locale), registration: publicRegistration(row, held, now, locale) };
}

/** The calendar feed's events: the shown ones from a day before `now` on, soonest first. */
export async function listCalendarEvents(database: Database, now: Date): Promise<EventRow[]> {
  return repository.listCalendarEvents(database.db, new Date(now.getTime() - 86_400_000).toISOString());
}
