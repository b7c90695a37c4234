import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The public archive's reads (issue 29): a newsletter is public once sent (`status = 'sent'`) and
 * not members-only. Its sent time is when sending finished, else when it started.
 */

const sentAt = sql<string>`coalesce(finished_at, started_at, updated_at)`;

const publicNewsletters = (db: Kysely<DB>) => db.selectFrom('newsletters').where('status', '=', 'sent').where('members_only', '=', 0);

const headings = ['slug', 'subject', 'preheader', 'ml_subject', 'ml_preheader'] as const;
const texts = [...headings, 'body', 'ml_body'] as const;

/** The newest public newsletters' headings, newest first (the archive). */
export async function listPublicNewsletters(db: Kysely<DB>, limit: number) {
  return publicNewsletters(db)
    .select([...headings, sentAt.as('sent_at')])
    .orderBy(sentAt, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The same with their texts (the feed). */
export async function listPublicNewslettersWithBodies(db: Kysely<DB>, limit: number) {
  return publicNewsletters(db)
    .select([...texts, sentAt.as('sent_at')])
    .orderBy(sentAt, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A public newsletter by its slug, with its texts. */
export async function findPublicNewsletter(db: Kysely<DB>, slug: string) {
  return publicNewsletters(db)
    .select([...texts, sentAt.as('sent_at')])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Every public newsletter's slug (the pages that exist; the sitemap). */
export async function listPublicSlugs(db: Kysely<DB>): Promise<string[]> {
  const rows = await publicNewsletters(db).select('slug').orderBy(sentAt, 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.slug);
}
