import { listingParts, NewsletterTopicList } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { answersOf } from '../events/event-settings';
import { whatsappExportOf } from '../whatsapp/whatsapp-privacy';

/**
 * "Download my data" (issue 28): everything the club holds under her address, as JSON. Each
 * section reads one table that holds an address; `ADDRESS_COLUMNS` names them, and a test checks
 * it against every column of the database that holds an address, so a new one cannot be missed.
 * Secrets (token hashes, codes) and other people's addresses are left out.
 */
export const ADDRESS_COLUMNS = [
  'memberships.email',
  'cases.requester_email',
  'inquiries.email',
  'outbox_messages.recipient',
  'outbox_messages.cc',
  'member_sign_in_tokens.email',
  'member_sessions.email',
  'users.email',
  'newsletter_recipients.email',
  'mail_suppressions.email',
  'event_registrations.email',
  'event_registrations.email_key',
  'session_bookings.mentee_email',
  'session_bookings.email_key',
  'inbox_items.from_address',
] as const;

export async function exportMemberData(database: Database, email: string, now: Date) {
  const db = database.db;
  const membership = await db
    .selectFrom('memberships')
    .select([
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      'job_function as jobFunction',
      'vertical',
      'interests',
      'hear_about as hearAbout',
      'email_permission as emailPermission',
      'locale',
      'confirmed_at as confirmedAt',
      'unsubscribed_at as unsubscribedAt',
      'created_at as createdAt',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
  const membershipLinks = membership
    ? await db
        .selectFrom('member_tokens')
        .select(['purpose', 'created_at as createdAt', 'expires_at as expiresAt', 'used_at as usedAt'])
        .where('membership_id', '=', membership.id)
        .orderBy('created_at')
        .execute()
    : [];
  return {
    exportedAt: now.toISOString(),
    email,
    membership: membership
      ? {
          ...membership,
          interests: parseJsonColumn(NewsletterTopicList, membership.interests),
          emailPermission: membership.emailPermission === 1,
          links: membershipLinks,
        }
      : null,
    directoryListing: membership ? await directoryListingOf(db, membership.id) : null,
    introductions: membership ? await introductionsOf(db, membership.id, now) : [],
    blocks: membership ? await blocksOf(db, membership.id) : [],
    reports: membership ? await reportsOf(db, membership.id) : [],
    // Her WhatsApp number (issue 44), masked, with what she chose and the messages sent to it.
    whatsapp: membership ? await whatsappExportOf(db, membership.id) : null,
    helpRequests: await helpRequestsOf(db, email),
    inquiries: await inquiriesOf(db, email),
    signInEmails: await db
      .selectFrom('member_sign_in_tokens')
      .select([
        'created_at as createdAt',
        'expires_at as expiresAt',
        'first_used_at as firstUsedAt',
        'code_used_at as codeUsedAt',
        'code_failures as codeTries',
      ])
      .where('email', '=', email)
      .orderBy('created_at')
      .execute(),
    devices: await db
      .selectFrom('member_sessions')
      .select(['label', 'created_at as signedInAt', 'last_seen_at as lastSeenAt', 'expires_at as expiresAt'])
      .where('email', '=', email)
      .orderBy('created_at')
      .execute(),
    emailsSent: await db
      .selectFrom('outbox_messages')
      .select(['kind', 'subject', 'status', 'created_at as createdAt', 'sent_at as sentAt'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['recipient']), '=', email), eb(eb.fn('lower', ['cc']), '=', email)]))
      .orderBy('created_at')
      .execute(),
    newsletters: await db
      .selectFrom('newsletter_recipients as r')
      .innerJoin('newsletters as n', 'n.id', 'r.newsletter_id')
      .select(['n.subject', 'r.name', 'r.locale', 'r.status', 'r.sent_at as sentAt', 'r.unsubscribed_at as unsubscribedAt'])
      .where('r.email', '=', email)
      .orderBy('n.created_at')
      .execute(),
    eventRegistrations: await db
      .selectFrom('event_registrations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select([
        'e.title as event',
        'e.starts_at as startsAt',
        'r.name',
        'r.status',
        'r.answers',
        'r.checked_in_at as checkedInAt',
        'r.created_at as registeredAt',
        'r.link_opened_at as linkOpenedAt',
      ])
      .where('r.email_key', '=', email.toLowerCase())
      .orderBy('e.starts_at')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, answers: answersOf(row) }))),
    sessions: await db
      .selectFrom('session_bookings as b')
      .innerJoin('enablers as e', 'e.id', 'b.profile_id')
      .select([
        'e.name as enabler',
        'b.mentee_name as name',
        'b.topic',
        'b.starts_at as startsAt',
        'b.ends_at as endsAt',
        'b.time_zone as timeZone',
        'b.status',
        'b.mentee_outcome as yourWord',
        'b.rating',
        'b.comment',
        'b.created_at as bookedAt',
      ])
      .where('b.email_key', '=', email.toLowerCase())
      .orderBy('b.starts_at')
      .execute(),
    inboxMessages: await inboxMessagesOf(db, email),
    bulkMailSuppressed:
      (await db.selectFrom('mail_suppressions').select(['reason', 'created_at as since']).where('email', '=', email).executeTakeFirst()) ??
      null,
    staffAccount:
      (await db
        .selectFrom('users')
        .select(['name', 'role', 'status', 'created_at as createdAt'])
        .where('email', '=', email)
        .executeTakeFirst()) ?? null,
  };
}

