import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slugFrom } from '../lib/slug';
import {
  BlogPost,
  EventRegistrationSettings,
  CarouselImage,
  EditableEnablerProfile,
  EditableEvent,
  Enabler,
  Event,
  PodcastEpisode,
  serializeTranslation,
  SiteSettingsItem,
  Webinar,
} from '@wfc/shared';
import { z } from 'zod';
import { repoRoot } from '../config';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { parseJsonColumn } from './json-column';
import type { DB } from './schema';

/** The repository's seed content, read from `content/` and checked against the shared schemas. */
export interface SeedContent {
  site: SiteSettingsItem;
  carousel: CarouselImage[];
  expertise: string[];
  enablers: SeedEnabler[];
  events: SeedEvent[];
  blog: BlogPost[];
  podcast: PodcastEpisode[];
  webinars: Webinar[];
}

// The seed's items carry their Malayalam texts as the editor does (decision 028).
const SeedEnabler = Enabler.extend({ ml: EditableEnablerProfile.shape.ml });
type SeedEnabler = z.infer<typeof SeedEnabler>;
// An upcoming event of the seed takes registrations here (issue 30), with its settings.
const SeedEvent = Event.extend({ ml: EditableEvent.shape.ml, registration: EventRegistrationSettings.optional() });
type SeedEvent = z.infer<typeof SeedEvent>;

export const contentDir = path.join(repoRoot, 'content');

function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const raw: unknown = JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`content/${file} is not valid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Reads and validates every content file; throws naming the file that is wrong. */
export function loadSeedContent(): SeedContent {
  const expertise = readJson('expertise.json', z.array(z.string().min(1)).min(1));
  const enablers = readJson('enablers.json', z.array(SeedEnabler));
  for (const enabler of enablers) {
    const unknown = enabler.expertise.filter((tag) => !expertise.includes(tag));
    if (unknown.length > 0) throw new Error(`content/enablers.json: enabler ${enabler.id} has unknown expertise ${unknown.join(', ')}`);
  }
  return {
    site: readJson('site.json', SiteSettingsItem),
    carousel: readJson('carousel.json', z.array(CarouselImage)),
    expertise,
    enablers,
    events: readJson('events.json', z.array(SeedEvent)),
    blog: readJson('blog.json', z.array(BlogPost)),
    podcast: readJson('podcast.json', z.array(PodcastEpisode)),
    webinars: readJson('webinars.json', z.array(Webinar)),
  };
}

/**
 * Inserts whatever seed content the database lacks and never touches rows that exist, so an edit
 * made on the site survives restarts. Safe to run from several processes at once.
 */
export async function seedContent(database: Database, content: SeedContent, now: Date): Promise<void> {
  await insertSeedContent(database, content, now);
  await database.writeTransaction((trx) => addSeedTranslations(trx, content));
}

/**
 * Gives the seed's Malayalam texts (decision 028) to the items still as the seed wrote them
 * (version 1, saved by no one, without Malayalam), so a database seeded before translations
 * existed gets them too; an item someone has saved keeps what she saved.
 */
async function addSeedTranslations(trx: Kysely<DB>, content: SeedContent): Promise<void> {
  // Only the rows the seed wrote and no one saved since: each update checks it.
  const untouched = { version: 1, updated_by: null, ml: null } as const;
  for (const enabler of content.enablers) {
    const ml = serializeTranslation(enabler.ml);
    // An untouched profile's Malayalam is the seed's: a newer seed's (her region's, issue 38) replaces it.
    if (ml)
      await trx
        .updateTable('enablers')
        .set({ ml })
        .where('id', '=', enabler.id)
        .where('version', '=', untouched.version)
        .where('updated_by', 'is', untouched.updated_by)
        .where((eb) => eb.or([eb('ml', 'is', untouched.ml), eb('ml', '!=', ml)]))
        .execute();
  }
  for (const event of content.events) {
    const ml = serializeTranslation(event.ml);
    if (ml)
      await trx
        .updateTable('events')
        .set({ ml })
        .where('id', '=', event.id)
        .where('version', '=', untouched.version)
        .where('updated_by', 'is', untouched.updated_by)
        .where('ml', 'is', untouched.ml)
        .execute();
  }
  const site = await trx
    .selectFrom('site_settings')
    .select(['value', 'version', 'updated_by'])
    .where('key', '=', 'site')
    .executeTakeFirst();
  const stored = site && parseJsonColumn(z.looseObject({ ml: z.unknown().optional() }), site.value);
  if (site?.version === 1 && site.updated_by === null && stored && stored.ml === undefined && serializeTranslation(content.site.ml)) {
    await trx
      .updateTable('site_settings')
      .set({ value: JSON.stringify({ ...stored, ml: content.site.ml }) })
      .where('key', '=', 'site')
      .where('version', '=', 1)
      .execute();
  }
}

/** Inserts whatever seed content the database lacks, in one transaction. */
async function insertSeedContent(database: Database, content: SeedContent, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const audit = { created_at: stamp, updated_at: stamp };
  await database.writeTransaction(async (trx) => {
    const settings = [
      { key: 'site', value: JSON.stringify(content.site), ...audit },
      { key: 'carousel', value: JSON.stringify(content.carousel), ...audit },
      { key: 'expertise', value: JSON.stringify(content.expertise), ...audit },
    ];
    await trx
      .insertInto('site_settings')
      .values(settings)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    await trx
      .insertInto('enablers')
      .values(
        content.enablers.map((enabler, index) => ({
          id: enabler.id,
          name: enabler.name,
          photo: enabler.photo,
          title: enabler.title,
          description: enabler.description,
          expertise: JSON.stringify(enabler.expertise),
          region: enabler.region,
          years_of_experience: enabler.yearsOfExperience,
          ml: serializeTranslation(enabler.ml),
          position: index + 1,
          ...audit,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('events')
      .values(
        content.events.map((event) => ({
          id: event.id,
          title: event.title,
          date_text: event.date,
          starts_at: new Date(event.dateObj).toISOString(),
          ends_at: event.endsAt ?? null,
          slug: event.slug ?? slugFrom(event.title, 'event'),
          registration: event.registration?.mode === 'here' ? JSON.stringify(event.registration) : null,
          time_text: event.time,
          location: event.location,
          description: event.description,
          link: event.link,
          category: event.category,
          cover_image: event.coverImage,
          image_alt: event.imageAlt,
          ml: serializeTranslation(event.ml),
          ...audit,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('blog_posts')
      .values(
        content.blog.map((post) => ({
          id: post.id,
          title: post.title,
          excerpt: post.excerpt,
          date_text: post.date,
          published_at: new Date(post.publishedAt).toISOString(),
          read_time: post.readTime,
          image: post.image,
          image_alt: post.imageAlt,
          category: post.category,
          link: post.link,
          slug: post.slug ?? null,
          body: post.body ?? null,
          ...audit,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('podcast_episodes')
      .values(
        content.podcast.map((episode) => ({
          id: episode.id,
          title: episode.title,
          description: episode.description,
          platform: episode.platform,
          link: episode.link,
          image: episode.image,
          image_alt: episode.imageAlt,
          published_at: new Date(episode.publishedAt).toISOString(),
          ...audit,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('webinars')
      .values(
        content.webinars.map((webinar) => ({
          id: webinar.id,
          title: webinar.title,
          description: webinar.description,
          starts_at: new Date(webinar.date).toISOString(),
          duration: webinar.duration,
          thumbnail: webinar.thumbnail,
          thumbnail_alt: webinar.thumbnailAlt,
          video_link: webinar.youtubeLink,
          ...audit,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}
