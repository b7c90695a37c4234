import { fillTemplate, localizedPath, newsletterMessages } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { maskEmail } from '../../lib/redact';
import { recordAudit } from '../audit/audit.service';
import type { MailLocale } from '../mail/mail-text';
import { describeSendFailure, type MailTransport } from '../mail/mail-transport';
import { messageIdFor, senderFor, siteReader, type SiteReader } from '../mail/outbox-worker';
import { mailHeaders, renderMail } from '../mail/render-mail';
import { bounceAddress } from '../mail/reply-address';
import { suppressAddress } from '../mail/mail.service';
import type { WhatsApp } from '../whatsapp/whatsapp';
import type { NewsletterText } from './newsletter-content';
import { listIdOf, newsletterMailData, preferencesToken, textsOf } from './newsletter-message';
import { audienceOf } from './newsletter-preparer';
import { giveBackSends, takeSends } from './newsletter-rate';
import * as recipients from './newsletter-recipients.repository';
import type { RecipientRow } from './newsletter-recipients.repository';
import * as repository from './newsletters.repository';
import type { NewsletterRow } from './newsletters.repository';

/** What sending needs; built once per app by `registerNewsletters`. */
export interface SendContext {
  database: Database;
  /** The newsletters' own pooled connections (never the outbox's: transactional mail does not wait behind a newsletter). */
  transport: MailTransport;
  from: string;
  /** PUBLIC_URL: the newsletter's page, which its copies and its WhatsApp notices link to. */
  publicUrl: string;
  /** The app's WhatsApp: once a newsletter is sent, a member who chose newsletter notices there is told (issue 44). */
  whatsapp: WhatsApp;
  /** REPLY_ADDRESS (issue 41): a member's reply goes to the club's Inbox, a bounce finds her copy. */
  replyAddress?: string | undefined;
  jwtSecret: string;
  ratePerMinute: number;
  leaseMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  stopping: () => boolean;
  /** Told when a newsletter has gone to everyone (its public page appears). */
  onFinished: (newsletterId: string) => void;
  /** Failures in a row per newsletter in this process, across passes (a copy taken resets it). */
  failureStreaks: Map<string, number>;
}

export interface SendReport {
  sent: number;
  failed: number;
  retried: number;
  skipped: number;
  /** True when the rate's window was used up before the due recipients were. */
  rateLimited: boolean;
}

/** Recipients claimed at a time. */
const SEND_BATCH = 50;
/** Waits before a recipient's 2nd and 3rd attempt after a temporary failure; after the 3rd, she failed. */
const RECIPIENT_RETRY_MS = [5 * 60_000, 30 * 60_000];
/** Failures in a row (no message taken between them) after which sending pauses itself. */
const PAUSE_AFTER_FAILURES = 10;

/** Why a pass stopped sending a newsletter early. */
class PauseSignal {
  constructor(
    readonly template: string,
    readonly values: Record<string, string>,
  ) {}

  /** The reason in English (the audit log's and the log's words). */
  get english(): string {
    return fillTemplate(
      this.template,
      Object.entries(this.values).map(([name, value]) => [`{${name}}`, value] as const),
    );
  }
}

/**
 * Sends what is due of every newsletter being sent, oldest first, within the rate, until nothing is
 * due, the rate's window is used up, or the process is stopping.
 */
export async function sendDueNewsletters(context: SendContext): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, retried: 0, skipped: 0, rateLimited: false };
  const site = siteReader(context.database, context.publicUrl);
  for (const id of await repository.sendingIds(context.database.db)) {
    if (context.stopping() || report.rateLimited) break;
    await sendNewsletter(context, id, site, report);
  }
  return report;
}

async function sendNewsletter(context: SendContext, id: string, site: SiteReader, report: SendReport): Promise<void> {
  const { database } = context;
  const newsletter = await repository.findNewsletter(database.db, id);
  if (newsletter?.status !== 'sending') return;
  const texts = textsOf(newsletter, context.publicUrl);
  const listId = listIdOf((await site('en')).name, context.publicUrl);
  const streak = { failures: context.failureStreaks.get(id) ?? 0 };
  try {
    await sendUntilDone(context, newsletter, { newsletter, texts, listId, site }, report, streak);
  } finally {
    context.failureStreaks.set(id, streak.failures);
  }
}

async function sendUntilDone(
  context: SendContext,
  newsletter: NewsletterRow,
  batch: Batch,
  report: SendReport,
  streak: { failures: number },
): Promise<void> {
  const { database } = context;
  while (!context.stopping()) {
    const takenAt = context.clock();
    const granted = await takeSends(database, context.ratePerMinute, SEND_BATCH, takenAt);
    if (granted === 0) {
      report.rateLimited = true;
      return;
    }
    const claimed = await claim(context, newsletter.id, granted);
    await giveBackSends(database, granted - claimed.length, takenAt);
    if (claimed.length === 0) {
      await finishIfDone(context, newsletter);
      return;
    }
    const pause = await sendBatch(context, batch, claimed, report, streak);
    if (pause) {
      streak.failures = 0;
      await pauseItself(context, newsletter.id, pause);
      return;
    }
  }
}