async function helpRequestsOf(db: Kysely<DB>, email: string) {
  const cases = await db
    .selectFrom('cases')
    .select([
      'id',
      'question',
      'requester_name as name',
      'status',
      'source',
      'locale',
      'created_at as createdAt',
      'updated_at as updatedAt',
      'completed_at as completedAt',
    ])
    .where('requester_email', '=', email)
    .orderBy('created_at')
    .execute();
  const ids = cases.map((item) => item.id);
  if (ids.length === 0) return [];
  const [messages, ratings] = await Promise.all([
    db
      .selectFrom('case_messages as m')
      .leftJoin('users as u', 'u.id', 'm.author_id')
      .select(['m.case_id', 'm.author_kind as author', 'u.name as authorName', 'm.body', 'm.created_at as createdAt'])
      .where('m.case_id', 'in', ids)
      .orderBy('m.created_at')
      .execute(),
    db
      .selectFrom('case_ratings')
      .select(['case_id', 'rating', 'comment', 'created_at as createdAt', 'updated_at as updatedAt'])
      .where('case_id', 'in', ids)
      .execute(),
  ]);
  return cases.map((item) => ({
    ...item,
    messages: messages.filter((message) => message.case_id === item.id).map(({ case_id: _case, ...message }) => message),
    rating: ratings.filter((rating) => rating.case_id === item.id).map(({ case_id: _case, ...rating }) => rating)[0] ?? null,
  }));
}

async function inquiriesOf(db: Kysely<DB>, email: string) {
  const inquiries = await db
    .selectFrom('inquiries')
    .select([
      'id',
      'name',
      'enabler_name as enablerName',
      'question',
      'status',
      'locale',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
  const ids = inquiries.map((item) => item.id);
  if (ids.length === 0) return [];
  const events = await db
    .selectFrom('inquiry_events')
    .select(['inquiry_id', 'from_status as from', 'to_status as to', 'created_at as at'])
    .where('inquiry_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  return inquiries.map((item) => ({
    ...item,
    history: events.filter((event) => event.inquiry_id === item.id).map(({ inquiry_id: _inquiry, ...event }) => event),
  }));
}

