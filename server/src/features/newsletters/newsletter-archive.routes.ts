import { localeOfPath, locales, localizedPath, newsletterMessages, type Locale } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error';
import { sendCacheable, sendEncoded } from '../../lib/http-cache';
import { notBuilt } from '../../plugins/web';
import { siteNameIn } from '../content/content.documents';
import { toRenderedPage, type RenderedPage } from '../pages/page-cache';
import { renderNewsletterFeed } from './newsletter-archive.feed';
import { listFeedNewsletters, listPublicNewsletterSlugs } from './newsletter-archive.service';

/** How long one process trusts its list of public slugs and its feeds, unless told of a change first. */
const REREAD_MS = 5_000;
/** A slug as the newsletters' addresses have them; anything else is unknown without asking the database. */
const SLUG = /^[a-z0-9-]{1,100}$/;

interface Kept<T> {
  value: Promise<T>;
  until: number;
}

/**
 * After a newsletter's sending finished (it is `sent` now): tells every process, so each shows it
 * in the archive, at its page and in the feeds from the next request (decision 021: the pages and
 * documents are cleared as after a content save). Call after the change committed.
 */
export async function announceNewsletterPublished(app: FastifyInstance): Promise<void> {
  await app.contentChanges.publish();
}

/**
 * The public side of newsletters (issue 29, decision 031): the archive (GET /api/newsletters and the
 * page /newsletters, which web.ts serves with the other public pages), each sent newsletter's
 * document and page (/newsletters/<slug>, rendered at request time and kept like the blog's posts),
 * and the Atom feed in each language. Members-only, unsent and unknown ones are 404s.
 */
export async function newsletterArchiveRoutes(app: FastifyInstance) {
  const db = app.database.db;
  let slugs: Kept<Set<string>> | undefined;
  let feeds = new Map<Locale, Kept<RenderedPage>>();
  app.contentChanges.subscribe(() => {
    slugs = undefined;
    feeds = new Map();
  });

  /** Reads `load` again once `until` has passed or a change was announced; a failed read is not kept. */
  function keep<T>(kept: Kept<T> | undefined, load: () => Promise<T>, forget: (failed: Kept<T>) => void): Kept<T> {
    if (kept && kept.until > Date.now()) return kept;
    const fresh: Kept<T> = { value: load(), until: Date.now() + REREAD_MS };
    fresh.value.catch(() => forget(fresh));
    return fresh;
  }

  async function isPublic(slug: string): Promise<boolean> {
    if (!SLUG.test(slug)) return false;
    slugs = keep(
      slugs,
      async () => new Set(await listPublicNewsletterSlugs(db)),
      (failed) => {
        if (slugs === failed) slugs = undefined;
      },
    );
    return (await slugs.value).has(slug);
  }

  async function feedIn(locale: Locale): Promise<RenderedPage> {
    const kept = keep(
      feeds.get(locale),
      async () => {
        const [newsletters, site] = await Promise.all([listFeedNewsletters(db), app.contentDocuments.read('/api/site', locale)]);
        return toRenderedPage(renderNewsletterFeed(newsletters, { locale, origin: app.config.publicUrl, siteName: siteNameIn(site) }));
      },
      (failed) => {
        if (feeds.get(locale) === failed) feeds.delete(locale);
      },
    );
    feeds.set(locale, kept);
    return kept.value;
  }

  app.get('/api/newsletters', async (request, reply) => sendCacheable(request, reply, await app.contentDocuments.read('/api/newsletters')));

  app.get('/api/newsletters/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const document = (await isPublic(slug)) ? await app.contentDocuments.read(`/api/newsletters/${slug}`) : undefined;
    // `null`: the list of slugs was read before the newsletter stopped being public.
    if (!document || document.body === 'null') throw notFound(newsletterMessages.notFound);
    return sendCacheable(request, reply, document);
  });

  for (const locale of locales) {
    app.get(localizedPath(locale, '/newsletters/feed.atom'), async (request, reply) => {
      const feed = await feedIn(locale);
      reply.header('ETag', feed.etag).header('Cache-Control', 'public, max-age=60').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send();
      return sendEncoded(request, reply.type('application/atom+xml; charset=utf-8'), {
        identity: feed.bytes,
        br: feed.br,
        gzip: feed.gzip,
      });
    });

    // /newsletters/<slug> and /ml/newsletters/<slug>; `feed.atom` is the route above.
    const prefix = localizedPath(locale, '/newsletters');
    app.get(`${prefix}/:slug`, async (request: FastifyRequest, reply: FastifyReply) => {
      const { slug } = request.params as { slug: string };
      if (!app.pages.built) return notBuilt(reply);
      if (await isPublic(slug)) return app.pages.send(request, reply, `${prefix}/${slug}`);
      return app.pages.send(request, reply, localizedPath(localeOfPath(prefix), '/404'), 404);
    });
  }
}
