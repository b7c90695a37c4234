import { CollectionExtrasSchema, EditableEvent, eventLabels, parseTranslation, serializeTranslation, type EventItem } from '@wfc/shared';
import { toEvent } from '../content/content.presenters';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/content-schema';
import type { Collection } from './collection';
import { imageSourcesColumn, type CollectionRow } from './collection.repository';

/** The events and workshops (issue 17, decision 022): ordered by when they start. */
export const eventCollection: Collection<EventItem, EditableEvent> = {
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
    const { id: _id, imageSources, ...event } = toEvent(eventRow);
    return { ...event, imageSources: imageSources ?? null, hidden: row.hidden === 1, inTrash: row.deleted_at !== null, ml: parseTranslation<keyof EventItem['ml']>(eventRow.ml) };
  },
  toColumns: (item) => ({
    title: item.title,
    date_text: item.date,
    starts_at: item.dateObj,
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
};
