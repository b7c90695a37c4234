import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * A sign-in e-mail's link signs in a few times at most (issue 38, finding 7): mail scanners open
 * it before she does, but a leaked link must not push her own devices out. Counted per e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member_sign_in_tokens')
    .addColumn('link_uses', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_sign_in_tokens').dropColumn('link_uses').execute();
}
