import type { BlogArticle, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { assertRole } from '../../lib/permissions';
import { toBlogPost } from '../content/content.presenters';
import * as repository from './blog.repository';
import { renderMarkdown } from './markdown';
export { deleteRedirect, isSlugTakenByAnother, keepRedirect } from './blog.repository';

/** Blog posts written here (issue 17): their pages' content, and where an old address leads. */

/** A post shown on the site, with its Markdown as HTML; null when no shown post has this slug. */
export async function getArticle(db: Kysely<DB>, slug: string): Promise<BlogArticle | null> {
  const row = await repository.findPublishedBySlug(db, slug);
  if (!row || row.body === null) return null;
  return { post: toBlogPost(row), html: renderMarkdown(row.body) };
}

/** The slug an old address now leads to, if its post is still shown. */
export const findNewSlug = (db: Kysely<DB>, oldSlug: string) => repository.findRedirectTarget(db, oldSlug);

/** What the post's page would show for this Markdown: the admin's preview of a draft, or of a change not yet saved. */
export function previewMarkdown(actor: User, body: string): { html: string } {
  assertRole(actor, 'admin');
  return { html: renderMarkdown(body) };
}
