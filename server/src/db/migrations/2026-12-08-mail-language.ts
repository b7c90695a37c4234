import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

// Whoever is written to: a requester (cases), a visitor (inquiries), a member, a staff member.
const tables = ['cases', 'inquiries', 'memberships', 'users'];

/**
 * The language of e-mail to each person (issue 18): 'en' or 'ml', from the page she sent her help
 * request, inquiry, sign-up or registration from; a staff member may change hers. Rows from before
 * it read English, as their mail always was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.alterTable(table).dropColumn('locale').execute();
}
