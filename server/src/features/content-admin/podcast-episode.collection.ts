import { CollectionExtrasSchema, EditablePodcastEpisode, podcastEpisodeLabels, type PodcastEpisodeItem } from '@wfc/shared';
import type { Collection } from './collection';
import { imageSourcesColumn, imageSourcesOfRow } from './collection.repository';

/** The podcast's episodes (issue 17, decision 022), newest first on the site. */
export const podcastEpisodeCollection: Collection<PodcastEpisodeItem, EditablePodcastEpisode> = {
  kind: 'podcast-episode',
  noun: 'Episode',
  idPrefix: 'ep',
  place: { table: 'podcast_episodes', dateColumn: 'published_at', imageColumn: 'image' },
  imageField: 'image',
  schema: EditablePodcastEpisode.extend(CollectionExtrasSchema.shape),
  labels: podcastEpisodeLabels,
  notFoundMessage: 'We could not find that episode.',
  shownOn: 'The podcast page',
  toItem: (row) => ({
    title: row.title,
    description: String(row.description),
    platform: String(row.platform),
    link: String(row.link),
    publishedAt: String(row.published_at),
    image: String(row.image),
    imageSources: imageSourcesOfRow(row.image_sources),
    imageAlt: String(row.image_alt),
    hidden: row.hidden === 1,
    inTrash: row.deleted_at !== null,
  }),
  toColumns: (item) => ({
    title: item.title,
    description: item.description,
    platform: item.platform,
    link: item.link,
    published_at: item.publishedAt,
    image: item.image,
    image_sources: imageSourcesColumn(item.imageSources),
    image_alt: item.imageAlt,
  }),
  detail: (row) => String(row.platform),
};
