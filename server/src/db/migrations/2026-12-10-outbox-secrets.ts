import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

// A link token (32 random bytes, base64url) in a URL's fragment or its token= parameter; the same
// rule as features/mail/outbox-secrets.ts at the time of writing.
const SECRET_IN_LINK = /(#|[?&]token=)[A-Za-z0-9_-]{32,}/g;
const MASK = '••••••••';
const mask = (value: string | null) => (value === null ? null : value.replace(SECRET_IN_LINK, (_match, lead: string) => `${lead}${MASK}`));

/**
 * Issue 26: an outbox row keeps its live links only until it is sent, sealed in `secrets` (never
 * shown to an admin); `data`, `text` and `html` hold them masked. Rows already sent or failed have
 * their links masked here; queued and held ones keep theirs in `data` until sent (the Mail page
 * masks what it shows of them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('secrets', 'text').execute();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('outbox_messages')
      .select(['id', 'data', 'text', 'html'])
      .where('status', 'in', ['sent', 'failed'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      const masked = { data: mask(row.data), text: mask(row.text), html: mask(row.html) };
      if (masked.data !== row.data || masked.text !== row.text || masked.html !== row.html) {
        await db.updateTable('outbox_messages').set(masked).where('id', '=', row.id).execute();
      }
    }
    if (rows.length < 500) return;
    after = String(rows[rows.length - 1]?.id);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('secrets').execute();
}
