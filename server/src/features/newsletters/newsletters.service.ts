import { slugFrom } from '../../lib/slug';
import {
  newsletterMessages,
  type Newsletter,
  type NewsletterAudienceBody,
  type NewsletterBody,
  type NewsletterPreviewBody,
  type NewsletterStatus,
  type User,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseJsonColumnOr } from '../../db/json-column';
import { LocalText } from '../../lib/localize';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { siteReader } from '../mail/outbox-worker';
import type { WhatsApp } from '../whatsapp/whatsapp';
import { renderMail } from '../mail/render-mail';
import { newsletterText } from './newsletter-content';
import { assertMayWriteNewsletters } from './newsletter-access';
import { listIdOf, newsletterMailData } from './newsletter-message';
import { audienceOf } from './newsletter-preparer';
import * as recipients from './newsletter-recipients.repository';
import * as repository from './newsletters.repository';
import type { NewsletterRow } from './newsletters.repository';
export { deleteRecipientsOf, findByLinkHash, markUnsubscribed } from './newsletter-recipients.repository';

/** The staff's newsletters: write, count the audience, preview (issue 29). Sending is newsletter-sending.service. */

export const notFound = () => new AppError(404, 'NOT_FOUND', newsletterMessages.notFound);
const EDITABLE: readonly NewsletterStatus[] = ['draft', 'scheduled'];
/** A newsletter as the staff's screens get it: its pause reason still a message, put in her language where the answer is sent. */
export type ShownNewsletter = Omit<Newsletter, 'pauseReason'> & { pauseReason: string | LocalText | null };

/** Why sending paused itself, as newsletter-sender stores it. */
const PauseReason = z.object({ template: z.string(), values: z.record(z.string(), z.string()) });

/** Rows as the staff screens read them, with their counts, audience (while editable) and sender's name. */
async function present(db: Kysely<DB>, rows: NewsletterRow[]): Promise<ShownNewsletter[]> {
  const read = await readForPresenting(db, rows);
  return Promise.all(rows.map((row) => presentRow(db, row, read)));
}

async function presentOne(db: Kysely<DB>, row: NewsletterRow): Promise<ShownNewsletter> {
  return presentRow(db, row, await readForPresenting(db, [row]));
}

/** What presenting rows reads once for them all: their recipients' counts and their senders' names. */
async function readForPresenting(db: Kysely<DB>, rows: NewsletterRow[]) {
  const counts = await recipients.countsOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await repository.namesOf(db, [...new Set(rows.flatMap((row) => (row.sent_by ? [row.sent_by] : [])))]);
  return { counts, names };
}

async function presentRow(
  db: Kysely<DB>,
  row: NewsletterRow,
  { counts, names }: Awaited<ReturnType<typeof readForPresenting>>,
): Promise<ShownNewsletter> {
  const { topics, filters } = audienceOf(row);
  return {
    _id: row.id,
    slug: row.slug,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    ml:
      row.ml_subject !== null && row.ml_body !== null
        ? { subject: row.ml_subject, preheader: row.ml_preheader ?? '', body: row.ml_body }
        : null,
    topics,
    filters,
    membersOnly: row.members_only === 1,
    status: row.status,
    scheduledAt: row.scheduled_at,
    pauseReason: pauseReasonOf(row.pause_reason),
    counts: counts.get(row.id) ?? recipients.noRecipients(),
    audience: EDITABLE.includes(row.status) ? await recipients.countAudience(db, { topics, filters }) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    sentByName: row.sent_by ? (names.get(row.sent_by) ?? null) : null,
  };
}

/**
 * Why sending paused itself, stored as its template and values by newsletter-sender: a message the
 * answer puts in the reader's language. Stored by an older version as its text alone, or with
 * values its template lacks: shown as it is stored.
 */
function pauseReasonOf(stored: string | null): string | LocalText | null {
  if (stored === null) return null;
  const reason = parseJsonColumnOr(PauseReason, stored, undefined);
  return reason ? new LocalText(reason.template, reason.values, stored) : stored;
}

/** A page address from the subject (a Malayalam-only subject gets "newsletter"). */
function slugOfSubject(subject: string): string {
  return slugFrom(subject, 'newsletter');
}

async function freeSlug(db: Kysely<DB>, subject: string, exceptId?: string): Promise<string> {
  const base = slugOfSubject(subject);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repository.slugTaken(db, slug, exceptId))) return slug;
  }
}

