import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The note of an introduction as reports and moderation read and hide it (issue 42; directory-reports). */

/** A note `recipientMembershipId` received (never one held back by her block). */
export function findReceivedNote(db: Kysely<DB>, introductionId: string, recipientMembershipId: string) {
  return db
    .selectFrom('introductions')
    .select(['id', 'from_membership_id', 'to_membership_id', 'from_name', 'note', 'note_hidden_at'])
    .where('id', '=', introductionId)
    .where('to_membership_id', '=', recipientMembershipId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

/** A note by its introduction's id, as staff see it. */
export function findNote(db: Kysely<DB>, introductionId: string) {
  return db
    .selectFrom('introductions')
    .select(['id', 'from_membership_id', 'to_membership_id', 'from_name', 'note', 'note_hidden_at'])
    .where('id', '=', introductionId)
    .executeTakeFirst();
}

export async function setNoteHidden(db: Kysely<DB>, introductionId: string, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('introductions')
    .set({ note_hidden_at: now, note_hidden_reason: reason })
    .where('id', '=', introductionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
