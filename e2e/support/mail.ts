import type { ParsedMail } from 'mailparser';
import type { SmtpPeer } from '../../server/test/smtp-peer';
import { expect } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ServerHandle } from './server';

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

/** The first admin makes an active account through the API (the journeys' setup, not what they test). */
export async function createAccountAsAdmin(server: ServerHandle, account: { name: string; email: string; password: string; role: 'enabler' | 'operator' }) {
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
