import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { startPeriodic } from '../../lib/periodic';
import * as repository from './media.repository';

/**
 * Removes uploads that no content names (decision 023): an image uploaded but never saved, or
 * replaced before the save. Every version of every item is kept (decision 022) and may be restored,
 * so an image any revision names stays.
 */

/**
 * Every column that may name an upload's address (`/uploads/<id>`, alone, in a srcset, in JSON or in
 * Markdown). A new kind of content with images adds its line here.
 */
const UPLOAD_REFERENCES: readonly repository.TextColumns[] = [
  { table: 'site_settings', columns: ['value'] },
  { table: 'enablers', columns: ['photo', 'photo_sources'] },
  { table: 'events', columns: ['cover_image', 'cover_sources'] },
  { table: 'blog_posts', columns: ['image', 'image_sources', 'body'] },
  { table: 'podcast_episodes', columns: ['image', 'image_sources'] },
  { table: 'webinars', columns: ['thumbnail', 'thumbnail_sources'] },
  { table: 'content_revisions', columns: ['snapshot'] },
];

/** An upload just made is kept this long unused: she may not have saved the item it is for yet. */
const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each process looks, and how soon after start it looks first. */
const MEDIA_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const MEDIA_CLEANUP_FIRST_RUN_MS = 60_000;

/** A rendition's address as content writes it: the id is `<content hash>.<format>` (media.routes). */
const UPLOAD_ADDRESS = /\/uploads\/([\w-]{22}\.(?:webp|avif))/g;
// Placeholders per statement: well under SQLite's and PostgreSQL's limits.
const DELETE_BATCH = 500;

/** The rendition ids that some content names, in any column of UPLOAD_REFERENCES. */
async function listReferencedVariantIds(db: Kysely<DB>): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const reference of UPLOAD_REFERENCES) {
    for (const value of await repository.listColumnTexts(db, reference)) {
      for (const match of value.matchAll(UPLOAD_ADDRESS)) referenced.add(match[1]!);
    }
  }
  // A member's card photo is named by its upload's id, not an address (issue 42).
  for (const id of await repository.listListingPhotoVariantIds(db)) referenced.add(id);
  return referenced;
}

/**
 * Deletes every rendition that no content names and whose upload is older than `graceMs`, then every
 * upload left without renditions, in one write transaction. Safe when several processes run it at
 * once: a row already gone is simply not counted again.
 */
export async function removeUnusedUploads(
  database: Database,
  options: { now: Date; graceMs?: number },
): Promise<{ variants: number; assets: number }> {
  const before = new Date(options.now.getTime() - (options.graceMs ?? UPLOAD_GRACE_MS)).toISOString();
  return database.writeTransaction(async (trx) => {
    const candidates = await repository.listVariantIdsUploadedBefore(trx, before);
    if (candidates.length === 0) return { variants: 0, assets: await repository.deleteAssetsWithoutVariants(trx, before) };
    const referenced = await listReferencedVariantIds(trx);
    const unused = candidates.filter((id) => !referenced.has(id));
    let variants = 0;
    for (let start = 0; start < unused.length; start += DELETE_BATCH) {
      variants += await repository.deleteVariantsUploadedBefore(trx, unused.slice(start, start + DELETE_BATCH), before);
    }
    return { variants, assets: await repository.deleteAssetsWithoutVariants(trx, before) };
  });
}

/** Runs the clean-up in this process shortly after start, then every six hours; stopped when the app closes. */
export function startMediaCleanup(app: FastifyInstance): void {
  const run = async () => {
    const removed = await removeUnusedUploads(app.database, { now: app.clock() });
    // Counts only: an address says nothing worth keeping in a log.
    if (removed.variants > 0 || removed.assets > 0) app.log.info(removed, 'unused uploads removed');
  };
  const loop = startPeriodic('media-cleanup', MEDIA_CLEANUP_INTERVAL_MS, run, app.log, { firstRunAfterMs: MEDIA_CLEANUP_FIRST_RUN_MS });
  app.addHook('onClose', async () => loop.stop());
}
