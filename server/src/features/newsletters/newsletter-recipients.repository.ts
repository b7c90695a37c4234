import type { NewsletterCounts, NewsletterFilters, NewsletterTopic } from '@wfc/shared';
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, NewsletterRecipientsTable } from '../../db/schema';

/** The only code that touches newsletter_recipients (and reads memberships for a newsletter's audience). */
export type RecipientRow = Selectable<NewsletterRecipientsTable>;

/** Who a newsletter is for: its topics and filters. */
export interface Audience {
  topics: readonly NewsletterTopic[];
  filters: NewsletterFilters;
}

/**
 * Members who get a newsletter of `audience`: confirmed, e-mail allowed, one of its topics among
 * her interests, within its filters, her address not suppressed. Interests are a JSON array of
 * option values (a closed list of plain words), so `"events"` in its text is that topic.
 */
function eligible(audience: Audience) {
  return (eb: ExpressionBuilder<DB, 'memberships'>) => {
    const { verticals, jobFunctions, languages } = audience.filters;
    const conditions = [
      eb('memberships.confirmed_at', 'is not', null),
      eb('memberships.email_permission', '=', 1),
      eb.or(audience.topics.map((topic) => eb('memberships.interests', 'like', `%"${topic}"%`))),
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_suppressions')
            .select('mail_suppressions.email')
            .whereRef('mail_suppressions.email', '=', 'memberships.email'),
        ),
      ),
    ];
    if (verticals.length > 0) conditions.push(eb('memberships.vertical', 'in', verticals));
    if (jobFunctions.length > 0) conditions.push(eb('memberships.job_function', 'in', jobFunctions));
    if (languages.length > 0) conditions.push(eb('memberships.locale', 'in', languages));
    return eb.and(conditions);
  };
}

