import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The tables of an account's single-use links: a password reset (`password_reset_tokens`, 1 hour)
 * and a staff invitation (`account_invites`, 7 days). Both keep the same columns: the link's
 * SHA-256 only (hashLinkToken), its account, expiry and use. The only code that touches them.
 */
export type AccountLinkTable = 'password_reset_tokens' | 'account_invites';

/** A link's row, as its service sees it. */
export interface UsableLink {
  id: string;
  userId: string;
}

export function accountLinks(table: AccountLinkTable) {
  return {
    async insert(db: Kysely<DB>, row: { id: string; userId: string; tokenHash: string; expiresAt: string; now: string }): Promise<void> {
      await db
        .insertInto(table)
        .values({
          id: row.id,
          user_id: row.userId,
          token_hash: row.tokenHash,
          expires_at: row.expiresAt,
          used_at: null,
          created_at: row.now,
        })
        .execute();
    },

    /** The link with this hash while it is unused and unexpired at `now`; undefined otherwise. */
    async findUsable(db: Kysely<DB>, tokenHash: string, now: string): Promise<UsableLink | undefined> {
      const row = await db
        .selectFrom(table)
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id } : undefined;
    },

    /** Marks one link used, only if it still is usable: of two uses racing, one updates the row and the other gets false. */
    async use(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ends every link of this kind an account still has. */
    async useAllOf(db: Kysely<DB>, userId: string, now: string): Promise<void> {
      await db.updateTable(table).set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
  };
}
