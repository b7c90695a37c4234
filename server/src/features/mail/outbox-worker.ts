import type { Locale } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { maskEmail } from '../../lib/redact';
import { getSite } from '../content/content.service';
import { describeSendFailure, type MailTransport, type OutgoingMail } from './mail-transport';
import * as repository from './outbox.repository';
import type { OutboxRow, StoredParts } from './outbox.repository';
import { mailLocaleOf } from './mail-text';
import type { Outbox } from './outbox.service';
import { MailDataError, mailExtras, mailHeaders, renderMail, type MailSite } from './render-mail';
import { threadRootId } from './reply-address';
import { purgeVisitorMailCountsBefore } from './visitor-mail';

/** What a delivery pass needs; built once per app by `registerOutbox`. */
export interface OutboxContext {
  database: Database;
  /** Undefined without SMTP_URL: mail is held. */
  transport: MailTransport | undefined;
  /** MAIL_FROM: with a name, used as it is; a bare address gets the club's current name (`senderFor`). */
  from: string;
  /** PUBLIC_URL: its host names every Message-ID, and the layout links to it. */
  publicUrl: string;
  /** How long a claim lasts before another process may take the message over. */
  leaseMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** True once the process is shutting down: nothing new is handed to the transport. */
  stopping: () => boolean;
  /** The app's outbox: opens the sealed live links of a message being sent, and names where its replies go. */
  outbox: Pick<Outbox, 'openSecrets' | 'returnPathsOf'>;
}

/** What one pass did, for tests and the bench. */
export interface DeliveryReport {
  rendered: number;
  held: number;
  sent: number;
  retried: number;
  failed: number;
  released: number;
}

/** Waits before attempts 2 to 6 after a temporary failure; after the sixth, the message has failed. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * 60_000);
/** Bodies of sent and failed messages are emptied this long after (personal data). */
const PURGE_AFTER_MS = 30 * 24 * 60 * 60_000;

const BATCH_SIZE = 50;
const RENDER_BATCH_SIZE = 100;

/**
 * The From of every message: MAIL_FROM as it is when it names a sender, else its address under the
 * club's current name from the site settings, so a renamed club does not mail under its old name.
 */
