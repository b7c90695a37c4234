import type { VisitorMailPurpose } from '@wfc/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Counts one more mail to this address for this purpose, unless `limit` were already sent in the
 * window that began at or after `windowFloor`; a window older than that starts again at `now`.
 * One statement (an upsert whose update is conditional), so concurrent forms on either engine
 * never count past the limit. Returns whether the mail may go.
 */
export async function countVisitorMail(
  db: Kysely<DB>,
  row: { addressHash: string; purpose: VisitorMailPurpose; now: string; windowFloor: string; limit: number },
): Promise<boolean> {
  const counted = await db
    .insertInto('visitor_mail_counts')
    .values({ address_hash: row.addressHash, purpose: row.purpose, window_start: row.now, sent: 1 })
    .onConflict((oc) =>
      oc
        .columns(['address_hash', 'purpose'])
        .doUpdateSet({
          sent: sql<number>`case when visitor_mail_counts.window_start < ${row.windowFloor} then 1 else visitor_mail_counts.sent + 1 end`,
          window_start: sql<string>`case when visitor_mail_counts.window_start < ${row.windowFloor} then ${row.now} else visitor_mail_counts.window_start end`,
        })
        .where((where) =>
          where.or([where('visitor_mail_counts.window_start', '<', row.windowFloor), where('visitor_mail_counts.sent', '<', row.limit)]),
        ),
    )
    .returning('sent')
    .executeTakeFirst();
  return counted !== undefined;
}

/** Deletes the counts whose window ended before `windowFloor`; returns how many. */
export async function purgeVisitorMailCounts(db: Kysely<DB>, windowFloor: string): Promise<number> {
  const result = await db.deleteFrom('visitor_mail_counts').where('window_start', '<', windowFloor).executeTakeFirst();
  return Number(result.numDeletedRows);
}
