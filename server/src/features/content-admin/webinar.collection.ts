import { CollectionExtrasSchema, EditableWebinar, webinarLabels, type WebinarItem } from '@wfc/shared';
import type { Collection } from './collection';
import { imageSourcesColumn, imageSourcesOfRow } from './collection.repository';

/** The webinars (issue 17, decision 022), in the order they start. */
export const webinarCollection: Collection<WebinarItem, EditableWebinar> = {
  kind: 'webinar',
  noun: 'Webinar',
  idPrefix: 'web',
  place: { table: 'webinars', dateColumn: 'starts_at', imageColumn: 'thumbnail' },
  imageField: 'thumbnail',
  schema: EditableWebinar.extend(CollectionExtrasSchema.shape),
  labels: webinarLabels,
  notFoundMessage: 'We could not find that webinar.',
  shownOn: 'The webinars page',
  toItem: (row) => ({
    title: row.title,
    description: String(row.description),
    date: String(row.starts_at),
    duration: String(row.duration),
    thumbnail: String(row.thumbnail),
    imageSources: imageSourcesOfRow(row.thumbnail_sources),
    thumbnailAlt: String(row.thumbnail_alt),
    youtubeLink: String(row.video_link),
    hidden: row.hidden === 1,
    inTrash: row.deleted_at !== null,
  }),
  toColumns: (item) => ({
    title: item.title,
    description: item.description,
    starts_at: item.date,
    duration: item.duration,
    thumbnail: item.thumbnail,
    thumbnail_sources: imageSourcesColumn(item.imageSources),
    thumbnail_alt: item.thumbnailAlt,
    video_link: item.youtubeLink,
  }),
  detail: (row) => String(row.duration),
};
