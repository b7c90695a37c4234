import { heldCounts } from '../events/event-lookups';
import { publicRegistration, takesRegistrations } from '../events/event-settings';
import {
  CarouselImage,
  Enabler,
  enablerTranslatedFields,
  ImageSrcsets,
  SiteSettings,
  type BlogPost,
  type Event,
  type Locale,
  type PodcastEpisode,
  type Webinar,
} from '@wfc/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB, EnablersTable } from '../../db/schema';
import { inLanguage, toBlogPost, toLocalizedEvent, toPodcastEpisode, toWebinar } from './content.presenters';

/** Reads of the site's content, mapped from rows to the shared API shapes. */

async function findSetting<T>(db: Kysely<DB>, key: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? parseJsonColumn(schema, row.value) : undefined;
}

/** The stored settings, parsed so that fields added since they were stored read their defaults (the website). */
export const findSiteSettings = (db: Kysely<DB>): Promise<SiteSettings | undefined> => findSetting(db, 'site', SiteSettings);

/** The stored settings' Malayalam texts (decision 028): kept beside them in the same document. */
export async function findSiteTranslation(db: Kysely<DB>): Promise<Record<string, string>> {
  const stored = await findSetting(db, 'site', z.object({ ml: z.record(z.string(), z.string()).optional() }));
  return stored?.ml ?? {};
}
export const findCarouselImages = (db: Kysely<DB>) => findSetting(db, 'carousel', z.array(CarouselImage));
export const findExpertiseTags = (db: Kysely<DB>) => findSetting(db, 'expertise', z.array(z.string()));

function toEnabler(row: Selectable<EnablersTable>): Enabler {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    title: row.title,
    description: row.description,
    expertise: parseJsonColumn(Enabler.shape.expertise, row.expertise),
    region: row.region,
    yearsOfExperience: row.years_of_experience,
    ...(row.photo_sources ? { photoSources: parseJsonColumn(ImageSrcsets, row.photo_sources) } : {}),
    ...(row.photo_alt !== null ? { photoAlt: row.photo_alt } : {}),
  };
}

/** The profiles the site shows: not hidden, not in the trash (decision 024). */
const visibleEnablers = (db: Kysely<DB>) => db.selectFrom('enablers').selectAll().where('hidden', '=', 0).where('deleted_at', 'is', null);

/** The directory's profiles in the answer's language (decision 028). */
export async function listEnablers(db: Kysely<DB>, locale: Locale = 'en'): Promise<Enabler[]> {
  const rows = await visibleEnablers(db).orderBy('position').orderBy('id').execute();
  return rows.map((row) => inLanguage(toEnabler(row), row.ml, enablerTranslatedFields, locale));
}

/** A profile the site shows, by id: an inquiry can only be sent to one of those. */
export async function findEnablerProfileById(db: Kysely<DB>, id: number): Promise<Enabler | undefined> {
  const row = await visibleEnablers(db).where('id', '=', id).executeTakeFirst();
  return row ? toEnabler(row) : undefined;
}

/** Matches the full name case-insensitively, ignoring runs of spaces (the client sends the name as shown). */
export async function findEnablerProfileByName(db: Kysely<DB>, name: string): Promise<Enabler | undefined> {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const row = await visibleEnablers(db)
    .where(sql<string>`lower(name)`, '=', wanted)
    .executeTakeFirst();
  return row ? toEnabler(row) : undefined;
}

export async function listEvents(db: Kysely<DB>, locale: Locale = 'en'): Promise<Event[]> {
  // Hidden items and those in the trash are the editor's only (decision 022).
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  // Registration here (issue 30): what a visitor may know, places left as of this read.
  const held = await heldCounts(
    db,
    rows.filter(takesRegistrations).map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => ({
    ...toLocalizedEvent(row, locale),
    registration: publicRegistration(row, held.get(row.id) ?? 0, now, locale),
  }));
}

export async function listBlogPosts(db: Kysely<DB>): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toBlogPost);
}

export async function listPodcastEpisodes(db: Kysely<DB>): Promise<PodcastEpisode[]> {
  const rows = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toPodcastEpisode);
}

export async function listWebinars(db: Kysely<DB>): Promise<Webinar[]> {
  const rows = await db
    .selectFrom('webinars')
    .selectAll()
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map(toWebinar);
}
