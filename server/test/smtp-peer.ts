import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the peer answers to the n-th message it is given (1-based): undefined accepts it. */
export type PeerReply = (n: number) => { code: number; message: string } | undefined;

export interface SmtpPeer {
  /** SMTP_URL for the app. */
  url: string;
  /** Every message accepted, parsed, in order of arrival. */
  received: ParsedMail[];
  /** The Message-ID of every message offered, accepted or not. */
  offered: string[];
  /** The envelope recipients of every accepted message. */
  recipients: string[][];
  /** The envelope sender (MAIL FROM) of every accepted message: its Return-Path, where a bounce goes. */
  senders: string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a port of its own (smtp-server), for tests and the bench:
 * it reads each message with mailparser, then accepts it or answers with `reply`'s code. `delayMs`
 * holds each message that long before answering, like a slow mail server; `refuse` refuses
 * recipients at RCPT TO.
 */
export async function startSmtpPeer(
  options: { reply?: PeerReply; delayMs?: number; refuse?: (address: string) => { code: number; message: string } | undefined } = {},
): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const offered: string[] = [];
  const recipients: string[][] = [];
  const senders: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the client to refuse.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    maxClients: 100,
    // An address refused at RCPT TO (a mailbox that does not exist), as `refuse` says.
    onRcptTo(address, _session, callback) {
      const answer = options.refuse?.(address.address);
      if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const mail = await simpleParser(Buffer.concat(chunks));
          offered.push(mail.messageId ?? '');
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const answer = options.reply?.(offered.length);
          if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          received.push(mail);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          senders.push(session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
          callback();
        })().catch((error: unknown) => callback(error as Error));
      });
    },
  });
  // A client that dies mid-message (a server process killed by a test) resets its connection:
  // that is the peer's normal life, not a failure of the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered,
    recipients,
    senders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
