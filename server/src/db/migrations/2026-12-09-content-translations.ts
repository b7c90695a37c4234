import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

// The site settings keep theirs inside their JSON document; these have columns of their own.
const tables = ['enablers', 'events'];

/**
 * Content in Malayalam (issue 18, decision 028): an item's Malayalam texts, JSON of its translated
 * fields (`{ "title": "…" }`); null, as for every row before it, is no translation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).addColumn('ml', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.alterTable(table).dropColumn('ml').execute();
}
