import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../../scripts/lib/server-process';
import { startSmtpPeer, type SmtpPeer } from '../../server/test/smtp-peer';
import type { TestDatabase } from './database';
import { expect } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type ServerHandle } from './server';

/** The latest message to `to` whose subject matches, once it has reached the loopback SMTP peer. */
export async function mailTo(peer: SmtpPeer, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = peer.received.findLast((mail) => mail.to && JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The absolute link to `path` a message's text carries (a trailing ")" or "." left out). */
export function linkIn(mail: ParsedMail, path: RegExp): string {
  const link = new RegExp(`https?://\\S+${path.source}`).exec(mail.text ?? '')?.[0];
  expect(link, `the message carries ${path.source}`).toBeTruthy();
  return link!.replace(/[).]+$/, '');
}

/** The first admin makes an active account through the API (the journeys' setup, not what they test). */
export async function createAccountAsAdmin(
  server: ServerHandle,
  account: { name: string; email: string; password: string; role: 'enabler' | 'operator' },
) {
  const session = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  }).then((response) => response.json() as Promise<{ token: string }>);
  const made = await fetch(`${server.url}/api/admin/create-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(account),
  });
  expect(made.status).toBe(201);
}

/**
 * A real server whose mail goes to a real SMTP peer on loopback. PUBLIC_URL is the server's own
 * address, so the links in its e-mails open on it. `env` adds settings (REPLY_ADDRESS and
 * INBOUND_SMTP_PORT for the replies' journey).
 */
export interface MailingSite {
  server: ServerHandle;
  peer: SmtpPeer;
  /** A page in a browser context of its own (its own storage: one person), `width` px wide. */
  newPage(browser: Browser, width?: number): Promise<Page>;
  stop(): Promise<void>;
}

export async function startMailingSite(database: TestDatabase, env: Record<string, string> = {}): Promise<MailingSite> {
  const peer = await startSmtpPeer();
  const port = await freePort();
  const server = await startServer({
    database,
    port,
    env: { SMTP_URL: peer.url, PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_FROM: 'Women Founders Club <club@wfc.test>', ...env },
  });
  return {
    server,
    peer,
    async newPage(browser, width = 1280) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, acceptDownloads: true });
      return context.newPage();
    },
    async stop() {
      await server.stop();
      await peer.close();
    },
  };
}
