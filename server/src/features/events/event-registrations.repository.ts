import type { GuestCounts, GuestState, RegistrationStatus } from '@wfc/shared';
import { sql, type Kysely, type NotNull, type Selectable, type Updateable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, EventRegistrationsTable, EventsTable } from '../../db/schema';
import type { EventRow } from './event-settings';

export type RegistrationRow = Selectable<EventRegistrationsTable>;

/** The only code that reads and writes `event_registrations` (and an event's registration columns). */

export async function findEvent(db: Kysely<DB>, idOrSlug: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where((where) => where.or([where('id', '=', idOrSlug), where('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}

/** Sets an event's registration columns (its slug, calendar sequence, reminders, cancellation). */
export async function updateEvent(db: Kysely<DB>, id: string, changes: Updateable<EventsTable>): Promise<void> {
  await db.updateTable('events').set(changes).where('id', '=', id).execute();
}

/** Whether another event than `id` has this slug. */
export async function slugTakenByAnother(db: Kysely<DB>, slug: string, id: string): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('slug', '=', slug).where('id', '!=', id).executeTakeFirst()) !== undefined;
}

/** A guest's check-in taken back, whatever her status now. */
export async function undoCheckIn(db: Kysely<DB>, registrationId: string, now: string): Promise<void> {
  await db
    .updateTable('event_registrations')
    .set({ checked_in_at: null, checked_in_by: null, updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

/** A reminder's column of an event taking registrations here. */
type ReminderColumn = 'reminded_day_at' | 'reminded_hour_at';

/** Events taking registrations here, not cancelled, starting in (`now`, `until`], whose reminder is not yet sent (50 at a time). */
export async function listDueForReminder(db: Kysely<DB>, column: ReminderColumn, now: string, until: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('events')
    .select('id')
    .where('registration', 'like', '%"mode":"here"%')
    .where('cancelled_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where(column, 'is', null)
    .where('starts_at', '<=', until)
    .where('starts_at', '>', now)
    .limit(50)
    .execute();
}

/** Marks the reminder sent, only where it was not yet: whether this call did (one process sends it). */
export async function claimReminder(trx: Kysely<DB>, id: string, column: ReminderColumn, now: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('events')
    .set({ [column]: now })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Offers of a place that ran out by `now` (100 at a time). */
export async function listExpiredOffers(db: Kysely<DB>, now: string): Promise<{ id: string; event_id: string }[]> {
  return db
    .selectFrom('event_registrations')
    .select(['id', 'event_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .limit(100)
    .execute();
}

/** Events to come, not cancelled, with someone on the waitlist (100 at a time). */
export async function listEventsWithWaitlist(db: Kysely<DB>, now: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select('e.id')
    .distinct()
    .where('r.status', '=', 'waitlisted')
    .where('e.cancelled_at', 'is', null)
    .where('e.starts_at', '>', now)
    .limit(100)
    .execute();
}

/** The club's calendar feed: the shown events from `since` on, soonest first, at most 500. */
export async function listCalendarEvents(db: Kysely<DB>, since: string): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .where('starts_at', '>=', since)
    .orderBy('starts_at')
    .limit(500)
    .execute();
}

/**
 * The event, locked for the rest of the transaction on PostgreSQL (`FOR UPDATE`), so the places of
 * one event are counted and taken by one transaction at a time across processes. SQLite's write
 * transactions run one at a time already.
 */
export async function lockEvent(trx: Kysely<DB>, engine: Engine, id: string): Promise<EventRow | undefined> {
  const query = trx.selectFrom('events').selectAll().where('id', '=', id);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The seats held (confirmed guests and open offers), lowest first. */
async function heldSeats(db: Kysely<DB>, eventId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .select('seat')
    .where('event_id', '=', eventId)
    .where('seat', 'is not', null)
    .$narrowType<{ seat: NotNull }>()
    .orderBy('seat')
    .execute();
  return rows.map((row) => row.seat);
}

/**
 * The lowest seat no one holds, from 1 to `capacity` (undefined when all are held): while the held
 * seats are 1 to n without a gap (the usual case) one indexed count answers n + 1; after a
 * cancellation left a gap, the held seats are read to find it.
 */
export async function nextFreeSeat(db: Kysely<DB>, eventId: string, capacity: number | null): Promise<number | undefined> {
  const { held, highest } = await db
    .selectFrom('event_registrations')
    .select((eb) => [eb.fn.countAll<string | number>().as('held'), eb.fn.max('seat').as('highest')])
    .where('event_id', '=', eventId)
    .where('seat', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(held) === Number(highest ?? 0)) {
    const next = Number(held) + 1;
    return capacity === null || next <= capacity ? next : undefined;
  }
  return freeSeat(await heldSeats(db, eventId), capacity);
}

/** The number for the next to join the line: after the highest of those waiting (the event locked). */
export async function nextLineNo(db: Kysely<DB>, eventId: string): Promise<number> {
  const { highest } = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.max('line_no').as('highest'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(highest ?? 0) + 1;
}

/** How many wait in line for an event. */
export async function waitlistLength(db: Kysely<DB>, eventId: string): Promise<number> {
  const { waiting } = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<string | number>().as('waiting'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .executeTakeFirstOrThrow();
  return Number(waiting);
}

/** The lowest seat from 1 to `capacity` no one holds; undefined when all are held. Without a capacity, the next one. */
function freeSeat(held: number[], capacity: number | null): number | undefined {
  let seat = 1;
  for (const taken of held) {
    if (taken > seat) break;
    if (taken === seat) seat += 1;
  }
  return capacity === null || seat <= capacity ? seat : undefined;
}

/** How many places each event's guests hold. */
export async function heldCounts(db: Kysely<DB>, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_registrations')
    .select(['event_id', (eb) => eb.fn.countAll<string | number>().as('held')])
    .where('event_id', 'in', eventIds)
    .where('seat', 'is not', null)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.held)]));
}

export async function findByEmail(db: Kysely<DB>, eventId: string, emailKey: string): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

export async function findById(db: Kysely<DB>, eventId: string, id: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId).where('id', '=', id).executeTakeFirst();
}

export async function findByTokenHash(db: Kysely<DB>, hash: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export async function findByDoorCode(db: Kysely<DB>, eventId: string, hash: string): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('check_in_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * The places of an event that a client's registrations since `since` (ISO) hold or ask for
 * (confirmed, offered, pending; not the waitlist), and the earliest of them, to say when the next may come.
 */
export async function clientPlaces(
  db: Kysely<DB>,
  eventId: string,
  clientHash: string,
  since: string,
): Promise<{ count: number; earliest: string | null }> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('client_at').as('earliest')])
    .where('event_id', '=', eventId)
    .where('client_hash', '=', clientHash)
    .where('client_at', '>', since)
    .where('status', 'in', ['confirmed', 'offered', 'pending'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), earliest: row.earliest ?? null };
}

/** Notes the first time her link's page read her registration; later reads change nothing. */
export async function markLinkOpened(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable('event_registrations')
    .set({ link_opened_at: now })
    .where('id', '=', id)
    .where('link_opened_at', 'is', null)
    .execute();
}

/** Guests still registered who never opened their link, registered (or renewed) at or before `before`: the oldest first. */
export async function unopenedSince(trx: Kysely<DB>, eventId: string, before: string): Promise<RegistrationRow[]> {
  return trx
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('link_opened_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('client_at', 'created_at'), '<=', before))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertRegistration(trx: Kysely<DB>, row: RegistrationRow): Promise<void> {
  await trx.insertInto('event_registrations').values(row).execute();
}

export type RegistrationChange = Partial<
  Pick<
    RegistrationRow,
    | 'name'
    | 'locale'
    | 'answers'
    | 'status'
    | 'seat'
    | 'line_no'
    | 'offer_expires_at'
    | 'checked_in_at'
    | 'checked_in_by'
    | 'client_hash'
    | 'client_at'
  >
>;

/** Changes a registration while it is still in `from` (one of), so two changes never both apply; whether it did. */
export async function changeRegistration(
  trx: Kysely<DB>,
  id: string,
  from: readonly RegistrationStatus[],
  change: RegistrationChange,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('event_registrations')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Her place in the waitlist, 1 first; a guest without a number in line comes after everyone who has one. */
export async function waitlistPosition(db: Kysely<DB>, row: Pick<RegistrationRow, 'event_id' | 'line_no'>): Promise<number> {
  let ahead = db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<string | number>().as('ahead'))
    .where('event_id', '=', row.event_id)
    .where('status', '=', 'waitlisted');
  if (row.line_no !== null) ahead = ahead.where('line_no', '<', row.line_no);
  const counted = await ahead.executeTakeFirstOrThrow();
  return Number(counted.ahead) + 1;
}

/** The first in line on the waitlist. */
export async function firstWaitlisted(trx: Kysely<DB>, eventId: string): Promise<RegistrationRow | undefined> {
  return trx
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('line_no')
    .limit(1)
    .executeTakeFirst();
}

/** The guests in these statuses (oldest registration first). */
export async function guestsIn(db: Kysely<DB>, eventId: string, statuses: readonly RegistrationStatus[]): Promise<RegistrationRow[]> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The statuses of a guest still registered (the service's ACTIVE). */
const ACTIVE_STATUSES: readonly RegistrationStatus[] = ['confirmed', 'pending', 'waitlisted', 'offered'];

const stateFilter: Record<GuestState, readonly RegistrationStatus[]> = {
  going: ['confirmed', 'offered'],
  pending: ['pending'],
  waitlist: ['waitlisted'],
  cancelled: ['cancelled', 'declined'],
  'checked-in': ['confirmed'],
  'never-opened': ACTIVE_STATUSES,
};

/** The guest list: by state, by a part of the name or address, the waitlist in its order, others by registration. */
export async function listGuests(
  db: Kysely<DB>,
  eventId: string,
  filter: { state?: GuestState | undefined; q?: string | undefined },
): Promise<RegistrationRow[]> {
  let query = db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId);
  if (filter.state) query = query.where('status', 'in', stateFilter[filter.state]);
  if (filter.state === 'checked-in') query = query.where('checked_in_at', 'is not', null);
  if (filter.state === 'never-opened') query = query.where('link_opened_at', 'is', null);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((where) =>
      where.or([sql<boolean>`lower(name) like ${pattern} escape '\\'`, sql<boolean>`email_key like ${pattern} escape '\\'`]),
    );
  }
  const ordered =
    filter.state === 'waitlist'
      ? query.orderBy('line_no')
      : filter.state === 'checked-in'
        ? query.orderBy('checked_in_at', 'desc')
        : query.orderBy('created_at').orderBy('id');
  return ordered.limit(5000).execute();
}

export async function countGuests(db: Kysely<DB>, eventId: string): Promise<GuestCounts> {
  return countsOf(await guestTallies(db, [eventId]), eventId);
}

/** Each event's guests by state, in one grouped query (the staff's list of events): the counts of one of `eventIds`. */
export async function countGuestsOf(db: Kysely<DB>, eventIds: string[]): Promise<(eventId: string) => GuestCounts> {
  const rows = await guestTallies(db, eventIds);
  return (eventId) => countsOf(rows, eventId);
}

/** The events' registrations counted by event and status. */
async function guestTallies(db: Kysely<DB>, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('event_registrations')
    .select([
      'event_id',
      'status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
      (eb) => eb.fn.count<string | number>('checked_in_at').as('checkedIn'),
      (eb) => eb.fn.count<string | number>('link_opened_at').as('opened'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy(['event_id', 'status'])
    .execute();
}

function countsOf(rows: Awaited<ReturnType<typeof guestTallies>>, id: string): GuestCounts {
  const of = (status: RegistrationStatus) => Number(rows.find((row) => row.event_id === id && row.status === status)?.count ?? 0);
  const checkedIn = Number(rows.find((row) => row.event_id === id && row.status === 'confirmed')?.checkedIn ?? 0);
  const active = rows.filter((row) => row.event_id === id && ACTIVE_STATUSES.includes(row.status));
  const neverOpened = active.reduce((sum, row) => sum + Number(row.count) - Number(row.opened), 0);
  return {
    going: of('confirmed') + of('offered'),
    pending: of('pending'),
    waitlist: of('waitlisted'),
    cancelled: of('cancelled') + of('declined'),
    checkedIn,
    neverOpened,
  };
}

/** Events that take registrations here, with their registration columns. */
export async function eventsTakingRegistrations(db: Kysely<DB>): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('registration', 'like', '%"mode":"here"%')
    .where('deleted_at', 'is', null)
    .orderBy('starts_at')
    .execute();
}

/** Every registration under an address (lowercased), with its event, soonest event first; hidden and trashed events left out. */
export async function registrationsByAddress(
  db: Kysely<DB>,
  emailKey: string,
): Promise<{ registration: RegistrationRow; event: EventRow }[]> {
  const registrations = await db.selectFrom('event_registrations').selectAll().where('email_key', '=', emailKey).execute();
  if (registrations.length === 0) return [];
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where(
      'id',
      'in',
      registrations.map((row) => row.event_id),
    )
    .where('hidden', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('starts_at')
    .execute();
  return events.flatMap((event) =>
    registrations.filter((row) => row.event_id === event.id).map((registration) => ({ registration, event })),
  );
}

/** The kinds of the e-mails an event sends its guests (event-mail.ts). */
const EVENT_MAIL_KINDS = ['event-registration', 'event-registration-ended', 'event-reminder', 'event-updated', 'event-message'];

/**
 * How many distinct addresses the event's e-mails reached (issue 44's reach): its guests to whose
 * address the outbox sent an event e-mail since she registered for it. No outbox row names its event
 * (only its `data` does, emptied 30 days after sending), so the guest's registration stands in for
 * the link: every registration is answered by an e-mail of this event at once (event-mail.ts), so a
 * guest counts here unless that one is still unsent or failed while another event's went to her.
 * The outbox has no index on `recipient`: the join is led by the event's registrations (its index)
 * and the outbox's sent rows since the first of them (`status, created_at`).
 */
export async function countMailedGuests(db: Kysely<DB>, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('event_registrations as registration')
    .innerJoin('outbox_messages as message', (join) =>
      join.onRef('message.recipient', '=', 'registration.email').onRef('message.created_at', '>=', 'registration.created_at'),
    )
    .select((eb) => eb.fn.count<string | number>('registration.email').distinct().as('count'))
    .where('registration.event_id', '=', eventId)
    .where('message.status', '=', 'sent')
    .where('message.kind', 'in', EVENT_MAIL_KINDS)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
