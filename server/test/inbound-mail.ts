import type { FastifyInstance } from 'fastify';
import { replyToAddress } from '../src/features/mail/reply-address';

/** From, To, Subject, Date and Message-ID (a new one unless given). */
function headOf(options: { from: string; to: string; subject?: string; messageId?: string }): string[] {
  return [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Re: your request'}`,
    'Date: Mon, 07 Dec 2026 10:00:00 +0530',
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@mail.example.net>`}`,
  ];
}

/**
 * Raw messages as mail clients and servers send them, for the intake's tests (issue 41): headers
 * and a plain body, CRLF line ends. `headers` are added after From, To, Subject, Date and Message-ID.
 */
export function rawMail(options: {
  from: string;
  to: string;
  subject?: string;
  text: string;
  messageId?: string;
  headers?: Record<string, string>;
}): Buffer {
  const lines = [
    ...headOf(options),
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    options.text.replace(/\r?\n/g, '\r\n'),
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** Files as the intake sorts them by their bytes: a 1×1 PNG and a tiny PDF are kept, a .docx (a ZIP) is not. */
export const sampleFiles = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(20), Buffer.from('[Content_Types].xml')]),
};

/** A file attached to a message. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A reply with files: multipart/mixed, its text first, each file base64 as a mail client attaches it. */
export function rawMailWithFiles(options: {
  from: string;
  to: string;
  subject?: string;
  text: string;
  messageId?: string;
  files: MailFile[];
}): Buffer {
  const boundary = 'files-boundary-3c1d';
  const lines = [
    ...headOf(options),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    options.text.replace(/\r?\n/g, '\r\n'),
    ...options.files.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.contentType}; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(file.content.toString('base64').match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** The Reply-To of the e-mail of case `caseId` to `recipient` (undefined when none names a reply route). */
export async function replyToIn(app: FastifyInstance, caseId: string, recipient: string): Promise<string | undefined> {
  const row = await app.database.db
    .selectFrom('outbox_messages')
    .select(['reply_route_id'])
    .where('recipient', '=', recipient)
    .where('thread_ref', '=', `case:${caseId}`)
    .executeTakeFirst();
  const replyAddress = app.config.inbound.replyAddress;
  if (!row?.reply_route_id || !replyAddress) return undefined;
  return replyToAddress(replyAddress, app.config.jwtSecret, row.reply_route_id);
}

/** One recipient's block of a delivery status report (RFC 3464). */
export interface ReportedRecipient {
  /** Final-Recipient's address; left out when only `originalRecipient` is given. */
  finalRecipient?: string;
  originalRecipient?: string;
  action: 'failed' | 'delayed' | 'delivered';
  status: string;
  diagnostic?: string;
}

/**
 * A bounce as a mail server sends it (RFC 3464): multipart/report; report-type=delivery-status with
 * a human part, the message/delivery-status fields and the returned message's headers
 * (text/rfc822-headers), from MAILER-DAEMON to `to` (the envelope sender of the message returned).
 */
export function deliveryReport(options: {
  to: string;
  recipients: ReportedRecipient[];
  returnedMessageId?: string;
  messageId?: string;
}): Buffer {
  const boundary = 'report-boundary-7f3a';
  const blocks = options.recipients.map((recipient) =>
    [
      ...(recipient.originalRecipient ? [`Original-Recipient: rfc822;${recipient.originalRecipient}`] : []),
      ...(recipient.finalRecipient ? [`Final-Recipient: rfc822; ${recipient.finalRecipient}`] : []),
      `Action: ${recipient.action}`,
      `Status: ${recipient.status}`,
      'Remote-MTA: dns; mx.example.net',
      ...(recipient.diagnostic ? [`Diagnostic-Code: smtp; ${recipient.diagnostic}`] : []),
    ].join('\r\n'),
  );
  const lines = [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: ${options.to}`,
    'Subject: Undelivered Mail Returned to Sender',
    'Date: Tue, 08 Dec 2026 09:00:00 +0000',
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@mx.example.net>`}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.net. Your message could not be delivered.',
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'Arrival-Date: Tue, 8 Dec 2026 09:00:00 +0000',
    '',
    blocks.join('\r\n\r\n'),
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    'From: Women Founders Club <hello@club.example.org>',
    'Subject: Your request',
    ...(options.returnedMessageId ? [`Message-ID: ${options.returnedMessageId}`] : []),
    '',
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