/** Claims due recipients while the newsletter is still being sent (a pause or cancel waits for this, and stops the next claim). */
function claim(context: SendContext, newsletterId: string, limit: number): Promise<RecipientRow[]> {
  const { database } = context;
  const now = context.clock();
  return database.writeTransaction(async (trx) => {
    const current = await repository.lockNewsletter(trx, database.engine, newsletterId);
    if (current?.status !== 'sending') return [];
    return recipients.claimRecipients(trx, database.engine, {
      newsletterId,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + context.leaseMs).toISOString(),
      limit,
    });
  });
}

async function finishIfDone(context: SendContext, newsletter: NewsletterRow): Promise<void> {
  const { database } = context;
  const now = context.clock();
  const finished = await database.writeTransaction(async (trx) => {
    if (await recipients.hasUnfinished(trx, newsletter.id)) return false;
    const moved = await repository.updateNewsletterIf(trx, newsletter.id, ['sending'], {
      status: 'sent',
      finished_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (!moved) return false;
    // Only the process whose update moved it to sent gets here (another one's matches no row), so notices go once.
    await notifyMembers(trx, context, newsletter, now);
    const counts = (await recipients.countsOf(trx, [newsletter.id])).get(newsletter.id);
    const detail = `${counts?.sent ?? 0} sent, ${counts?.failed ?? 0} failed, ${counts?.unsubscribed ?? 0} unsubscribed`;
    await recordAudit(
      trx,
      { action: 'newsletter-finished', actorId: null, subject: { kind: 'newsletter', id: newsletter.id }, detail },
      now,
    );
    return true;
  });
  if (finished) {
    context.log.info({ newsletterId: newsletter.id }, 'newsletter sent to everyone on its list');
    context.onFinished(newsletter.id);
  }
}

/** Members whose copies are read for notices per query: memory stays flat however many copies went. */
const NOTICE_PAGE = 1000;

/**
 * Queues `wfc_newsletter_notice` (her first name, its subject and its page in her language) to each
 * member whose copy was sent and who is still of its audience, in the transaction that marks it sent:
 * its page is public from that commit, and the notices are claimed with it, once. A members-only
 * newsletter has no page (nor one for members signed in), so it has no notice. Its size is fine for
 * the club: it writes only for members with a confirmed number who turned newsletter notices on (they
 * start off): the sent copies are read in pages, and only those of the members with such a number
 * (`membersWithChoice`, one read) are looked up and queued.
 */
async function notifyMembers(trx: Kysely<DB>, context: SendContext, newsletter: NewsletterRow, now: Date): Promise<void> {
  if (newsletter.members_only === 1 || !context.whatsapp.configured) return;
  const audience = audienceOf(newsletter);
  const noticed = await context.whatsapp.membersWithChoice(trx, 'newsletter_notices');
  if (noticed.size === 0) return;
  let after: string | null = null;
  for (;;) {
    const page = await recipients.sentCopiesPage(trx, newsletter.id, audience, after, NOTICE_PAGE);
    for (const member of page.filter((copy) => noticed.has(copy.membership_id)))
      await context.whatsapp.notifyMember(
        trx,
        {
          email: member.email,
          choice: 'newsletter_notices',
          template: 'wfc_newsletter_notice',
          cause: 'newsletter',
          causeId: newsletter.id,
          params: ({ locale, firstName }) => [
            firstName,
            locale === 'ml' && newsletter.ml_subject !== null ? newsletter.ml_subject : newsletter.subject,
            `${context.publicUrl}${localizedPath(locale, `/newsletters/${newsletter.slug}`)}`,
          ],
        },
        now,
      );
    if (page.length < NOTICE_PAGE) return;
    after = page.at(-1)!.membership_id;
  }
}

async function pauseItself(context: SendContext, newsletterId: string, pause: PauseSignal): Promise<void> {
  const now = context.clock();
  // Stored as its template and values, so each reader gets it in her language (newsletters.service's pauseReasonIn).
  const stored = JSON.stringify({ template: pause.template, values: pause.values });
  await context.database.writeTransaction(async (trx) => {
    const moved = await repository.updateNewsletterIf(trx, newsletterId, ['sending'], {
      status: 'paused',
      pause_reason: stored,
      updated_at: now.toISOString(),
    });
    if (moved)
      await recordAudit(
        trx,
        { action: 'newsletter-paused', actorId: null, subject: { kind: 'newsletter', id: newsletterId }, detail: pause.english },
        now,
      );
  });
  context.log.warn({ newsletterId, reason: pause.english }, 'newsletter sending paused itself');
}

interface Batch {
  newsletter: NewsletterRow;
  texts: Record<MailLocale, NewsletterText>;
  listId: string;
  site: SiteReader;
}

/** Sends one claimed batch over the transport's connections; a reason to pause, or undefined. */
async function sendBatch(
  context: SendContext,
  batch: Batch,
  rows: RecipientRow[],
  report: SendReport,
  streak: { failures: number },
): Promise<PauseSignal | undefined> {
  const write = context.database.groupWrite;
  const stamp = () => context.clock().toISOString();
  // A member who left its topics, or all e-mail, or whose address was refused since the list was frozen, is skipped.
  const still = await recipients.stillEligible(
    context.database.db,
    audienceOf(batch.newsletter),
    rows.map((row) => row.membership_id),
  );
  let pause: PauseSignal | undefined;
  let next = 0;
  const lane = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      const attempts = row.attempts;
      if (pause || context.stopping()) {
        await write((trx) =>
          recipients.endRecipientClaim(trx, row.id, attempts, {
            status: 'waiting',
            now: stamp(),
            lastError: row.last_error,
            undoAttempt: true,
          }),
        );
        continue;
      }
      if (!still.has(row.membership_id)) {
        await write((trx) => recipients.endRecipientClaim(trx, row.id, attempts, { status: 'skipped', now: stamp() }));
        report.skipped += 1;
        continue;
      }
      const outcome = await sendOne(context, batch, row);
      if (outcome.kind === 'sent') {
        streak.failures = 0;
        await write((trx) => recipients.endRecipientClaim(trx, row.id, attempts, { status: 'sent', now: stamp() }));
        report.sent += 1;
        continue;
      }
      const now = stamp();
      if (outcome.busy) {
        // 421: the server is busy or closing; not her fault, so the attempt does not count.
        pause = new PauseSignal(newsletterMessages.pausedServerBusy, { reply: outcome.reason });
        await write((trx) =>
          recipients.endRecipientClaim(trx, row.id, attempts, { status: 'waiting', now, lastError: outcome.reason, undoAttempt: true }),
        );
        continue;
      }
      streak.failures += 1;
      if (streak.failures >= PAUSE_AFTER_FAILURES)
        pause ??= new PauseSignal(newsletterMessages.pausedTooManyFailures, { count: String(streak.failures) });
      const delay = RECIPIENT_RETRY_MS[attempts - 1];
      const gaveUp = outcome.permanent || delay === undefined;
      await write(async (trx) => {
        await recipients.endRecipientClaim(trx, row.id, attempts, {
          status: gaveUp ? 'failed' : 'waiting',
          now,
          nextAttemptAt: gaveUp ? now : new Date(Date.parse(now) + delay).toISOString(),
          lastError: outcome.reason,
        });
        if (outcome.refused) await suppressAddress(trx, row.email, outcome.reason, now);
      });
      report[gaveUp ? 'failed' : 'retried'] += 1;
      context.log.warn(
        { newsletterId: batch.newsletter.id, to: maskEmail(row.email), reason: outcome.reason, permanent: gaveUp },
        'newsletter copy not taken',
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(context.transport.concurrency, rows.length) }, lane));
  return pause;
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: string; permanent: boolean; refused: boolean; busy: boolean };

