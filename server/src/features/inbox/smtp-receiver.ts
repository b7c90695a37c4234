import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { WindowLog } from '../../lib/window-log';
import { MAX_INBOUND_BYTES } from './inbound-mail';
import type { IntakeResult } from './intake.service';

/**
 * The server's own SMTP receiver (issue 41, INBOUND_SMTP_PORT), for a club whose MX or relay
 * forwards replies to it. It takes mail for REPLY_ADDRESS's mailbox and its `+tag` addresses only,
 * at that domain only (never a relay: any other recipient is refused at RCPT TO), up to 20 MB a
 * message and 60 messages a minute from one client address; a message is answered 250 only once
 * the intake has committed what it caused, and 451 (try again later) when it could not.
 */
export interface SmtpReceiverOptions {
  port: number;
  host: string;
  replyAddress: string;
  take: (raw: Buffer, recipients: string[]) => Promise<IntakeResult>;
  log: FastifyBaseLogger;
  /** Messages one client address may hand over in a minute. */
  perMinute?: number;
  /** The largest message taken, in bytes (MAX_INBOUND_BYTES, 20 MB, unless a test lowers it). */
  maxBytes?: number;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** Starts the receiver; resolves once it listens. */
export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const at = options.replyAddress.lastIndexOf('@');
  const local = options.replyAddress.slice(0, at);
  const domain = options.replyAddress.slice(at + 1);
  const perMinute = options.perMinute ?? 60;
  const maxBytes = options.maxBytes ?? MAX_INBOUND_BYTES;
  const recent = new WindowLog(60_000, 10_000);
  let counter = 0;
  const server = new SMTPServer({
    name: domain,
    banner: 'replies only',
    authOptional: true,
    disabledCommands: ['AUTH'],
    disableReverseLookup: true,
    size: maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      const [name = '', host = ''] = address.address.toLowerCase().split(/@(?=[^@]*$)/);
      const ours = host === domain && (name === local || name.startsWith(`${local}+`));
      if (!ours) return callback(smtpError(550, '5.1.1 No such mailbox here (this server takes replies to the club only)'));
      callback();
    },
    onData(stream, session, callback) {
      const client = session.remoteAddress;
      const now = Date.now();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, `5.3.4 Message too large (at most ${maxBytes} bytes)`));
        if (recent.recent(client, now).length >= perMinute || recent.waitForRoom(client, now) > 0) {
          return callback(smtpError(451, '4.7.1 Too many messages from your address; try again later'));
        }
        recent.add(client, { time: now, id: String((counter += 1)) }, now);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        options.take(Buffer.concat(chunks), recipients).then(
          () => callback(),
          (error: unknown) => {
            options.log.error({ err: error }, 'inbound mail could not be taken in; the sender will try again');
            callback(smtpError(451, '4.3.0 Could not take the message in now; try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => options.log.warn({ err: error }, 'inbound SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
