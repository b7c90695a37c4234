import type { MailDetail, MailListQuery, MailSummary, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { assertRole } from '../../lib/permissions';
import * as repository from './outbox.repository';
import type { OutboxSummaryRow, StoredParts } from './outbox.repository';
import { partsOf, siteReader } from './outbox-worker';
import { recordAudit } from '../audit/audit.service';
import { maskSecretLinks } from './outbox-secrets';
import { linksIn } from './render-mail';
import { suppressAddress } from './suppressions.repository';
export { clearSuppression, suppressAddress, suppressionsOf } from './suppressions.repository';
export { findReplyRoute, type ReplyRouteRow } from './reply-routes.repository';
export { findAttachment, insertAttachment, listAttachments } from './mail-attachments.repository';

/** One page of the admin's Mail list. */
export interface MailPage {
  messages: MailSummary[];
  /** All messages matching the status filter, across pages. */
  total: number;
  nextCursor: string | undefined;
}

const NOT_RENDERED = '(this message could not be rendered)';

/** The admin's Mail list: newest first, optionally by status, in pages of `limit`. */
export async function listMail(database: Database, query: MailListQuery, actor: User, publicUrl: string): Promise<MailPage> {
  assertRole(actor, 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    repository.listOutboxPage(database.db, { status: query.status, limit: query.limit + 1, after }),
    repository.countOutbox(database.db, query.status),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, rowPosition);
  const site = siteReader(database, publicUrl);
  const messages = await Promise.all(
    page.map(async (row) => toMailSummary(row, row.subject ?? (await renderNow(row, site))?.subject ?? NOT_RENDERED)),
  );
  return { messages, total, nextCursor };
}

/**
 * One message with its text, HTML and links (null once its body was purged); 404 for an unknown id.
 * Its secret links are masked (a row queued before issue 26 may still hold them in its data), and
 * the admin's reading of a body is an audit line.
 */
export async function getMail(database: Database, id: string, actor: User, publicUrl: string, now: Date): Promise<MailDetail> {
  assertRole(actor, 'admin');
  const row = await repository.findOutboxMessage(database.db, id);
  if (!row) throw notFound('We could not find that message.');
  const rendered = row.purged_at ? undefined : await renderNow(row, siteReader(database, publicUrl));
  const parts = rendered && { subject: rendered.subject, text: maskSecretLinks(rendered.text), html: maskSecretLinks(rendered.html) };
  if (parts)
    await database.writeTransaction((trx) =>
      recordAudit(trx, { action: 'mail-opened', actorId: actor._id, subject: { kind: 'mail', id: row.id } }, now),
    );
  return {
    ...toMailSummary(row, row.subject ?? parts?.subject ?? NOT_RENDERED),
    text: parts?.text ?? null,
    html: parts?.html ?? null,
    links: parts ? linksIn(parts.text) : [],
  };
}

/** A message not rendered yet (the worker renders within seconds) is rendered for the page, not stored. */
async function renderNow(
  row: OutboxSummaryRow & { text?: string | null; html?: string | null },
  site: ReturnType<typeof siteReader>,
): Promise<StoredParts | undefined> {
  return partsOf({ text: null, html: null, ...row }, site).catch(() => undefined);
}

function toMailSummary(row: OutboxSummaryRow, subject: string): MailSummary {
  return {
    _id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    ...(row.cc ? { cc: row.cc } : {}),
    subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * A later delivery failure of one of the outbox's messages (issue 41), named by its row (the VERP
 * envelope sender) or its Message-ID (the report's returned headers): the address is suppressed for
 * bulk mail with the reason, and the message notes it. Returns the address, or undefined when the
 * message is not the outbox's or the report is about another address than its recipient.
 */
export async function recordOutboxBounce(
  trx: Kysely<DB>,
  ref: { id: string } | { messageId: string },
  failed: { address: string; reason: string }[],
  now: string,
): Promise<string | undefined> {
  const row = await repository.findRecipientOf(trx, ref);
  if (!row) return undefined;
  const failure = failed.find((entry) => entry.address === row.recipient.toLowerCase()) ?? (failed.length === 1 ? failed[0] : undefined);
  if (!failure) return undefined;
  const reason = `Bounced: ${failure.reason}`;
  await repository.noteBounce(trx, row.id, reason, now);
  await suppressAddress(trx, row.recipient, reason, now);
  return row.recipient;
}
