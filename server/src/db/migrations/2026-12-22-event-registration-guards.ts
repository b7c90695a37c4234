import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * What keeps one client from filling an event, and shows staff the guests who never looked
 * (issue 38, finding 2). `event_registrations` gains:
 * - `client_hash`: the registering client's address as the rate limiter sees it, kept only as an
 *   HMAC (keyed with JWT_SECRET, so a short IPv4 address cannot be found again by trying them all);
 * - `client_at`: when that client made (or renewed) the registration: a client's registrations of
 *   one event in the last hour are counted, under the event's lock, by these two;
 * - `link_opened_at`: the first time her own link's page read her registration (null: never).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_registrations').addColumn('client_hash', 'text').execute();
  await db.schema.alterTable('event_registrations').addColumn('client_at', 'text').execute();
  await db.schema.alterTable('event_registrations').addColumn('link_opened_at', 'text').execute();
  await db.schema
    .createIndex('event_registrations_client_idx')
    .on('event_registrations')
    .columns(['event_id', 'client_hash', 'client_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_registrations_client_idx').execute();
  await db.schema.alterTable('event_registrations').dropColumn('link_opened_at').execute();
  await db.schema.alterTable('event_registrations').dropColumn('client_at').execute();
  await db.schema.alterTable('event_registrations').dropColumn('client_hash').execute();
}
