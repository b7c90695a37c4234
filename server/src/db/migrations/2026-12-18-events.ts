import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Events the club runs itself (issue 30, decision 032).
 *
 * `events` gains its page's `slug` (from the title, unique), `ends_at`, `registration` (JSON of how
 * guests register; null: at the link, as before), and what is not content: `calendar_sequence` (the
 * invitations' SEQUENCE, raised at every change guests must hear of), `cancelled_at` and
 * `cancel_note`, and `reminded_day_at` / `reminded_hour_at` (each reminder sent once, by whichever
 * process first sets it in the transaction that queues it).
 *
 * `event_registrations`: one per guest and event (a unique index on the lowercased address), her
 * answers (JSON), `status`, and `seat`: a confirmed guest's (or an offered one's) place, 1 to the
 * capacity, unique per event, so no two guests ever hold one place. `token_hash` and `check_in_hash`
 * are the SHA-256 of her link's token and of her door code; `line_no` is her number in the waitlist's order (the next after the
 * highest, taken under the event's lock, unique per event), so equal timestamps never reorder the line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('slug', 'text').execute();
  await db.schema.alterTable('events').addColumn('ends_at', 'text').execute();
  await db.schema.alterTable('events').addColumn('registration', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('events').addColumn('cancel_note', 'text').execute();
  await db.schema.alterTable('events').addColumn('reminded_day_at', 'text').execute();
  await db.schema.alterTable('events').addColumn('reminded_hour_at', 'text').execute();

  const rows = (await db.selectFrom('events').select(['id', 'title']).orderBy('starts_at').execute()) as { id: string; title: string }[];
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugOf(row.title) || 'event';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable('events').set({ slug }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('events_slug_idx').on('events').column('slug').unique().execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event_id', 'text', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('seat', 'integer', (col) => col.check(sql`seat >= 1`))
    .addColumn('line_no', 'integer')
    .addColumn('offer_expires_at', 'text')
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('check_in_hash', 'text', (col) => col.notNull().unique())
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_in_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_registrations_guest_idx')
    .on('event_registrations')
    .columns(['event_id', 'email_key'])
    .unique()
    .execute();
  await db.schema.createIndex('event_registrations_seat_idx').on('event_registrations').columns(['event_id', 'seat']).unique().execute();
  await db.schema.createIndex('event_registrations_status_idx').on('event_registrations').columns(['event_id', 'status']).execute();
  await db.schema.createIndex('event_registrations_line_idx').on('event_registrations').columns(['event_id', 'line_no']).unique().execute();
  await db.schema.createIndex('event_registrations_email_idx').on('event_registrations').column('email_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropIndex('events_slug_idx').execute();
  for (const column of [
    'reminded_hour_at',
    'reminded_day_at',
    'cancel_note',
    'cancelled_at',
    'calendar_sequence',
    'registration',
    'ends_at',
    'slug',
  ]) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}

/** A title as an address: lowercase ASCII letters and digits joined by dashes, at most 60 characters (frozen copy). */
function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
