import { CollectionExtrasSchema, EditableEvent, eventLabels, parseTranslation, serializeTranslation, type EventItem } from '@wfc/shared';
import { toEvent } from '../content/content.presenters';
import { afterEventSave, checkEventSave } from '../events/event-changes';
import type { EventsContext } from '../events/event-context';
import { registrationOf } from '../events/event-settings';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/content-schema';
import type { Collection } from './collection';
import { imageSourcesColumn, type CollectionRow } from './collection.repository';

/**
 * The events and workshops (issue 17, decision 022): ordered by when they start. A save's meaning
 * for the event's guests (issue 30) is the events feature's: checkEventSave and afterEventSave.
 */
export const eventCollection = (context: EventsContext): Collection<EventItem, EditableEvent> => ({
  kind: 'event',
  noun: 'Event',
  idPrefix: 'evt',
  place: { table: 'events', dateColumn: 'starts_at', imageColumn: 'cover_image' },
  imageField: 'coverImage',
  schema: EditableEvent.extend(CollectionExtrasSchema.shape),
  labels: eventLabels,
  notFoundMessage: 'We could not find that event.',
  shownOn: 'The events page',
  toItem: (row: CollectionRow): EventItem => {
    const eventRow = row as unknown as Selectable<EventsTable>;
    const { id: _id, imageSources, slug: _slug, registration: _public, link: _link, ...event } = toEvent(eventRow);
    return {
      ...event,
      link: eventRow.link,
      endsAt: eventRow.ends_at,
      registration: registrationOf(eventRow),
      imageSources: imageSources ?? null,
      hidden: row.hidden === 1,
      inTrash: row.deleted_at !== null,
      ml: parseTranslation<keyof EventItem['ml']>(eventRow.ml),
    };
  },
  toColumns: (item) => ({
    title: item.title,
    date_text: item.date,
    starts_at: item.dateObj,
    ends_at: item.endsAt,
    registration: item.registration.mode === 'here' ? JSON.stringify(item.registration) : null,
    time_text: item.time,
    location: item.location,
    description: item.description,
    link: item.link,
    category: item.category,
    cover_image: item.coverImage,
    cover_sources: imageSourcesColumn(item.imageSources),
    image_alt: item.imageAlt,
    ml: serializeTranslation(item.ml),
  }),
  detail: (row) => (row.category === 'event' ? 'Event' : 'Workshop'),
  beforeWrite: (db, id, next, current) => checkEventSave(db, id, next, current),
  afterWrite: (db, id, next, current, now) => afterEventSave(db, context, id, next, current, now),
});
