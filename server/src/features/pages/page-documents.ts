import { articleSlugOf, eventSlugOf, unlocalizedPath } from '@wfc/shared';
import { newsletterSlugOf } from '@wfc/shared/newsletters/newsletter-paths';
import type { ContentDocumentPath } from '../content/content.documents';

// The content each page shows besides the site settings, which every page's footer shows.
const documentsByPage: Record<string, ContentDocumentPath[]> = {
  '/': ['/api/enablers'],
  '/allenablers': ['/api/enablers'],
  '/events': ['/api/events'],
  '/resources/blog': ['/api/blog'],
  '/blogs': ['/api/blog'],
  '/resources/podcast': ['/api/podcast'],
  '/podcast': ['/api/podcast'],
  '/resources/webinars': ['/api/webinars'],
  '/webinars': ['/api/webinars'],
  '/newsletters': ['/api/newsletters'],
};

/** The content documents a public page is rendered with, and embeds for the browser to hydrate from. */
export function documentsOfPage(localized: string): ContentDocumentPath[] {
  // `/ml/events` shows what `/events` shows.
  const pathname = unlocalizedPath(localized);
  // A blog post written here: /resources/blog/<slug> or /blogs/<slug> (its route has checked the slug).
  const slug = articleSlugOf(pathname);
  if (slug) return ['/api/site', `/api/blog/${slug}`];
  // A sent newsletter's page: /newsletters/<slug> (its route has checked that it is public).
  const newsletter = newsletterSlugOf(pathname);
  if (newsletter) return ['/api/site', `/api/newsletters/${newsletter}`];
  // An event's page: /events/<slug>, shown from the events list (its route has checked the slug).
  if (eventSlugOf(pathname)) return ['/api/site', '/api/events'];
  return ['/api/site', ...(documentsByPage[pathname] ?? [])];
}
