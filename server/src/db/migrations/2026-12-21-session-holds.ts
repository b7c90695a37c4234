import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Holds nobody confirmed take little of an enabler's time (issue 38, finding 1), and e-mails state
 * times as the visitor's page did (issue 38, people met 8).
 *
 * While a booking is unconfirmed it carries who holds it: `hold_client_key` (a keyed hash of the
 * client's address as the rate limiter sees it) and `hold_email_key` (her typed address, lower
 * case), each with a place (1 or 2). Unique indexes make the limits hold under concurrency, as the
 * week's and mentee's places do: per enabler one hold per client and one per address, and across
 * the club two places per client and two per address. All four are cleared when the hold ends
 * (confirmed, expired, replaced, cancelled); NULLs never collide on either engine.
 *
 * A week's place is now taken at confirmation: holds waiting for theirs give it up here.
 *
 * `hour_cycle`: h12 or h23 as the booking page showed times, for her e-mails (null: her language's own).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_bookings').addColumn('hold_client_key', 'text').execute();
  await db.schema.alterTable('session_bookings').addColumn('hold_client_place', 'integer').execute();
  await db.schema.alterTable('session_bookings').addColumn('hold_email_key', 'text').execute();
  await db.schema.alterTable('session_bookings').addColumn('hold_email_place', 'integer').execute();
  await db.schema.alterTable('session_bookings').addColumn('hour_cycle', 'text').execute();
  await db.schema
    .createIndex('session_bookings_hold_client_idx')
    .on('session_bookings')
    .columns(['profile_id', 'hold_client_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('session_bookings_hold_client_place_idx')
    .on('session_bookings')
    .columns(['hold_client_key', 'hold_client_place'])
    .unique()
    .execute();
  await db.schema
    .createIndex('session_bookings_hold_email_idx')
    .on('session_bookings')
    .columns(['profile_id', 'hold_email_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('session_bookings_hold_email_place_idx')
    .on('session_bookings')
    .columns(['hold_email_key', 'hold_email_place'])
    .unique()
    .execute();
  await db.updateTable('session_bookings').set({ week_place: null }).where('status', '=', 'unconfirmed').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'session_bookings_hold_client_idx',
    'session_bookings_hold_client_place_idx',
    'session_bookings_hold_email_idx',
    'session_bookings_hold_email_place_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['hold_client_key', 'hold_client_place', 'hold_email_key', 'hold_email_place', 'hour_cycle']) {
    await db.schema.alterTable('session_bookings').dropColumn(column).execute();
  }
}
