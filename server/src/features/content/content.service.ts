import { localizeItem, siteTranslatedFields, type Enabler, type Locale, type SiteResponse } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repository from './content.repository';

/** The site settings with the home page's carousel and the directory's expertise list, in the answer's language (decision 028). */
export async function getSite(db: Kysely<DB>, locale: Locale = 'en'): Promise<SiteResponse> {
  const [site, carousel, expertise, ml] = await Promise.all([
    repository.findSiteSettings(db),
    repository.findCarouselImages(db),
    repository.findExpertiseTags(db),
    locale === 'en' ? undefined : repository.findSiteTranslation(db),
  ]);
  // Seeding at start always writes them; their absence is a broken database, not a visitor error.
  if (!site) throw new Error('The site settings are missing from the database');
  return { ...(ml ? localizeItem(site, ml, siteTranslatedFields) : site), carousel: carousel ?? [], expertise: expertise ?? [] };
}

export const listEnablers = repository.listEnablers;
export const listEvents = repository.listEvents;
export const listBlogPosts = repository.listBlogPosts;
export const listPodcastEpisodes = repository.listPodcastEpisodes;
export const listWebinars = repository.listWebinars;

/** Finds the enabler an inquiry names: by id when sent, otherwise by full name. */
export async function findEnablerForInquiry(
  db: Kysely<DB>,
  input: { enabler: string; enablerId?: number | undefined },
): Promise<Enabler | undefined> {
  if (input.enablerId !== undefined) return repository.findEnablerProfileById(db, input.enablerId);
  return repository.findEnablerProfileByName(db, input.enabler);
}
