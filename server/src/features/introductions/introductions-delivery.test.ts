import type { MyIntroductions } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { memberWithCard, type TestMember } from './testing/introductions-kit';

/**
 * An accepted introduction on the wire (issue 42): ONE message, the sender in To and the one who
 * accepted in Cc, both envelope recipients, each named with her address, in both languages when
 * theirs differ; the admin's Mail page shows its Cc.
 */
describe('an accepted introduction, delivered', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let anna: TestMember;
  let meera: TestMember;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org', REPLY_ADDRESS: 'reply@club.example.org' },
      {
        clock: fixedClock('2026-12-07T09:00:00.000Z'),
        answerFloor: async (work) => work(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    anna = await memberWithCard(t.app, 'Anna', 'anna@example.org');
    meera = await memberWithCard(t.app, 'Meera', 'meera@example.org', { locale: 'ml' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('sends one message to both, To and Cc, in English and Malayalam', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/member/introductions',
      headers: anna.browser.headers,
      payload: { to: meera.listingId, note: 'Could we talk about retail pricing?' },
    });
    expect(asked.statusCode).toBe(202);
    await t.app.mailOutbox.deliverDueMail();
    // The pass sends the members' earlier mail too (confirmations, sign-ins), in no fixed order.
    const request = peer.received.find((mail) => mail.subject === 'Anna Member നിങ്ങളെ പരിചയപ്പെടാൻ ആഗ്രഹിക്കുന്നു')!;
    expect(request.to).toMatchObject({ value: [{ address: 'meera@example.org', name: 'Meera Member' }] });
    expect(request.cc).toBeUndefined();
    expect(request.text).toContain('https://club.example.org/ml/introduction#');
    expect(request.text).not.toContain('anna@example.org');

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: meera.browser.headers })
    ).json() as MyIntroductions;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/member/introductions/${list.received[0]!._id}/accept`,
      headers: meera.browser.headers,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    const before = peer.received.length;
    await t.app.mailOutbox.deliverDueMail();
    expect(peer.received.length).toBe(before + 1);
    const made = peer.received.at(-1)!;
    expect(made.to).toMatchObject({ value: [{ address: 'anna@example.org', name: 'Anna Member' }] });
    expect(made.cc).toMatchObject({ value: [{ address: 'meera@example.org', name: 'Meera Member' }] });
    // The envelope (a VERP sender, as REPLY_ADDRESS makes) names both, so the copy is delivered too.
    expect(peer.senders.at(-1)).toMatch(/^reply\+b-o/);
    expect(peer.recipients.at(-1)).toEqual(['anna@example.org', 'meera@example.org']);
    expect(made.subject).toBe('Introduction: Anna Member and Meera Member / പരിചയപ്പെടുത്തൽ: Anna Member, Meera Member');
    expect(made.text).toContain('Anna Member: anna@example.org');
    expect(made.text).toContain('Meera Member: meera@example.org');
    expect(made.text).toContain('സ്വീകരിച്ചു');

    const { admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: bearer(await tokenFor(t.app, admin)) });
    expect(page.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'introduction-made', recipient: 'anna@example.org', cc: 'meera@example.org' }),
      ]),
    );
    expect(page.json().find((mail: { kind: string }) => mail.kind === 'introduction-request')).not.toHaveProperty('cc');
  });
});
