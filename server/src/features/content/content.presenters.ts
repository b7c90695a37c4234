import type { Event } from '@wfc/shared';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/content-schema';

/** Content rows as the public API gives them: for the content reads, and for the editors that show the same items. */

/** An events row as GET /api/events gives it. */
export function toEvent(row: Selectable<EventsTable>): Event {
  return {
    id: row.id,
    title: row.title,
    date: row.date_text,
    dateObj: row.starts_at,
    time: row.time_text,
    location: row.location,
    description: row.description,
    link: row.link,
    category: row.category as Event['category'],
    coverImage: row.cover_image,
    imageAlt: row.image_alt,
  };
}
