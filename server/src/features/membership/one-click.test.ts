import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { ONE_CLICKS_PER_LINK } from './membership.routes';

const signUp = (email: string) => ({
  firstName: 'Nila',
  lastName: 'Thomas',
  email,
  jobFunction: 'engineer',
  vertical: 'tech',
  interests: ['network'],
  hearAbout: 'friend',
  emailPermission: true,
});

/**
 * A mail client's one-click unsubscribe (RFC 8058; issue 38, finding 5): its own budget by link,
 * not the forms' by client, since a mailbox provider posts every user's click from a few servers;
 * and only the body `List-Unsubscribe=One-Click` unsubscribes.
 */
describe('POST /api/membership/unsubscribe/one-click', () => {
  let t: TestApp;
  // The forms' budget as a club runs it: ten a minute per client.
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10' }, { clock: fixedClock('2026-12-01T09:00:00.000Z') });
  });
  afterAll(async () => t.close());

  const permission = async (email: string) =>
    (await t.app.database.db.selectFrom('memberships').select('email_permission').where('email', '=', email).executeTakeFirstOrThrow())
      .email_permission;

  /** Signs `email` up (from a client of its own) and returns her unsubscribe token. */
  async function memberWithLink(email: string, client: string): Promise<string> {
    const mail = await mailAddedBy(t.app, async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/membership', payload: signUp(email), remoteAddress: client })).statusCode,
      ).toBe(201);
    });
    const url = String(mail[0]?.data.oneClickUrl);
    return new URL(url).searchParams.get('token') ?? '';
  }

  const oneClick = (token: string, options: { headers?: Record<string, string>; payload?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/membership/unsubscribe/one-click?token=${token}`,
      remoteAddress: '203.0.113.9', // one mailbox provider's server
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('takes twelve one-clicks of twelve links from one client in a minute', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `reader${index}@example.org`);
    const tokens = [];
    for (const [index, email] of emails.entries()) tokens.push(await memberWithLink(email, `198.51.100.${index + 1}`));
    for (const token of tokens) {
      const answer = await oneClick(token, { headers: form, payload: 'List-Unsubscribe=One-Click' });
      expect(answer.statusCode).toBe(200);
    }
    for (const email of emails) expect(await permission(email)).toBe(0);
  });

  it('refuses a body-less POST, or any other body, with 400 and unsubscribes nothing', async () => {
    const token = await memberWithLink('scanned@example.org', '198.51.100.50');
    const refusals = [
      await oneClick(token),
      await oneClick(token, { headers: form, payload: '' }),
      await oneClick(token, { headers: form, payload: 'List-Unsubscribe=Yes' }),
      await oneClick(token, {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'A one-click unsubscribe must send the form body List-Unsubscribe=One-Click. Nothing has changed.',
        message: 'A one-click unsubscribe must send the form body List-Unsubscribe=One-Click. Nothing has changed.',
        code: 'BAD_REQUEST',
      });
    }
    const malayalam = await oneClick(token, { headers: { 'accept-language': 'ml' } });
    expect(malayalam.json().message).toBe(
      'ഒറ്റ ക്ലിക്കിലുള്ള അൺസബ്സ്ക്രൈബ് അഭ്യർത്ഥന List-Unsubscribe=One-Click എന്ന ഫോം ബോഡി അയയ്ക്കണം. ഒന്നും മാറിയിട്ടില്ല.',
    );
    expect(await permission('scanned@example.org')).toBe(1);
  });

  it('takes a multipart body, as RFC 8058 prefers', async () => {
    const token = await memberWithLink('multipart@example.org', '198.51.100.51');
    const boundary = 'x-boundary-1';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await oneClick(token, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(answer.statusCode).toBe(200);
    expect(await permission('multipart@example.org')).toBe(0);
  });

  it(`limits one link to ${ONE_CLICKS_PER_LINK} posts a minute, whichever clients post it`, async () => {
    const token = await memberWithLink('replayed@example.org', '198.51.100.52');
    for (let index = 0; index < ONE_CLICKS_PER_LINK; index += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/membership/unsubscribe/one-click?token=${token}`,
        remoteAddress: `192.0.2.${index + 1}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode).toBe(200);
    }
    const over = await oneClick(token, { headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });
});
