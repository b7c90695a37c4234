import type { FastifyInstance } from 'fastify';
import { replyToAddress } from '../src/features/mail/reply-address';

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
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Re: your request'}`,
    'Date: Mon, 07 Dec 2026 10:00:00 +0530',
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@mail.example.net>`}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    options.text.replace(/\r?\n/g, '\r\n'),
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