export function senderFor(mailFrom: string, clubName: string): string {
  if (mailFrom.includes('<')) return mailFrom;
  const name = clubName
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .replace(/["\\]/g, (character) => `\\${character}`);
  return name ? `"${name}" <${mailFrom}>` : mailFrom;
}

/** `<row id@PUBLIC_URL's host>`: stable across attempts, unique per message. */
export function messageIdFor(id: string, publicUrl: string): string {
  return `<${id}@${new URL(publicUrl).hostname}>`;
}

/**
 * One delivery pass: renders messages not rendered yet (so held mail shows on the Mail page too),
 * then, with a transport, claims due messages in batches and sends them over the pooled
 * connections until none is due; without one, keeps every queued message held.
 */
export async function deliverDueMail(context: OutboxContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { rendered: 0, held: 0, sent: 0, retried: 0, failed: 0, released: 0 };
  const { db, engine } = context.database;
  const site = siteReader(context.database, context.publicUrl);
  report.rendered = await renderPending(context, site);
  if (!context.transport) {
    report.held = await repository.moveStatus(db, 'queued', 'held', context.clock().toISOString());
    return report;
  }
  while (!context.stopping()) {
    const now = context.clock();
    const leaseUntil = new Date(now.getTime() + context.leaseMs).toISOString();
    const claimed = await repository.claimDueMessages(db, engine, { now: now.toISOString(), leaseUntil, limit: BATCH_SIZE });
    await sendClaimed(context, context.transport, claimed, site, report);
    if (claimed.length < BATCH_SIZE) break;
  }
  return report;
}

/**
 * Empties the bodies of messages sent or failed more than 30 days ago; returns how many. Also
 * forgets the visitor-mail counts whose 24 hours are over.
 */
export async function purgeSentMail(database: Database, now: Date): Promise<number> {
  await purgeVisitorMailCountsBefore(database.db, now);
  const before = new Date(now.getTime() - PURGE_AFTER_MS).toISOString();
  let total = 0;
  for (;;) {
    const purged = await repository.purgeBodies(database.db, before, now.toISOString(), 500);
    total += purged;
    if (purged < 500) return total;
  }
}

/** What a message shows of the club, in the message's language. */
export type SiteReader = (locale: Locale) => Promise<MailSite>;

/**
 * The site's name and address in a message's language (the Malayalam address where one is stored,
 * issue 26), read (through the content feature) once per pass and language, and only if needed.
 */
export function siteReader(database: Database, publicUrl: string): SiteReader {
  const sites = new Map<Locale, Promise<MailSite>>();
  return (locale) => {
    let site = sites.get(locale);
    if (!site) {
      site = getSite(database.db, locale).then(({ name, address }) => ({ name, address, publicUrl }));
      sites.set(locale, site);
    }
    return site;
  };
}

async function renderPending(context: OutboxContext, site: SiteReader): Promise<number> {
  const rows = await repository.listUnrendered(context.database.db, RENDER_BATCH_SIZE);
  for (const row of rows) {
    const parts = await partsOf(row, site).catch((error: unknown) => {
      if (error instanceof MailDataError) return undefined; // reported when sending is attempted
      throw error;
    });
    if (parts) await repository.storeRendered(context.database.db, row.id, parts);
  }
  return rows.length;
}

/** A row's parts: as stored, or rendered now from its data (MailDataError when they do not fit its kind). */
export async function partsOf(row: Pick<OutboxRow, 'kind' | 'data' | 'subject' | 'text' | 'html'>, site: SiteReader): Promise<StoredParts> {
  if (row.subject !== null && row.text !== null && row.html !== null) return { subject: row.subject, text: row.text, html: row.html };
  if (row.data === null) throw new MailDataError('the message has no data to render');
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    throw new MailDataError('the data of this message is not valid JSON');
  }
  return renderMail(row.kind, data, await site(mailLocaleOf(data)));
}

/**
 * In-Reply-To and References (issue 41): the message it answers (an answer from the Inbox), or its
 * thread's root, so mail clients group a conversation's messages.
 */
function threadHeadersOf(row: Pick<OutboxRow, 'thread_ref' | 'in_reply_to'>, publicUrl: string): Record<string, string> {
  const parent = row.in_reply_to ?? (row.thread_ref === null ? null : threadRootId(row.thread_ref, publicUrl));
  return parent === null ? {} : { 'In-Reply-To': parent, References: parent };
}

/** The kind's extra headers (List-Unsubscribe for mail to members), from the row's data while it has it. */
function headersOf(row: Pick<OutboxRow, 'kind' | 'data'>, publicUrl: string): Record<string, string> {
  if (row.data === null) return {};
  try {
    return mailHeaders(row.kind, JSON.parse(row.data), publicUrl);
  } catch {
    return {};
  }
}

/** The kind's calendar invitation and inline images (issue 30), from the live data. */
async function extrasOf(row: Pick<OutboxRow, 'kind' | 'data'>, site: SiteReader): Promise<Pick<OutgoingMail, 'calendar' | 'inlineImages'>> {
  if (row.data === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return {};
  }
  return mailExtras(row.kind, data, await site(mailLocaleOf(data)));
}

/** Sends the claimed rows, as many at once as the transport has connections. */
async function sendClaimed(
  context: OutboxContext,
  transport: MailTransport,
  rows: OutboxRow[],
  site: SiteReader,
  report: DeliveryReport,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) await sendOne(context, transport, row, site, report);
  };
  await Promise.all(Array.from({ length: Math.min(transport.concurrency, rows.length) }, lane));
}