function columnsOf(input: NewsletterBody) {
  return {
    subject: input.subject,
    preheader: input.preheader,
    body: input.body,
    ml_subject: input.ml?.subject ?? null,
    ml_preheader: input.ml?.preheader ?? null,
    ml_body: input.ml?.body ?? null,
    topics: JSON.stringify(input.topics),
    filters: JSON.stringify(input.filters),
    members_only: input.membersOnly ? 1 : 0,
  };
}

/** Two saves racing for one address: the loser tries the next free one. */
async function withFreeSlug<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 3) throw error;
    }
  }
}

export async function listNewsletters(database: Database, actor: User): Promise<ShownNewsletter[]> {
  await assertMayWriteNewsletters(database, actor);
  return present(database.db, await repository.listNewsletters(database.db, 200));
}

/** Newsletters with their reach (issue 44): the copies sent by e-mail, and the members their WhatsApp notices reached. */
export async function withReach(database: Database, whatsapp: WhatsApp, shown: ShownNewsletter[]): Promise<ShownNewsletter[]> {
  const reached = await whatsapp.reach(
    database.db,
    shown.map((newsletter) => newsletter._id),
  );
  return shown.map((newsletter) => ({
    ...newsletter,
    reach: { email: newsletter.counts.sent, whatsapp: reached.get(newsletter._id) ?? 0 },
  }));
}

export async function getNewsletter(database: Database, id: string, actor: User): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  const row = await repository.findNewsletter(database.db, id);
  if (!row) throw notFound();
  return presentOne(database.db, row);
}

export async function createNewsletter(database: Database, input: NewsletterBody, actor: User, now: Date): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  const id = newId();
  const stamp = now.toISOString();
  await withFreeSlug(() =>
    database.writeTransaction(async (trx) => {
      const slug = await freeSlug(trx, input.subject);
      await repository.insertNewsletter(trx, {
        id,
        slug,
        ...columnsOf(input),
        status: 'draft',
        created_by: actor._id,
        created_at: stamp,
        updated_at: stamp,
      });
    }),
  );
  return getNewsletter(database, id, actor);
}

/** Saves a draft or a scheduled newsletter; once sending has begun it stays as it was sent (409). */
export async function updateNewsletter(
  database: Database,
  id: string,
  input: NewsletterBody,
  actor: User,
  now: Date,
): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  await withFreeSlug(() =>
    database.writeTransaction(async (trx) => {
      const row = await repository.lockNewsletter(trx, database.engine, id);
      if (!row) throw notFound();
      if (!EDITABLE.includes(row.status)) throw conflict(newsletterMessages.notEditable, 'NEWSLETTER_NOT_EDITABLE');
      const slug = row.subject === input.subject ? row.slug : await freeSlug(trx, input.subject, id);
      await repository.updateNewsletterIf(trx, id, EDITABLE, { ...columnsOf(input), slug, updated_at: now.toISOString() });
    }),
  );
  return getNewsletter(database, id, actor);
}

export async function deleteNewsletter(database: Database, id: string, actor: User): Promise<{ message: string }> {
  await assertMayWriteNewsletters(database, actor);
  const row = await repository.findNewsletter(database.db, id);
  if (!row) throw notFound();
  if (!(await repository.deleteNewsletter(database.db, id))) throw conflict(newsletterMessages.onlyDraftDeleted, 'NEWSLETTER_NOT_EDITABLE');
  return { message: newsletterMessages.deleted };
}

export async function countAudience(database: Database, input: NewsletterAudienceBody, actor: User): Promise<{ count: number }> {
  await assertMayWriteNewsletters(database, actor);
  return { count: await recipients.countAudience(database.db, input) };
}

/** The e-mail as a member would get it, from the editor's text (saved or not); her links are examples. */
export async function previewNewsletter(database: Database, input: NewsletterPreviewBody, actor: User, publicUrl: string) {
  await assertMayWriteNewsletters(database, actor);
  const site = await siteReader(database, publicUrl)(input.locale);
  const row = { topics: JSON.stringify(input.topics), members_only: 0, slug: slugOfSubject(input.subject) } as NewsletterRow;
  const data = newsletterMailData(row, newsletterText(input, publicUrl), {
    publicUrl,
    locale: input.locale,
    listId: listIdOf(site.name, publicUrl),
    token: 'example',
  });
  return renderMail('newsletter', data, site);
}

/** The address of a member's copy of a newsletter, named by a bounce's envelope (issue 41). */
export function newsletterCopyAddress(db: Kysely<DB>, copyId: string): Promise<string | undefined> {
  return recipients.findCopyAddress(db, copyId);
}
