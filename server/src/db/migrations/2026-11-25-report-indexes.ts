import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Indexes for the operator's reports at 100 000 cases and beyond: open cases in deadline order
 * (a partial index, which both engines support), and (assignee, status) so the per-enabler counts
 * are read from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cases_open_deadline_idx')
    .on('cases')
    .columns(['deadline', 'id'])
    .where(sql.ref('status'), '<>', 'Completed')
    .execute();
  await db.schema.createIndex('cases_assignee_status_idx').on('cases').columns(['assigned_to', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_assignee_status_idx').execute();
  await db.schema.dropIndex('cases_open_deadline_idx').execute();
}
