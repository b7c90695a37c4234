import { describe, expect, it } from 'vitest';
import { requestUrl, samples, site } from '../../../test/mail-samples';
import type { MailKind } from './outbox.service';
import { linksIn, MailDataError, mailHeaders, renderMail } from './render-mail';

const requesterKinds: MailKind[] = ['help-received', 'enabler-replied', 'case-completed', 'case-reopened', 'request-links'];

describe('renderMail', () => {
  it.each(Object.keys(samples) as MailKind[])('renders %s with a subject, an HTML and a text part in the club layout', (kind) => {
    const mail = renderMail(kind, samples[kind], site);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Women Founders Club');
      expect(part).toContain('Kochi, Kerala 682030');
    }
    // Both parts carry the same links, all absolute, and nothing is loaded from elsewhere.
    const htmlLinks = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(new Set(htmlLinks)).toEqual(new Set(linksIn(mail.text)));
    // Only an image the message carries itself (a door QR code, issue 30) is shown; nothing is loaded.
    expect(mail.html.replace(/<img src="cid:[a-z-]+"[^>]*>/g, '')).not.toMatch(/<img|src=|<script|<link/i);
    // The question (or reply) is quoted line for line in the text part.
    if ('question' in samples[kind]) expect(mail.text).toContain('> How do I price my first product?\n> I sell handmade soap.');
    expect(mail.text.includes('anyone with this link can read and reply to your request')).toBe(requesterKinds.includes(kind));
  });

  // Issue 26: `$'` in a name or a question is text, never a replacement pattern.
  it.each(Object.keys(samples) as MailKind[])('puts every replacement pattern people may write into %s as written', (kind) => {
    const PATTERNS = "$& $' $` $$ $1 $<name> $0";
    const written = Object.entries(samples[kind]).map(([key, value]) => [
      key,
      typeof value === 'string' && /name|question|body|reason/i.test(key) ? `${value} ${PATTERNS}` : value,
    ]);
    const mail = renderMail(kind, Object.fromEntries(written), { ...site, name: `Club ${PATTERNS}`, address: `Kochi ${PATTERNS}` });
    expect(mail.html.match(/<!DOCTYPE html>/g)).toHaveLength(1);
    expect(mail.html.match(/<\/html>/g)).toHaveLength(1);
    const shown = mail.html
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    for (const text of [`Club ${PATTERNS}`, `Kochi ${PATTERNS}`]) {
      expect(mail.text).toContain(text);
      expect(shown).toContain(text);
    }
  });

  it('writes the action as its label and its address in the text part', () => {
    const mail = renderMail('help-received', samples['help-received'], site);
    expect(mail.text).toContain(`See your request:\n${requestUrl}\n`);
    expect(mail.text).toMatch(/^Women Founders Club\n\nHello Anna Joseph,\n\n/);
    expect(linksIn(mail.text)).toEqual([requestUrl, 'https://club.example.org']);
  });

  it('shows dates in India time, counts a digest and leaves out a deadline that is not set', () => {
    expect(renderMail('case-assigned', samples['case-assigned'], site).text).toContain('Please answer her by Friday, 4 December 2026.');
    const noDeadline = renderMail('case-assigned', { ...samples['case-assigned'], deadline: null }, site);
    expect(noDeadline.text).not.toContain('Please answer her by');
    expect(renderMail('new-requests-digest', samples['new-requests-digest'], site).subject).toBe('2 new help requests are waiting');
    expect(renderMail('cases-returned', samples['cases-returned'], site).subject).toBe('A case of Esha Enabler is back in the queue');
  });

  it('lists the inquiries a departing enabler had not answered beside her cases, and an old message without them still renders', () => {
    const inquiries = [
      { name: 'Anna Joseph', question: 'Will you read my pitch deck?' },
      { name: 'Rani Thomas', question: 'Can we meet in Kochi?' },
    ];
    const inquiriesUrl = 'https://club.example.org/operator/inquiries';
    const both = renderMail('cases-returned', { ...samples['cases-returned'], inquiries, inquiriesUrl }, site);
    expect(both.subject).toBe('1 case and 2 inquiries of Esha Enabler are back with the operators');
    expect(both.text).toContain('Open the inquiries:\nhttps://club.example.org/operator/inquiries\n');
    expect(both.text).toContain('From Rani Thomas:');
    const onlyOne = renderMail(
      'cases-returned',
      { ...samples['cases-returned'], cases: [], inquiries: inquiries.slice(0, 1), inquiriesUrl },
      site,
    );
    expect(onlyOne.subject).toBe('1 inquiry of Esha Enabler is back with the operators');
    expect(onlyOne.text).not.toContain('Open Help Requests');
    expect(() => renderMail('cases-returned', { ...samples['cases-returned'], cases: [] }, site)).toThrow(MailDataError);
  });

  it('escapes what people wrote in the HTML part and keeps it as written in the text part', () => {
    const hostile = '<script>alert(1)</script> & <b>bold</b>';
    const mail = renderMail(
      'enabler-replied',
      { ...samples['enabler-replied'], body: hostile, enablerName: 'Eve <eve@x.y>\nBcc: all' },
      site,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(mail.text).toContain(`> ${hostile}`);
    expect(mail.subject).toBe('Eve <eve@x.y> Bcc: all answered your question');
  });

  it('sends the sign-up messages: the verification link with its last day, the admins a notice, the approval and the rejection', () => {
    const verify = renderMail('verify-email', samples['verify-email'], site);
    expect(verify.subject).toBe('Please confirm your e-mail address – Women Founders Club');
    expect(verify.text).toContain('Confirm my e-mail address:\nhttps://club.example.org/verify-email#tok_xyz\n');
    expect(verify.text).toContain('The link works once, until Friday, 4 December 2026.');
    expect(renderMail('registration-waiting', samples['registration-waiting'], site).subject).toBe('Ena Enabler registered as an enabler');
    expect(renderMail('registration-waiting', { ...samples['registration-waiting'], role: 'operator' }, site).subject).toBe(
      'Ena Enabler registered as an operator',
    );
    expect(renderMail('account-approved', samples['account-approved'], site).text).toContain('Sign in:\nhttps://club.example.org/login\n');
    expect(renderMail('account-rejected', samples['account-rejected'], site).text).toContain('you are welcome to register again');
  });

  it('sends a password reset link with its expiry in India time and the way to ignore it', () => {
    const mail = renderMail('password-reset', samples['password-reset'], site);
    expect(mail.subject).toBe('Choose a new password – Women Founders Club');
    expect(mail.text).toContain('Hello Ada Admin,');
    expect(mail.text).toContain('Choose a new password:\nhttps://club.example.org/reset-password#tok_xyz\n');
    expect(mail.text).toContain('The link works once, until 3:30 pm India Standard Time');
    expect(mail.text).toContain('you can ignore this e-mail');
  });

  // Issue 38: times as the club reads them, 12-hour and the zone named, in both languages.
  it("says until when a sign-in e-mail's link and code work, and that using either ends the code", () => {
    const at = { ...samples['member-sign-in'], expiresAt: '2026-12-04T10:00:00.000Z' };
    expect(renderMail('member-sign-in', at, site).text).toContain(
      'work until 3:30 pm India Standard Time (24 hours after this e-mail was sent). Once you have signed in with either, the code no longer works.',
    );
    expect(renderMail('member-sign-in', { ...at, locale: 'ml' }, site).text).toContain('ഇന്ത്യൻ സ്റ്റാൻഡേർഡ് സമയം 3:30 PM വരെ');
  });

  it('tells operators which profile an inquiry was for, and leaves out a decline reason not given', () => {
    const toOperators = renderMail(
      'inquiry-received',
      { ...samples['inquiry-received'], forOperators: true, profileName: 'Priya Menon' },
      site,
    );
    expect(toOperators.subject).toBe('Anna Joseph wrote to Priya Menon');
    expect(toOperators.text).toContain('That profile has no account yet');
    const { reason: _reason, ...withoutReason } = samples['inquiry-declined'];
    const declined = renderMail('inquiry-declined', withoutReason, site);
    expect(declined.text).not.toContain('She said:');
    expect(declined.text).toContain('https://club.example.org/allenablers');
    expect(renderMail('inquiry-declined', samples['inquiry-declined'], site).text).toContain('> I am away until March.');
  });

  it('gives mail to members a visible unsubscribe link and the RFC 8058 headers, and other mail neither', () => {
    const mail = renderMail('member-confirm', samples['member-confirm'], site);
    expect(mail.subject).toBe('Please confirm your membership – Women Founders Club');
    expect(mail.text).toContain('Confirm my membership:\nhttps://club.example.org/membership/confirm#tok_c\n');
    expect(mail.text).toContain('unsubscribe (https://club.example.org/membership/unsubscribe#tok_u)');
    expect(mailHeaders('member-confirm', samples['member-confirm'])).toEqual({
      'List-Unsubscribe':
        '<https://club.example.org/api/membership/unsubscribe/one-click?token=tok_u>, <https://club.example.org/membership/unsubscribe#tok_u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailHeaders('help-received', samples['help-received'])).toEqual({});
    expect(mailHeaders('member-confirm', { firstName: 'Nila' })).toEqual({});
  });

  it('refuses data that does not fit its kind, naming the fields but not their values', () => {
    const render = () =>
      renderMail('help-received', { requesterName: 'secret-name', question: '', requestUrl: 'javascript:alert(1)' }, site);
    expect(render).toThrow(MailDataError);
    expect(render).toThrow(/question, requestUrl$/);
    expect(() => render()).not.toThrow(/secret-name/);
    expect(() => renderMail('no-such-kind', {}, site)).toThrow(/unknown message kind/);
  });
});
