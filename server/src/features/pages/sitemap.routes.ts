import { locales, localizedPath, publicPaths } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../../lib/xml';
import { slugsIn } from '../content/content.documents';
import { listPublicNewsletterSlugs } from '../newsletters/newsletter-archive.service';

/** The spec's second paths of a page (the same screen): a search engine is given the first only. */
const aliases = new Set(['/blogs', '/podcast', '/webinars', '/memberlogin']);

/**
 * `/sitemap.xml` (issue 18): every public page, every blog post written here, every public
 * newsletter (issue 29) and every event's page (issue 30), in each language,
 * each entry naming its alternates (`hreflang`, English as `x-default`), at the address people
 * open the site at (PUBLIC_URL). Built from the content as it is now; never cached long.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  const origin = app.config.publicUrl;

  app.get('/sitemap.xml', async (_request, reply) => {
    const posts = slugsIn(await app.contentDocuments.read('/api/blog'));
    const newsletters = await listPublicNewsletterSlugs(app.database.db);
    const events = slugsIn(await app.contentDocuments.read('/api/events'));
    const pages = [
      ...publicPaths.filter((pathname) => !aliases.has(pathname)),
      ...[...posts].map((slug) => `/resources/blog/${slug}`),
      ...newsletters.map((slug) => `/newsletters/${slug}`),
      ...[...events].map((slug) => `/events/${slug}`),
    ];
    const alternates = (pathname: string) =>
      [...locales.map((locale) => [locale, localizedPath(locale, pathname)] as const), ['x-default', pathname] as const]
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`)
        .join('');
    const urls = pages.flatMap((pathname) =>
      locales.map((locale) => `<url><loc>${escapeXml(origin + localizedPath(locale, pathname))}</loc>${alternates(pathname)}</url>`),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
