import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { accountLinks } from '../auth/password.service';

/** The only code that touches the account_invites table, and an invited account's first password. */

/** Staff invitation links (account-links.repository.ts): seven days, single use, only their hash stored. */
const inviteLinks = accountLinks('account_invites');

export const insertInvite = inviteLinks.insert;
/** Ends every link an account's invitations still have (a new invitation, or the one accepted). */
export const useAllInvitesOf = inviteLinks.useAllOf;
/** The invitation with this hash while it is unused and unexpired at `now`; undefined otherwise. */
export const findUsableInvite = inviteLinks.findUsable;
/** Marks one invitation used, only if it still is usable: of two uses racing, one gets true. */
export const useInvite = inviteLinks.use;

/**
 * Makes an invited account active with the password she chose, raising its session version; only
 * while it is still `invited` (0 rows otherwise). Returns whether it was.
 */
export async function activateInvited(db: Kysely<DB>, id: string, passwordHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      status: 'active',
      session_version: eb('session_version', '+', 1),
      must_change_password: 0,
      password_changed_at: now,
      email_verified_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'invited')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