/** How many members a newsletter of `audience` would reach now. */
export async function countAudience(db: Kysely<DB>, audience: Audience): Promise<number> {
  if (audience.topics.length === 0) return 0;
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(eligible(audience))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the audience after membership id `after`, in id order. */
export function audiencePage(db: Kysely<DB>, audience: Audience, after: string | null, limit: number) {
  let query = db
    .selectFrom('memberships')
    .select(['id', 'email', 'first_name', 'last_name', 'locale'])
    .where(eligible(audience))
    .orderBy('id')
    .limit(limit);
  if (after !== null) query = query.where('id', '>', after);
  return query.execute();
}

/** Whether a member still gets this newsletter (checked again just before her copy is sent). */
export async function stillEligible(db: Kysely<DB>, audience: Audience, membershipIds: string[]): Promise<Set<string>> {
  if (membershipIds.length === 0) return new Set();
  const rows = await db.selectFrom('memberships').select('id').where('id', 'in', membershipIds).where(eligible(audience)).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * One page, after membership id `after`, of a newsletter's members whose copy was sent and who are
 * still of its audience: not unsubscribed by her copy's link since, not left its topics or all
 * e-mail, her address not refused since. With her address as it is now (her WhatsApp is found by it).
 */
export function sentCopiesPage(db: Kysely<DB>, newsletterId: string, audience: Audience, after: string | null, limit: number) {
  let query = db
    .selectFrom('newsletter_recipients')
    .innerJoin('memberships', 'memberships.id', 'newsletter_recipients.membership_id')
    .select(['newsletter_recipients.membership_id', 'memberships.email'])
    .where('newsletter_recipients.newsletter_id', '=', newsletterId)
    .where('newsletter_recipients.status', '=', 'sent')
    .where('newsletter_recipients.unsubscribed_at', 'is', null)
    .where(eligible(audience))
    .orderBy('newsletter_recipients.membership_id')
    .limit(limit);
  if (after !== null) query = query.where('newsletter_recipients.membership_id', '>', after);
  return query.execute();
}

/** Adds recipients; one already there (a page copied twice after a crash) is kept as it was. */
export async function insertRecipients(db: Kysely<DB>, rows: Insertable<NewsletterRecipientsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('newsletter_recipients')
    .values(rows)
    .onConflict((oc) => oc.columns(['newsletter_id', 'membership_id']).doNothing())
    .execute();
}

/**
 * Claims up to `limit` of a newsletter's recipients due now until `leaseUntil`, as the outbox claims
 * its messages: waiting ones, and ones whose sender's lease ran out. Each claim counts an attempt.
 */
export async function claimRecipients(
  db: Kysely<DB>,
  engine: Engine,
  options: { newsletterId: string; now: string; leaseUntil: string; limit: number },
): Promise<RecipientRow[]> {
  if (options.limit <= 0) return [];
  let due = db
    .selectFrom('newsletter_recipients')
    .select('id')
    .where('newsletter_id', '=', options.newsletterId)
    .where('status', 'in', ['waiting', 'sending'])
    .where('next_attempt_at', '<=', options.now)
    .orderBy('next_attempt_at')
    .limit(options.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('newsletter_recipients')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_until: options.leaseUntil,
      next_attempt_at: options.leaseUntil,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * Ends this process's claim on a recipient (the one that made `attempts`): sent, failed, skipped,
 * or waiting again at `nextAttemptAt`. Does nothing if another process has claimed her since.
 */
export async function endRecipientClaim(
  db: Kysely<DB>,
  id: string,
  attempts: number,
  values: {
    status: 'sent' | 'failed' | 'skipped' | 'waiting';
    now: string;
    nextAttemptAt?: string;
    lastError?: string | null;
    undoAttempt?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('newsletter_recipients')
    .set((eb) => ({
      status: values.status,
      claimed_until: null,
      next_attempt_at: values.nextAttemptAt ?? values.now,
      last_error: values.lastError ?? null,
      attempts: values.undoAttempt ? eb('attempts', '-', 1) : eb.ref('attempts'),
      ...(values.status === 'sent' ? { sent_at: values.now } : {}),
      ...(values.status === 'skipped' ? { unsubscribed_at: values.now } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** Whether any of a newsletter's recipients is still to be sent (waiting, or claimed). */
export async function hasUnfinished(db: Kysely<DB>, newsletterId: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_recipients')
    .select('id')
    .where('newsletter_id', '=', newsletterId)
    .where('status', 'in', ['waiting', 'sending'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The recipients not sent yet of a cancelled newsletter; those being sent this moment finish. */
export async function cancelWaiting(db: Kysely<DB>, newsletterId: string): Promise<void> {
  await db
    .updateTable('newsletter_recipients')
    .set({ status: 'cancelled' })
    .where('newsletter_id', '=', newsletterId)
    .where('status', '=', 'waiting')
    .execute();
}

/** The counts of a newsletter without recipients (not yet frozen). */
export const noRecipients = (): NewsletterCounts => ({ total: 0, waiting: 0, sent: 0, failed: 0, unsubscribed: 0, cancelled: 0 });

/** Where each newsletter's recipients stand. */
export async function countsOf(db: Kysely<DB>, newsletterIds: string[]): Promise<Map<string, NewsletterCounts>> {
  const counts = new Map(newsletterIds.map((id) => [id, noRecipients()]));
  if (newsletterIds.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_recipients')
    .select((eb) => ['newsletter_id', 'status', eb.fn.countAll<number>().as('n'), eb.fn.count<number>('unsubscribed_at').as('left')])
    .where('newsletter_id', 'in', newsletterIds)
    .groupBy(['newsletter_id', 'status'])
    .execute();
  for (const row of rows) {
    const count = counts.get(row.newsletter_id);
    if (!count) continue; // not one of those asked about
    const n = Number(row.n);
    count.total += n;
    count.unsubscribed += Number(row.left);
    if (row.status === 'waiting' || row.status === 'sending') count.waiting += n;
    else if (row.status === 'sent') count.sent += n;
    else if (row.status === 'failed') count.failed += n;
    else if (row.status === 'cancelled') count.cancelled += n;
  }
  return counts;
}

/** The recipient whose preferences link has this hash, with her newsletter's topics and subjects. */
export function findByLinkHash(db: Kysely<DB>, hash: string) {
  return db
    .selectFrom('newsletter_recipients as r')
    .innerJoin('newsletters as n', 'n.id', 'r.newsletter_id')
    .select(['r.id', 'r.membership_id', 'r.sent_at', 'r.locale', 'n.topics', 'n.subject', 'n.ml_subject'])
    .where('r.link_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks that she left this newsletter's topics or all e-mail by its link (counted as unsubscribed since). */
export async function markUnsubscribed(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable('newsletter_recipients')
    .set({ unsubscribed_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/** A member's erasure: her rows in every newsletter's list. */
export async function deleteRecipientsOf(db: Kysely<DB>, membershipId: string): Promise<void> {
  await db.deleteFrom('newsletter_recipients').where('membership_id', '=', membershipId).execute();
}

/** The address a member's copy of a newsletter went to (a bounce names the copy, issue 41). */
export async function findCopyAddress(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('newsletter_recipients').select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}
