import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * A help case's durations kept on the case in tenths of an hour (issue 43, docs/reports.md "Speed"):
 * `response_tenths` (creation to the first staff message, set with `first_response_at`) and
 * `resolution_tenths` (creation to the completion, set when the case is completed, cleared when it
 * is reopened). Each has a partial index (assignee, tenths, creation) over the cases that have it,
 * so the help report counts a year's durations per assignee and tenth in the index's own order
 * instead of computing and sorting them for every case; a new case, which has neither, costs the
 * help form no entry in them. Filled in here for the cases there are, in batches, with the same
 * arithmetic as the feature (whole milliseconds, rounded half up to a tenth).
 */
const tenths = (from: string, to: string) => Math.floor((Date.parse(to) - Date.parse(from) + 180_000) / 360_000);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('response_tenths', 'integer').execute();
  await db.schema.alterTable('cases').addColumn('resolution_tenths', 'integer').execute();
  let after = '';
  for (;;) {
    const rows: { id: string; created_at: string; status: string; completed_at: string | null; first_response_at: string | null }[] =
      await db
        .selectFrom('cases')
        .select(['id', 'created_at', 'status', 'completed_at', 'first_response_at'])
        .where('id', '>', after)
        .where((eb: any) => eb.or([eb('first_response_at', 'is not', null), eb('completed_at', 'is not', null)]))
        .orderBy('id')
        .limit(1000)
        .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('cases')
        .set({
          response_tenths: row.first_response_at === null ? null : tenths(row.created_at, row.first_response_at),
          resolution_tenths: row.status === 'Completed' && row.completed_at !== null ? tenths(row.created_at, row.completed_at) : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  for (const [name, column] of [
    ['cases_response_report_idx', 'response_tenths'],
    ['cases_resolution_report_idx', 'resolution_tenths'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('cases')
      .columns(['assigned_to', column, 'created_at'])
      .where((eb: any) => eb(column, 'is not', null))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_resolution_report_idx').execute();
  await db.schema.dropIndex('cases_response_report_idx').execute();
  await db.schema.alterTable('cases').dropColumn('resolution_tenths').execute();
  await db.schema.alterTable('cases').dropColumn('response_tenths').execute();
}
