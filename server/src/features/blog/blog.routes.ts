import { MAX_POST_BODY, MAX_POST_REQUEST_BYTES, SLUG_PATTERN, localeOfPath, locales, localizedPath } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { sendCacheable } from '../../lib/http-cache';
import { slugsIn } from '../content/content.documents';
import { parseInput } from '../../lib/validate';
import { notBuilt } from '../../plugins/web';
import { actorOf, requireRole } from '../auth/require-role';
import { findNewSlug, previewMarkdown } from './blog.service';

const NOT_FOUND = 'We could not find that blog post.';
const PreviewBody = z.object({
  body: z
    .string({ error: 'Please write the post.' })
    .max(MAX_POST_BODY, { error: `The post must be at most ${MAX_POST_BODY.toLocaleString('en')} characters.` }),
});

/**
 * A blog post written here (issue 17): its page at /resources/blog/<slug> and /blogs/<slug>
 * (rendered at request time like every public page, decision 021) and its document at
 * /api/blog/<slug>; an old slug answers 301 to the new one; a draft, a trashed post or an unknown
 * slug the 404 page. Admins preview a post's Markdown before publishing it.
 */
export async function blogRoutes(app: FastifyInstance) {
  /** Whether the blog shows a post at this slug, else where the slug now leads (or nowhere). */
  async function resolve(slug: string): Promise<{ found: true } | { found: false; newSlug?: string }> {
    if (!SLUG_PATTERN.test(slug) || slug.length > 80) return { found: false };
    if (slugsIn(await app.contentDocuments.read('/api/blog')).has(slug)) return { found: true };
    const newSlug = await findNewSlug(app.database.db, slug);
    return newSlug ? { found: false, newSlug } : { found: false };
  }

  app.get('/api/blog/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const post = await resolve(slug);
    if (post.found) return sendCacheable(request, reply, await app.contentDocuments.read(`/api/blog/${slug}`));
    if (post.newSlug) return reply.redirect(`/api/blog/${post.newSlug}`, 301);
    return reply.code(404).send(notFound(NOT_FOUND).toBody());
  });

  // In every language: /resources/blog/<slug> and /ml/resources/blog/<slug>.
  for (const prefix of locales.flatMap((locale) => ['/resources/blog', '/blogs'].map((path) => localizedPath(locale, path)))) {
    app.get(`${prefix}/:slug`, async (request: FastifyRequest, reply: FastifyReply) => {
      const { slug } = request.params as { slug: string };
      if (!app.pages.built) return notBuilt(reply);
      const post = await resolve(slug);
      if (post.found) return app.pages.send(request, reply, `${prefix}/${slug}`);
      if (post.newSlug) return reply.redirect(`${prefix}/${post.newSlug}`, 301);
      return app.pages.send(request, reply, localizedPath(localeOfPath(prefix), '/404'), 404);
    });
  }

  app.post(
    '/api/admin/content/blog/preview',
    { preHandler: requireRole(app, 'admin'), bodyLimit: MAX_POST_REQUEST_BYTES },
    async (request) => {
      const { body } = parseInput(PreviewBody, request.body);
      return previewMarkdown(actorOf(request), body);
    },
  );
}
