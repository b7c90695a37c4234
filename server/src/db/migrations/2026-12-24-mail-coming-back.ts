import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Mail coming back (issue 41). `reply_routes`: one per thread and recipient address, the hash of
 * the token its Reply-To carries. `inbound_receipts`: each message taken in, once (its Message-ID's
 * hash is unique, so two processes watching one mailbox take a reply in once). `inbox_items` and
 * their answers and attachments: the club's Inbox. `case_messages.via`: a message written on the
 * site or by e-mail; `case_messages.left_out`: the files of a reply by e-mail that were not kept
 * (JSON). Outbox rows name their thread and reply route. `users.new_request_mail`: how an operator
 * hears of a new help request (at once, in the batch, or not by e-mail).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reply_routes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('thread_kind', 'text', (col) => col.notNull())
    .addColumn('thread_id', 'text', (col) => col.notNull())
    .addColumn('party', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('reply_routes_thread_address', ['thread_kind', 'thread_id', 'address'])
    .execute();

  await db.schema
    .createTable('inbound_receipts')
    .addColumn('message_key', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('via', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('inbound_receipts_received').on('inbound_receipts').column('received_at').execute();

  await db.schema
    .createTable('inbox_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('from_name', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('case_id', 'text')
    .addColumn('made_case_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('handled_by', 'text')
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema.createIndex('inbox_items_status_received').on('inbox_items').columns(['status', 'received_at']).execute();

  await db.schema
    .createTable('inbox_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) => col.notNull().references('inbox_items.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('inbox_answers_item').on('inbox_answers').column('item_id').execute();

  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_kind', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_attachments_owner').on('mail_attachments').columns(['owner_kind', 'owner_id']).execute();

  await db.schema
    .alterTable('case_messages')
    .addColumn('via', 'text', (col) => col.notNull().defaultTo('site'))
    .execute();
  await db.schema.alterTable('case_messages').addColumn('left_out', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('thread_ref', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('reply_route_id', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('in_reply_to', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('new_request_mail', 'text', (col) => col.notNull().defaultTo('batch'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('new_request_mail').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('in_reply_to').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('reply_route_id').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('thread_ref').execute();
  await db.schema.alterTable('case_messages').dropColumn('left_out').execute();
  await db.schema.alterTable('case_messages').dropColumn('via').execute();
  await db.schema.dropTable('mail_attachments').execute();
  await db.schema.dropTable('inbox_answers').execute();
  await db.schema.dropTable('inbox_items').execute();
  await db.schema.dropTable('inbound_receipts').execute();
  await db.schema.dropTable('reply_routes').execute();
}
