import type { Kysely, Selectable } from 'kysely';
import type { ContentRevisionsTable } from '../../db/content-schema';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The only code that touches content_revisions: every saved version of a content item (decision 022). */

export interface RevisionRow {
  kind: string;
  itemId: string;
  version: number;
  snapshot: unknown;
  changed: string[];
  authorId: string | null;
  authorName: string;
  restoredFrom: number | null;
  createdAt: string;
}

export async function insertRevision(db: Kysely<DB>, revision: RevisionRow): Promise<void> {
  await db
    .insertInto('content_revisions')
    .values({
      id: newId(),
      kind: revision.kind,
      item_id: revision.itemId,
      version: revision.version,
      snapshot: JSON.stringify(revision.snapshot),
      changed: JSON.stringify(revision.changed),
      author_id: revision.authorId,
      author_name: revision.authorName,
      restored_from: revision.restoredFrom,
      created_at: revision.createdAt,
    })
    .execute();
}

const toRevision = (row: Selectable<ContentRevisionsTable>): RevisionRow => ({
  kind: row.kind,
  itemId: row.item_id,
  version: row.version,
  // The item as its kind's schema reads it (versioned-content.ts), which only the kind knows.
  snapshot: parseJsonColumn(z.unknown(), row.snapshot),
  changed: parseJsonColumn(z.array(z.string()), row.changed),
  authorId: row.author_id,
  authorName: row.author_name,
  restoredFrom: row.restored_from,
  createdAt: row.created_at,
});

/** An item's versions, newest first, `limit` of them from below `beforeVersion` when given. */
export async function listRevisions(
  db: Kysely<DB>,
  kind: string,
  itemId: string,
  limit: number,
  beforeVersion?: number,
): Promise<RevisionRow[]> {
  let query = db.selectFrom('content_revisions').selectAll().where('kind', '=', kind).where('item_id', '=', itemId);
  if (beforeVersion !== undefined) query = query.where('version', '<', beforeVersion);
  const rows = await query.orderBy('version', 'desc').limit(limit).execute();
  return rows.map(toRevision);
}

export async function findRevision(db: Kysely<DB>, kind: string, itemId: string, version: number): Promise<RevisionRow | undefined> {
  const row = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}
