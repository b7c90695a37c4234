import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Sessions with enablers (issue 31, decision 033).
 *
 * `enabler_schedules`: one per directory profile: her zone, weekly hours and date overrides (JSON),
 * lengths, buffer, notice, how far ahead, her weekly limit, how to meet, whether she confirms each.
 *
 * `session_bookings`: one per booking, its mentee, time and status, her link's hash, the
 * invitations' SEQUENCE, the reminders' and feedback's claims, and both women's word afterwards.
 * Two places make limits hold under concurrency by unique indexes, as an event's seats do:
 * `week_place` (1 to her weekly limit, unique per profile and week) and `mentee_place` (1 to the
 * mentee limit, unique per address); both are cleared when the booking no longer holds its time.
 *
 * `session_units`: the 15-minute units a booking holds (its time and its buffer after), unique per
 * profile: two bookings can never hold one unit, whatever runs at once, on either engine.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enabler_schedules')
    .addColumn('profile_id', 'integer', (col) => col.primaryKey().references('enablers.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('weekly', 'text', (col) => col.notNull())
    .addColumn('overrides', 'text', (col) => col.notNull())
    .addColumn('session_minutes', 'text', (col) => col.notNull())
    .addColumn('buffer_minutes', 'integer', (col) => col.notNull())
    .addColumn('minimum_notice_minutes', 'integer', (col) => col.notNull())
    .addColumn('days_ahead', 'integer', (col) => col.notNull())
    .addColumn('max_per_week', 'integer', (col) => col.notNull())
    .addColumn('meeting_kind', 'text', (col) => col.notNull())
    .addColumn('meeting_value', 'text', (col) => col.notNull())
    .addColumn('confirm_each', 'integer', (col) => col.notNull())
    .addColumn('show_stats', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('session_bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('profile_id', 'integer', (col) => col.notNull().references('enablers.id').onDelete('cascade'))
    .addColumn('mentee_name', 'text', (col) => col.notNull())
    .addColumn('mentee_email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('buffer_minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('hold_expires_at', 'text')
    .addColumn('week_key', 'text', (col) => col.notNull())
    .addColumn('week_place', 'integer', (col) => col.check(sql`week_place >= 1`))
    .addColumn('mentee_place', 'integer', (col) => col.check(sql`mentee_place >= 1`))
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('invited', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('reminded_day_at', 'text')
    .addColumn('reminded_hour_at', 'text')
    .addColumn('feedback_asked_at', 'text')
    .addColumn('enabler_outcome', 'text')
    .addColumn('mentee_outcome', 'text')
    .addColumn('rating', 'integer', (col) => col.check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_bookings_week_idx')
    .on('session_bookings')
    .columns(['profile_id', 'week_key', 'week_place'])
    .unique()
    .execute();
  await db.schema
    .createIndex('session_bookings_mentee_idx')
    .on('session_bookings')
    .columns(['email_key', 'mentee_place'])
    .unique()
    .execute();
  await db.schema.createIndex('session_bookings_profile_idx').on('session_bookings').columns(['profile_id', 'starts_at']).execute();
  await db.schema.createIndex('session_bookings_status_idx').on('session_bookings').columns(['status', 'starts_at']).execute();

  await db.schema
    .createTable('session_units')
    .addColumn('booking_id', 'text', (col) => col.notNull().references('session_bookings.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (col) => col.notNull())
    .addColumn('unit_start', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_units_unique_idx').on('session_units').columns(['profile_id', 'unit_start']).unique().execute();
  await db.schema.createIndex('session_units_booking_idx').on('session_units').column('booking_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_units').execute();
  await db.schema.dropTable('session_bookings').execute();
  await db.schema.dropTable('enabler_schedules').execute();
}
