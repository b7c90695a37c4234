import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The posts written here, by their address, and the old addresses that redirect to them (issue 17). */

/** A post shown on the site (not a draft, not in the trash) by its slug. */
export async function findPublishedBySlug(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The post an old slug now leads to, if it is still shown and still written here. */
export async function findRedirectTarget(db: Kysely<DB>, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('blog_slug_redirects')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_slug_redirects.post_id')
    .select('blog_posts.slug')
    .where('blog_slug_redirects.slug', '=', oldSlug)
    .where('blog_posts.hidden', '=', 0)
    .where('blog_posts.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.slug ?? undefined;
}

export async function isSlugTakenByAnother(db: Kysely<DB>, slug: string, postId: string): Promise<boolean> {
  const row = await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).where('id', '!=', postId).executeTakeFirst();
  return row !== undefined;
}

export async function deleteRedirect(db: Kysely<DB>, slug: string): Promise<void> {
  await db.deleteFrom('blog_slug_redirects').where('slug', '=', slug).execute();
}

/** Keeps an old slug leading to its post (a later change of the same post replaces where it leads). */
export async function keepRedirect(db: Kysely<DB>, redirect: { slug: string; postId: string; now: string }): Promise<void> {
  await db
    .insertInto('blog_slug_redirects')
    .values({ slug: redirect.slug, post_id: redirect.postId, created_at: redirect.now })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ post_id: redirect.postId, created_at: redirect.now }))
    .execute();
}
