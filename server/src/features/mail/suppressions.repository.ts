import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Addresses a mail server refused for good (a 5xx reply at RCPT or DATA, issue 29): no bulk mail
 * goes to them until the member confirms her address again. Transactional mail is not held back:
 * a reset or a sign-in e-mail is what lets her prove the address works.
 */

export async function suppressAddress(db: Kysely<DB>, email: string, reason: string, now: string): Promise<void> {
  await db
    .insertInto('mail_suppressions')
    .values({ email: email.toLowerCase(), reason, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function clearSuppression(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('mail_suppressions').where('email', '=', email.toLowerCase()).execute();
}

/** The suppressions of these addresses, by address (a page of the Members list). */
export async function suppressionsOf(db: Kysely<DB>, emails: string[]): Promise<Map<string, { reason: string; since: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('mail_suppressions')
    .select(['email', 'reason', 'created_at'])
    .where(
      'email',
      'in',
      emails.map((email) => email.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((row) => [row.email, { reason: row.reason, since: row.created_at }]));
}
