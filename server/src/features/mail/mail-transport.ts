import { createTransport } from 'nodemailer';

/** One message as the transport sends it. */
export interface OutgoingMail {
  /** `<id@host>`: the same on every attempt, so a receiver can tell a repeat from a new message. */
  messageId: string;
  from: string;
  to: { name: string | undefined; address: string };
  /** A second recipient of the same message (issue 42), shown in its Cc. */
  cc?: { name: string | undefined; address: string };
  subject: string;
  text: string;
  html: string;
  /** Headers of the message's kind, e.g. List-Unsubscribe for mail to members; a thread's References. */
  headers?: Record<string, string>;
  /** Where her reply goes (issue 41): the thread's reply address. */
  replyTo?: string;
  /** The envelope sender (VERP, issue 41): a bounce comes back to it. The From is unchanged. */
  envelopeFrom?: string;
  /** A calendar invitation (iTIP): a text/calendar alternative and an .ics attachment. */
  calendar?: { method: string; content: string };
  /** Images shown by cid: in the HTML. */
  inlineImages?: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

/** A way to hand messages to the mail server. */
export interface MailTransport {
  /** How many messages it sends at once (its pooled connections). */
  readonly concurrency: number;
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections; with `force`, also those in the middle of a message. */
  close(force?: boolean): void;
}

/** Pooled connections: enough for a burst to go out in parallel without flooding a small mail server. */
const MAX_CONNECTIONS = 5;

/**
 * The SMTP transport of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://), over pooled
 * connections that are reused across messages. Timeouts are far shorter than nodemailer's
 * defaults, so an unresponsive server fails an attempt well inside the worker's lease.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    pool: true,
    url: smtpUrl,
    maxConnections: MAX_CONNECTIONS,
    maxMessages: 100,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // nodemailer's own logger would write addresses and message bodies.
    logger: false,
  });
  return {
    concurrency: MAX_CONNECTIONS,
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
        ...(mail.cc ? { cc: mail.cc.name ? { name: mail.cc.name, address: mail.cc.address } : mail.cc.address } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.envelopeFrom
          ? { envelope: { from: mail.envelopeFrom, to: [mail.to.address, ...(mail.cc ? [mail.cc.address] : [])] } }
          : {}),
        // RFC 3834: out-of-office replies and other automatic answers should not answer this.
        headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
        ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } } : {}),
        ...(mail.inlineImages?.length
          ? {
              attachments: mail.inlineImages.map((image) => ({
                cid: image.cid,
                filename: image.filename,
                contentType: image.contentType,
                content: image.content,
                contentDisposition: 'inline' as const,
              })),
            }
          : {}),
      });
    },
    close(force = false) {
      transporter.close({ force });
    },
  };
}

/** How an attempt failed: whether trying again could help, and why, fit for the admin's Mail page. */
export interface SendFailure {
  permanent: boolean;
  reason: string;
  /** The server's reply code, when it replied (421: it is busy or shutting down; 5xx: refused for good). */
  responseCode?: number;
}

const ADDRESS = /[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g;

/** Removes e-mail addresses from a server's words and keeps them short: only the reason is stored. */
function clean(text: string): string {
  return text.replace(ADDRESS, '[address]').replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * Sorts a failed attempt: an SMTP reply 5xx (but 503, a bad command sequence) is permanent, and so
 * is a message that cannot be addressed or built; a 4xx reply, a network error or a timeout is temporary. The reason keeps the server's reply code and
 * text but no address.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const failure = (error ?? {}) as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown; permanent?: unknown };
  if (typeof failure.responseCode === 'number') {
    const code = failure.responseCode;
    const permanent = typeof failure.permanent === 'boolean' ? failure.permanent : code >= 500 && code !== 503;
    const said = typeof failure.response === 'string' ? failure.response : String(failure.message ?? '');
    return { permanent, reason: clean(`SMTP ${code}: ${said.replace(/^\d{3}[ -]/, '')}`), responseCode: code };
  }
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const message = typeof failure.message === 'string' ? failure.message : 'unknown error';
  // A message nodemailer cannot even address or build will be refused the same way every time.
  const permanent = code === 'EENVELOPE' || code === 'EMESSAGE';
  return { permanent, reason: clean(code ? `${code}: ${message}` : message) };
}