/** What she wrote to the club by e-mail that landed in its Inbox (issue 41), with the club's answers and the files kept. */
async function inboxMessagesOf(db: Kysely<DB>, email: string) {
  const items = await db
    .selectFrom('inbox_items')
    .select(['id', 'from_name as name', 'subject', 'text', 'status', 'locale', 'received_at as receivedAt'])
    .where('from_address', '=', email)
    .orderBy('received_at')
    .execute();
  const ids = items.map((item) => item.id);
  if (ids.length === 0) return [];
  const [answers, files] = await Promise.all([
    db
      .selectFrom('inbox_answers')
      .select(['item_id', 'body', 'created_at as createdAt'])
      .where('item_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('mail_attachments')
      .select(['owner_id', 'filename', 'content_type as contentType', 'size'])
      .where('owner_kind', '=', 'inbox-item')
      .where('owner_id', 'in', ids)
      .execute(),
  ]);
  return items.map(({ id, ...item }) => ({
    ...item,
    answers: answers.filter((answer) => answer.item_id === id).map(({ item_id: _item, ...answer }) => answer),
    files: files.filter((file) => file.owner_id === id).map(({ owner_id: _owner, ...file }) => file),
  }));
}

const TagList = z.array(z.string());
const ShownParts = z.array(z.enum(listingParts));

/** Her card in the members' directory (issue 42): every value she typed, which parts it shows, and whether staff hid it. */
async function directoryListingOf(db: Kysely<DB>, membershipId: string) {
  const row = await db
    .selectFrom('directory_listings')
    .select([
      'listed',
      'name',
      'photo_asset_id',
      'photo_alt as photoAlt',
      'company',
      'role',
      'vertical',
      'city',
      'can_help as canHelp',
      'can_help_tags',
      'looking_for as lookingFor',
      'looking_for_tags',
      'website',
      'linkedin',
      'text_locale as textLocale',
      'shown',
      'hidden_at',
      'hidden_reason',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
  if (!row) return null;
  const {
    listed,
    photo_asset_id: photo,
    can_help_tags: help,
    looking_for_tags: looking,
    shown,
    hidden_at: hiddenAt,
    hidden_reason: reason,
    ...values
  } = row;
  return {
    listed: listed === 1,
    ...values,
    hasPhoto: photo !== null,
    canHelpTags: parseJsonColumn(TagList, help),
    lookingForTags: parseJsonColumn(TagList, looking),
    shown: parseJsonColumn(ShownParts, shown),
    hiddenByStaff: hiddenAt ? { at: hiddenAt, reason } : null,
  };
}

/**
 * Her introductions (issue 42), sent and received, with their states as of now, the names and note
 * as sent, and the dates; the other's address only once accepted and while she is a member. A
 * request kept from her by her block is not among those she received, as on her page.
 */
async function introductionsOf(db: Kysely<DB>, membershipId: string, now: Date) {
  const rows = await db
    .selectFrom('introductions as i')
    .leftJoin('memberships as m', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('i.from_membership_id', '=', membershipId), eb('m.id', '=', eb.ref('i.to_membership_id'))]),
          eb.and([eb('i.to_membership_id', '=', membershipId), eb('m.id', '=', eb.ref('i.from_membership_id'))]),
        ]),
      ),
    )
    .select([
      'i.from_membership_id',
      'i.from_name',
      'i.to_name',
      'i.note',
      'i.note_hidden_at',
      'i.status',
      'i.created_at',
      'i.expires_at',
      'i.answered_at',
      'm.email as otherEmail',
    ])
    .where((eb) =>
      eb.or([
        eb('i.from_membership_id', '=', membershipId),
        eb.and([eb('i.to_membership_id', '=', membershipId), eb('i.suppressed', '=', 0)]),
      ]),
    )
    .orderBy('i.created_at')
    .execute();
  const stamp = now.toISOString();
  return rows.map((row) => {
    const sent = row.from_membership_id === membershipId;
    const status = row.status === 'pending' && row.expires_at <= stamp ? 'expired' : row.status;
    return {
      direction: sent ? 'sent' : 'received',
      status,
      otherName: sent ? row.to_name : row.from_name,
      // Her own note always; a note to her that the club hid, no more (as on her page).
      note: sent || row.note_hidden_at === null ? row.note : null,
      noteHiddenByStaff: row.note_hidden_at !== null,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      answeredAt: row.answered_at,
      otherEmail: status === 'accepted' ? row.otherEmail : null,
    };
  });
}

/** The members she blocked (issue 42), by the name on their card when they have one; never an address. */
function blocksOf(db: Kysely<DB>, membershipId: string) {
  return db
    .selectFrom('directory_blocks as b')
    .leftJoin('directory_listings as l', 'l.membership_id', 'b.blocked_membership_id')
    .select(['l.name', 'b.created_at as createdAt'])
    .where('b.blocker_membership_id', '=', membershipId)
    .orderBy('b.created_at')
    .execute();
}

/** Her reports to the staff (issue 42): of which card or note, why, and where each stands. */
function reportsOf(db: Kysely<DB>, membershipId: string) {
  return db
    .selectFrom('directory_reports as r')
    .leftJoin('directory_listings as l', 'l.id', 'r.listing_id')
    .leftJoin('introductions as i', 'i.id', 'r.introduction_id')
    .select([
      'r.kind',
      'l.name as card',
      'i.from_name as noteFrom',
      'r.reason',
      'r.status',
      'r.created_at as createdAt',
      'r.closed_at as closedAt',
    ])
    .where('r.reporter_membership_id', '=', membershipId)
    .orderBy('r.created_at')
    .execute();
}
