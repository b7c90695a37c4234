import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * The rest of the content staff edit (issue 17, decision 022): blog posts, podcast episodes and
 * webinars get what events have (a version, who saved it, hidden, the trash), every image an
 * uploaded rendition's srcsets (decision 023), and a blog post may be written here in Markdown with
 * a page of its own under a unique slug; an old slug is kept to redirect to the post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // An uploaded image's srcsets, JSON { webp, avif }; null for the site's own images.
  await db.schema.alterTable('events').addColumn('cover_sources', 'text').execute();

  for (const table of ['blog_posts', 'podcast_episodes', 'webinars']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
  }
  await db.schema.alterTable('blog_posts').addColumn('image_sources', 'text').execute();
  await db.schema.alterTable('podcast_episodes').addColumn('image_sources', 'text').execute();
  await db.schema.alterTable('webinars').addColumn('thumbnail_sources', 'text').execute();

  // A post written here: its address under /resources/blog/ and its Markdown; both null for a post that links outside.
  await db.schema.alterTable('blog_posts').addColumn('slug', 'text').execute();
  await db.schema.alterTable('blog_posts').addColumn('body', 'text').execute();
  // Unique among the posts that have one (both engines let several rows have none).
  await db.schema.createIndex('blog_posts_slug_idx').on('blog_posts').column('slug').unique().execute();

  await db.schema
    .createTable('blog_slug_redirects')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_slug_redirects').execute();
  await db.schema.dropIndex('blog_posts_slug_idx').execute();
  await db.schema.alterTable('blog_posts').dropColumn('body').execute();
  await db.schema.alterTable('blog_posts').dropColumn('slug').execute();
  await db.schema.alterTable('webinars').dropColumn('thumbnail_sources').execute();
  await db.schema.alterTable('podcast_episodes').dropColumn('image_sources').execute();
  await db.schema.alterTable('blog_posts').dropColumn('image_sources').execute();
  for (const table of ['blog_posts', 'podcast_episodes', 'webinars']) {
    for (const column of ['deleted_at', 'hidden', 'updated_by', 'version']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.alterTable('events').dropColumn('cover_sources').execute();
}
