import {
  eventTranslatedFields,
  ImageSrcsets,
  localizeItem,
  parseTranslation,
  type BlogPost,
  type Event,
  type Locale,
  type PodcastEpisode,
  type Webinar,
} from '@wfc/shared';
import type { Selectable } from 'kysely';
import type { BlogPostsTable, EventsTable, PodcastEpisodesTable, WebinarsTable } from '../../db/content-schema';
import { parseJsonColumn } from '../../db/json-column';

/** Content rows as the public API gives them: for the content reads, and for the editors that show the same items. */

/** An uploaded image's srcsets, stored as JSON; absent for the site's own images. */
const sourcesOf = (json: string | null): { imageSources?: ImageSrcsets } =>
  json ? { imageSources: parseJsonColumn(ImageSrcsets, json) } : {};

/**
 * An item in the answer's language (decision 028): in English as it is; in Malayalam with the
 * row's Malayalam texts (`ml`, JSON) in place and the fields without one named in `untranslated`.
 */
export function inLanguage<T extends Record<K, string>, K extends string>(
  item: T,
  ml: string | null,
  fields: readonly K[],
  locale: Locale,
): T {
  return locale === 'en' ? item : localizeItem(item, parseTranslation<K>(ml), fields);
}

/** An events row as GET /api/events gives it in the answer's language. */
export const toLocalizedEvent = (row: Selectable<EventsTable>, locale: Locale): Event =>
  inLanguage(toEvent(row), row.ml, eventTranslatedFields, locale);

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
    // Guests who register here do so on its own page (issue 30).
    link: row.registration?.includes('"mode":"here"') ? `/events/${row.slug ?? row.id}` : row.link,
    category: row.category,
    coverImage: row.cover_image,
    ...sourcesOf(row.cover_sources),
    imageAlt: row.image_alt,
    slug: row.slug ?? row.id,
    endsAt: row.ends_at,
  };
}

/** A blog_posts row as GET /api/blog gives it (a post written here: its page's address, and its slug; not its text). */
export function toBlogPost(row: Selectable<BlogPostsTable>): BlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    date: row.date_text,
    publishedAt: row.published_at,
    readTime: row.read_time,
    image: row.image,
    ...sourcesOf(row.image_sources),
    imageAlt: row.image_alt,
    category: row.category,
    link: row.link,
    ...(row.slug !== null ? { slug: row.slug } : {}),
  };
}

export function toPodcastEpisode(row: Selectable<PodcastEpisodesTable>): PodcastEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform,
    link: row.link,
    image: row.image,
    ...sourcesOf(row.image_sources),
    imageAlt: row.image_alt,
    publishedAt: row.published_at,
  };
}

export function toWebinar(row: Selectable<WebinarsTable>): Webinar {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.starts_at,
    duration: row.duration,
    thumbnail: row.thumbnail,
    ...sourcesOf(row.thumbnail_sources),
    thumbnailAlt: row.thumbnail_alt,
    youtubeLink: row.video_link,
  };
}
