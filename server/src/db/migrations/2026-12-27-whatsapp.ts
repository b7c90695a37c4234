import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * WhatsApp for the members who choose it (issue 44, docs/whatsapp.md).
 * - `whatsapp_numbers`: a member's number (one per membership; E.164, which sending needs, and its
 *   HMAC, by which a webhook's sender is matched: unique, so one number belongs to one member), the
 *   code that confirms it (its HMAC only), what she chose to receive, STOP, repeated failures, and
 *   when she last wrote (the 24 hours in which the club may answer freely).
 * - `whatsapp_messages`: the durable queue, written in the transaction of its cause: a template (or,
 *   within her 24 hours, a text), its parameters (a code masked; the live copy sealed in `secrets`
 *   and dropped once sent), what caused it (`cause`, `cause_id`: the reach counts per event and
 *   newsletter), and its delivery state as the webhook reports it (`wa_message_id` unique).
 * - `whatsapp_webhooks`: each webhook body as received, written before the 200 and processed after
 *   (claimed by `processed_at`), so an acknowledged delivery is never lost.
 * - `whatsapp_receipts`: each webhook event taken once (an inbound message's id, a status's id and
 *   state), inserted in the transaction that applies it.
 * - `inbox_items.channel` / `membership_id`: a WhatsApp reply lands in the club's Inbox.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('whatsapp_numbers')
    .addColumn('membership_id', 'text', (col) => col.primaryKey().references('memberships.id').onDelete('cascade'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('phone_hash', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('codes_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('codes_window_at', 'text')
    .addColumn('event_updates', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('session_updates', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('newsletter_notices', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opted_out_at', 'text')
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failing_since', 'text')
    .addColumn('last_inbound_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_numbers_phone_hash').on('whatsapp_numbers').column('phone_hash').unique().execute();

  await db.schema
    .createTable('whatsapp_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('membership_id', 'text', (col) => col.references('memberships.id').onDelete('cascade'))
    .addColumn('to_phone', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('template', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('secrets', 'text')
    .addColumn('text', 'text')
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('cause_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('wa_message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('status_at', 'text')
    .execute();
  await db.schema.createIndex('whatsapp_messages_due').on('whatsapp_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('whatsapp_messages_wa_id').on('whatsapp_messages').column('wa_message_id').unique().execute();
  await db.schema.createIndex('whatsapp_messages_cause').on('whatsapp_messages').columns(['cause_id', 'status']).execute();
  await db.schema.createIndex('whatsapp_messages_membership').on('whatsapp_messages').column('membership_id').execute();
  // The rate's count: the claims of the last second are the rows whose lease ends within a second of now + the lease.
  await db.schema.createIndex('whatsapp_messages_lease').on('whatsapp_messages').column('lease_until').execute();
  // The admin's list of messages, newest first, all or by status.
  await db.schema.createIndex('whatsapp_messages_newest').on('whatsapp_messages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('whatsapp_messages_status_newest').on('whatsapp_messages').columns(['status', 'created_at', 'id']).execute();

  await db.schema
    .createTable('whatsapp_webhooks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema.createIndex('whatsapp_webhooks_pending').on('whatsapp_webhooks').columns(['processed_at', 'received_at']).execute();

  await db.schema
    .createTable('whatsapp_receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('inbox_items')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('email'))
    .execute();
  await db.schema.alterTable('inbox_items').addColumn('membership_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inbox_items').dropColumn('membership_id').execute();
  await db.schema.alterTable('inbox_items').dropColumn('channel').execute();
  await db.schema.dropTable('whatsapp_receipts').execute();
  await db.schema.dropTable('whatsapp_webhooks').execute();
  await db.schema.dropIndex('whatsapp_messages_status_newest').execute();
  await db.schema.dropIndex('whatsapp_messages_newest').execute();
  await db.schema.dropIndex('whatsapp_messages_lease').execute();
  await db.schema.dropTable('whatsapp_messages').execute();
  await db.schema.dropTable('whatsapp_numbers').execute();
}