async function sendOne(
  context: OutboxContext,
  transport: MailTransport,
  row: OutboxRow,
  site: SiteReader,
  report: DeliveryReport,
): Promise<void> {
  // Marks share commits with the other lanes' (group commit): one flush to disk for several messages.
  const write = context.database.groupWrite;
  const fresh = row.subject === null || row.text === null || row.html === null;
  const stamp = () => context.clock().toISOString();
  const logged = { outboxId: row.id, kind: row.kind, to: maskEmail(row.recipient), attempt: row.attempts };
  if (context.stopping()) {
    // Shutting down before this one started: hand it back untouched for the next pass (any process).
    await write((trx) =>
      repository.endClaim(trx, row.id, row.attempts, {
        status: 'queued',
        nextAttemptAt: stamp(),
        lastError: row.last_error,
        now: stamp(),
        undoAttempt: true,
      }),
    );
    report.released += 1;
    return;
  }

  // What is stored (and shown on the Mail page) has its links masked; what is sent has them live.
  let parts: StoredParts;
  let sent: { parts: StoredParts; data: string | null };
  try {
    parts = await partsOf(row, site);
    sent = { parts, data: row.data };
    if (row.secrets !== null) {
      const live = context.outbox.openSecrets(row.id, row.secrets);
      if (live === undefined) throw new MailDataError('its links could not be opened (JWT_SECRET changed since it was queued)');
      sent = { parts: await partsOf({ kind: row.kind, data: live, subject: null, text: null, html: null }, site), data: live };
    }
  } catch (error) {
    if (!(error instanceof MailDataError)) throw error;
    await write((trx) =>
      repository.endClaim(trx, row.id, row.attempts, {
        status: 'failed',
        nextAttemptAt: stamp(),
        lastError: `Could not render: ${error.message}`,
        now: stamp(),
      }),
    );
    report.failed += 1;
    context.log.error({ ...logged, reason: error.message }, 'mail could not be rendered');
    return;
  }

  const messageId = messageIdFor(row.id, context.publicUrl);
  try {
    await transport.send({
      messageId,
      from: senderFor(context.from, (await site('en')).name),
      to: { name: row.recipient_name ?? undefined, address: row.recipient },
      ...(row.cc ? { cc: { name: row.cc_name ?? undefined, address: row.cc } } : {}),
      ...sent.parts,
      ...context.outbox.returnPathsOf(row),
      headers: { ...threadHeadersOf(row, context.publicUrl), ...headersOf({ kind: row.kind, data: sent.data }, context.publicUrl) },
      ...(await extrasOf({ kind: row.kind, data: sent.data }, site)),
    });
  } catch (error) {
    const failure = describeSendFailure(error);
    const now = stamp();
    if (context.stopping()) {
      // Cut off by the shutdown: not the message's fault, so the attempt does not count.
      await write((trx) =>
        repository.endClaim(trx, row.id, row.attempts, {
          status: 'queued',
          nextAttemptAt: now,
          lastError: row.last_error,
          now,
          undoAttempt: true,
        }),
      );
      report.released += 1;
      return;
    }
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    const gaveUp = failure.permanent || delay === undefined;
    await write((trx) =>
      repository.endClaim(trx, row.id, row.attempts, {
        status: gaveUp ? 'failed' : 'queued',
        nextAttemptAt: gaveUp ? now : new Date(Date.parse(now) + delay).toISOString(),
        lastError: failure.reason,
        now,
        ...(fresh ? { parts } : {}),
      }),
    );
    report[gaveUp ? 'failed' : 'retried'] += 1;
    context.log.warn(
      { ...logged, reason: failure.reason, permanent: failure.permanent },
      gaveUp ? 'mail failed for good' : 'mail will be retried',
    );
    return;
  }
  await write((trx) => repository.markSent(trx, row.id, { messageId, now: stamp(), ...(fresh ? { parts } : {}) }));
  report.sent += 1;
  context.log.debug(logged, 'mail sent');
}
