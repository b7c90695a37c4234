import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type Attachment, type HeaderValue, type ParsedMail } from 'mailparser';

/**
 * A message taken in (issue 41), read with mailparser into what the intake decides on. Bounded: the
 * receivers refuse more than MAX_INBOUND_BYTES before it gets here, and the parser refuses more than
 * MAX_PARTS parts or a part's header block over 64 kB (a hostile message's nesting or headers).
 */
export const MAX_INBOUND_BYTES = 20 * 1024 * 1024;
const MAX_PARTS = 200;
const MAX_HEAD_BYTES = 64 * 1024;

export interface InboundMail {
  /** SHA-256 of the Message-ID, or of the bytes when there is none: the same message taken in twice has the same key. */
  key: string;
  messageId: string | undefined;
  from: { address: string; name: string | undefined } | undefined;
  subject: string;
  /** The plain text (the HTML's text when there is no plain part). */
  text: string;
  /** Every address the message was sent to, from its headers (Delivered-To, X-Original-To, To, Cc). */
  recipients: string[];
  headers: ReadonlyMap<string, HeaderValue>;
  attachments: Attachment[];
  /** The fields of a delivery status report (RFC 3464), when it is one. */
  deliveryStatus: string | undefined;
  /** The Message-ID of the message a report returns (its text/rfc822-headers or message/rfc822 part). */
  returnedMessageId: string | undefined;
}

/** A message that could not be read at all (not MIME, too many parts). */
export class UnreadableMail extends Error {
  override name = 'UnreadableMail';
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

// Split, not matched: a pattern of the address's characters on each side of `@` takes quadratic
// time on a long header without one (a 60,000-character Delivered-To took 3 seconds).
function headerAddresses(parsed: ParsedMail, name: string): string[] {
  return parsed.headerLines
    .filter((line) => line.key === name)
    .flatMap((line) => line.line.split(/[\s<>(),;:"]+/).filter((token) => /^[^@].*@.*[^@]$/.test(token)));
}

const MESSAGE_ID_LINE = /^message-id:\s*(<[^>\r\n]+>)/im;

async function returnedMessageIdOf(attachments: Attachment[]): Promise<string | undefined> {
  const returned = attachments.find((part) => part.contentType === 'text/rfc822-headers' || part.contentType === 'message/rfc822');
  if (!returned) return undefined;
  // Only the returned message's header block is read: its body may be anything.
  const head =
    returned.content
      .subarray(0, MAX_HEAD_BYTES)
      .toString('utf8')
      .split(/\r?\n\r?\n/, 1)[0] ?? '';
  return MESSAGE_ID_LINE.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
}

/** Reads a raw message. Throws UnreadableMail when mailparser cannot. */
export async function readInboundMail(raw: Buffer): Promise<InboundMail> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, {
      keepDeliveryStatus: true,
      maxChildNodes: MAX_PARTS,
      maxHeadSize: MAX_HEAD_BYTES,
      skipImageLinks: true,
      skipTextLinks: true,
      skipTextToHtml: true,
      keepCidLinks: true,
      checksumAlgo: false,
    });
  } catch (error) {
    throw new UnreadableMail(error instanceof Error ? error.message : 'unreadable');
  }
  const messageId = parsed.messageId?.trim() || undefined;
  const sender = parsed.from?.value[0];
  const report = parsed.attachments.find((part) => part.contentType === 'message/delivery-status');
  const recipients = [
    ...headerAddresses(parsed, 'delivered-to'),
    ...headerAddresses(parsed, 'x-original-to'),
    ...headerAddresses(parsed, 'envelope-to'),
    ...addresses(parsed.to),
    ...addresses(parsed.cc),
  ].map((address) => address.toLowerCase());
  return {
    key: createHash('sha256')
      .update(messageId ?? raw)
      .digest('hex'),
    messageId,
    from: sender?.address ? { address: sender.address.toLowerCase(), name: sender.name || undefined } : undefined,
    subject: (parsed.subject ?? '').trim().slice(0, 300),
    text: parsed.text ?? '',
    recipients: [...new Set(recipients)],
    headers: parsed.headers,
    attachments: parsed.attachments.filter((part) => part !== report),
    deliveryStatus: report?.content.subarray(0, MAX_HEAD_BYTES).toString('utf8'),
    returnedMessageId: report ? await returnedMessageIdOf(parsed.attachments) : undefined,
  };
}

function headerText(mail: InboundMail, name: string): string {
  const value = mail.headers.get(name);
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : '')).join(' ');
  if (value instanceof Date) return '';
  if ('value' in value && typeof value.value === 'string') return value.value;
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

const AUTO_SUBJECT = /^\s*(auto(matic)?[ -]?(reply|response)|out of (the )?office|autoreply|auto:|abwesend|absence)/i;

/**
 * Whether a message is an automatic answer rather than a person's reply: RFC 3834's Auto-Submitted
 * (anything but `no`), the vendors' own marks (X-Autoreply, X-Autorespond, X-Autogenerated),
 * Precedence bulk, junk, list or auto_reply, a mailing list's List-Id, or an out-of-office subject.
 */
export function isAutomatic(mail: InboundMail): boolean {
  const autoSubmitted = headerText(mail, 'auto-submitted').trim().toLowerCase();
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return true;
  if (['x-autoreply', 'x-autorespond', 'x-autogenerated', 'x-autoreply-from', 'x-mail-autoreply'].some((name) => mail.headers.has(name)))
    return true;
  if (/^(bulk|junk|list|auto_reply)$/i.test(headerText(mail, 'precedence').trim())) return true;
  // mailparser gathers the List-* headers into one `list` object: a mailing list's is `list.id`.
  const list = mail.headers.get('list');
  if (list && typeof list === 'object' && 'id' in list) return true;
  return AUTO_SUBJECT.test(mail.subject);
}

/** How many hops a message may have taken before it is taken for a loop. */
const MAX_RECEIVED = 30;

/**
 * Whether a message is one of the club's own coming back (a loop): sent from an address of ours, or
 * with a Message-ID the outbox made (`<uuid@PUBLIC_URL's host>`), or after more hops than mail takes.
 */
export function isLoop(mail: InboundMail, ours: { isOurs: (address: string) => boolean; host: string }): boolean {
  if (mail.from && ours.isOurs(mail.from.address)) return true;
  const own = new RegExp(`^<[0-9a-f-]{36}@${ours.host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>$`, 'i');
  if (mail.messageId && own.test(mail.messageId)) return true;
  const received = mail.headers.get('received');
  return Array.isArray(received) && received.length > MAX_RECEIVED;
}

/** Whether the sender's domain failed DMARC at the receiving server (Authentication-Results): a forged sender. */
export function failedDmarc(mail: InboundMail): boolean {
  return /\bdmarc=fail\b/i.test(headerText(mail, 'authentication-results'));
}
