import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';

const signUp = {
  firstName: 'Nila',
  lastName: 'Thomas',
  email: 'nila.thomas@example.org',
  jobFunction: 'engineer',
  vertical: 'tech',
  interests: ['network'],
  hearAbout: 'friend',
  emailPermission: true,
};

describe('a member confirms her sign-up and unsubscribes through her e-mailed links', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  const clock = fixedClock('2026-11-30T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' }, { clock, background: true, mailPollMs: 50 });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const member = (email: string) =>
    t.app.database.db.selectFrom('memberships').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  /** Signs up `email` and returns the confirmation mail the SMTP peer received. */
  async function signUpAndReadMail(email: string) {
    const before = peer.received.length;
    expect((await post('/api/membership', { ...signUp, email })).statusCode).toBe(201);
    await expect.poll(() => peer.received.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = peer.received.at(-1)!;
    const token = (name: string) => new RegExp(`/membership/${name}#([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    return { mail, confirm: token('confirm')!, unsubscribe: token('unsubscribe')! };
  }

  it('sends a confirmation with a visible unsubscribe link and the one-click headers; the member waits unconfirmed', async () => {
    const { mail, confirm, unsubscribe } = await signUpAndReadMail(signUp.email);
    expect(mail.subject).toBe('Please confirm your membership – Women Founders Club');
    expect(mail.to).toMatchObject({ value: [{ address: signUp.email, name: 'Nila Thomas' }] });
    expect(confirm).toBeTruthy();
    expect(unsubscribe).toBeTruthy();
    // The raw header lines, unfolded (mailparser would regroup List-* headers into one object).
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <https://club.example.org/api/membership/unsubscribe/one-click?token=${unsubscribe}>, <https://club.example.org/membership/unsubscribe#${unsubscribe}>`,
    );
    expect(await member(signUp.email)).toMatchObject({ confirmed_at: null, email_permission: 1 });
    // Only the hashes are kept.
    const tokens = await t.app.database.db.selectFrom('member_tokens').select('token_hash').execute();
    expect(tokens.map((row) => row.token_hash)).not.toContain(confirm);
  });

  it('confirms with the link, again without harm; a made-up, altered or expired link changes nothing', async () => {
    const { confirm } = await signUpAndReadMail('confirm.me@example.org');
    for (const bad of ['x'.repeat(43), `${confirm.slice(0, -1)}${confirm.endsWith('A') ? 'B' : 'A'}`, 'short', '']) {
      const refused = await post('/api/membership/confirm', { token: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'MEMBER_LINK_INVALID',
        message: expect.stringContaining('This link is not valid or has expired'),
      });
    }
    expect((await member('confirm.me@example.org')).confirmed_at).toBeNull();

    clock.set('2026-11-30T10:00:00.000Z');
    const confirmed = await post('/api/membership/confirm', { token: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your membership is confirmed. Welcome to the club!' });
    expect((await member('confirm.me@example.org')).confirmed_at).toBe('2026-11-30T10:00:00.000Z');
    clock.set('2026-11-30T11:00:00.000Z');
    expect((await post('/api/membership/confirm', { token: confirm })).statusCode).toBe(200);
    expect((await member('confirm.me@example.org')).confirmed_at).toBe('2026-11-30T10:00:00.000Z');

    const late = await signUpAndReadMail('too.late@example.org');
    clock.set('2027-01-01T12:00:00.000Z');
    expect((await post('/api/membership/confirm', { token: late.confirm })).statusCode).toBe(400);
    expect((await member('too.late@example.org')).confirmed_at).toBeNull();
    // The unsubscribe link does not expire.
    expect((await post('/api/membership/unsubscribe', { token: late.unsubscribe })).statusCode).toBe(200);
    clock.set('2026-11-30T12:00:00.000Z');
  });

  it('unsubscribes from the page and from a mail client’s one click, and refuses a made-up link', async () => {
    const page = await signUpAndReadMail('page.unsub@example.org');
    const answer = await post('/api/membership/unsubscribe', { token: page.unsubscribe });
    expect(answer.json()).toEqual({ message: 'You are unsubscribed. The club will not send you member e-mails any more.' });
    expect(await member('page.unsub@example.org')).toMatchObject({ email_permission: 0, unsubscribed_at: '2026-11-30T12:00:00.000Z' });

    const client = await signUpAndReadMail('client.unsub@example.org');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/membership/unsubscribe/one-click?token=${client.unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await member('client.unsub@example.org')).email_permission).toBe(0);

    const madeUp = await t.app.inject({
      method: 'POST',
      url: `/api/membership/unsubscribe/one-click?token=${'y'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await member(signUp.email)).email_permission).toBe(1);
  });
});
