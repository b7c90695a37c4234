import type { MemberFilter } from '@wfc/shared';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { PagePosition } from '../../lib/cursor';
import { clearSuppression } from '../mail/mail.service';
import { deleteRecipientsOf } from '../newsletters/newsletters.service';

const memberColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'job_function',
  'vertical',
  'interests',
  'hear_about',
  'email_permission',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
] as const;

/** LIKE with the search's own % and _ taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as WHERE clauses, the same for the list, its count and the export. */
function filtered<O>(query: SelectQueryBuilder<DB, 'memberships', O>, filter: MemberFilter): SelectQueryBuilder<DB, 'memberships', O> {
  let q = query;
  if (filter.q) {
    const pattern = likePattern(filter.q);
    // Both engines: lower() on both sides (PostgreSQL's LIKE minds case), backslash as the escape.
    q = q.where(
      sql<boolean>`(lower(first_name || ' ' || last_name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`,
    );
  }
  if (filter.jobFunction) q = q.where('job_function', '=', filter.jobFunction);
  if (filter.vertical) q = q.where('vertical', '=', filter.vertical);
  if (filter.hearAbout) q = q.where('hear_about', '=', filter.hearAbout);
  // Interests are a JSON array of option values; a value in quotes is exactly one of them.
  if (filter.interest) q = q.where('interests', 'like', `%"${filter.interest}"%`);
  if (filter.confirmed) q = q.where('confirmed_at', filter.confirmed === 'yes' ? 'is not' : 'is', null);
  if (filter.emailPermission) q = q.where('email_permission', '=', filter.emailPermission === 'yes' ? 1 : 0);
  return q;
}

/** One page of members, newest first. */
export function listMembersPage(db: Kysely<DB>, filter: MemberFilter, options: { limit: number; after: PagePosition | undefined }) {
  let query = filtered(db.selectFrom('memberships').select(memberColumns), filter);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembersPage>>[number];

export async function countMembers(db: Kysely<DB>, filter: MemberFilter): Promise<number> {
  const row = await filtered(
    db.selectFrom('memberships').select((eb) => eb.fn.countAll<number>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMember(db: Kysely<DB>, id: string) {
  return db.selectFrom('memberships').select(memberColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Removes a member and everything kept because of her: her links, her sign-in e-mails and sessions
 * (issue 28: she is signed out everywhere), her place in every newsletter's list and her address's
 * suppression (issue 29), her event registrations and sessions (issues 30, 31), every e-mail to her address in the outbox (their bodies and data hold
 * her name and address), and what she wrote to the club's Inbox with the reply addresses made for her (issue 41). Runs in the caller's transaction.
 */
export async function eraseMemberRows(db: Kysely<DB>, member: { id: string; email: string }): Promise<void> {
  await db.deleteFrom('member_tokens').where('membership_id', '=', member.id).execute();
  await deleteRecipientsOf(db, member.id);
  await clearSuppression(db, member.email);
  await db.deleteFrom('member_sign_in_tokens').where('email', '=', member.email).execute();
  await db.deleteFrom('member_sessions').where('email', '=', member.email).execute();
  // Her registrations for events (issue 30); a place she held goes to the waitlist at the events' next tick.
  await db.deleteFrom('event_registrations').where('email_key', '=', member.email.toLowerCase()).execute();
  // Her sessions with enablers (issue 31), and the time they held.
  const sessions = db.selectFrom('session_bookings').select('id').where('email_key', '=', member.email.toLowerCase());
  await db.deleteFrom('session_units').where('booking_id', 'in', sessions).execute();
  await db.deleteFrom('session_bookings').where('email_key', '=', member.email.toLowerCase()).execute();
  // Mail to her, and mail she was copied on (an introduction to two members, issue 42).
  await db
    .deleteFrom('outbox_messages')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['recipient']), '=', member.email.toLowerCase()),
        eb(eb.fn('lower', ['cc']), '=', member.email.toLowerCase()),
      ]),
    )
    .execute();
  // What she wrote to the club by e-mail, with its files, and the reply addresses made for her (issue 41).
  const fromHer = db.selectFrom('inbox_items').select('id').where('from_address', '=', member.email.toLowerCase());
  await db.deleteFrom('mail_attachments').where('owner_kind', '=', 'inbox-item').where('owner_id', 'in', fromHer).execute();
  await db.deleteFrom('inbox_answers').where('item_id', 'in', fromHer).execute();
  await db.deleteFrom('inbox_items').where('from_address', '=', member.email.toLowerCase()).execute();
  await db.deleteFrom('reply_routes').where('address', '=', member.email.toLowerCase()).execute();
  await db.deleteFrom('memberships').where('id', '=', member.id).execute();
}