/** One member's copy, in her language, with her own links, handed to the mail server. */
async function sendOne(context: SendContext, batch: Batch, row: RecipientRow): Promise<Outcome> {
  const locale: MailLocale = row.locale === 'ml' ? 'ml' : 'en';
  const token = preferencesToken(context.jwtSecret, row.id).token;
  const data = newsletterMailData(batch.newsletter, batch.texts[locale], {
    publicUrl: context.publicUrl,
    locale,
    listId: batch.listId,
    token,
  });
  const site = await batch.site(locale);
  try {
    const parts = renderMail('newsletter', data, site);
    await context.transport.send({
      messageId: messageIdFor(row.id, context.publicUrl),
      from: senderFor(context.from, (await batch.site('en')).name),
      to: { name: row.name, address: row.email },
      ...parts,
      ...(context.replyAddress
        ? { replyTo: context.replyAddress, envelopeFrom: bounceAddress(context.replyAddress, context.jwtSecret, 'n', row.id) }
        : {}),
      headers: { ...mailHeaders('newsletter', data, context.publicUrl), Precedence: 'bulk' },
    });
    return { kind: 'sent' };
  } catch (error) {
    const failure = describeSendFailure(error);
    const code = failure.responseCode ?? 0;
    return {
      kind: 'failed',
      reason: failure.reason,
      permanent: failure.permanent,
      refused: failure.permanent && code >= 500,
      busy: code === 421,
    };
  }
}
