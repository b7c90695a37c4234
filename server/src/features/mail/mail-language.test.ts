import type { User } from '@wfc/shared';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';

/**
 * The language of e-mail (issue 18), sent to a real SMTP server on loopback: a requester is written
 * to in the language of the page she asked from, every later time too; a staff member in the
 * language she chose on her Account page; everyone else in English, as before.
 */
describe('the language of e-mail', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let users: Record<'operator' | 'mina', User>;
  const clock = fixedClock('2026-11-27T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const staff = async (user: User) => bearer(await tokenFor(t.app, user));
  /** Sends every queued message to the peer and returns those that arrived. */
  async function deliver(): Promise<ParsedMail[]> {
    const before = peer.received.length;
    await t.app.mailOutbox.deliverDueMail();
    return peer.received.slice(before);
  }
  async function askForHelp(email: string, headers: Record<string, string> = {}): Promise<string> {
    const payload = { requesterName: 'Anna Joseph', requesterEmail: email, question: 'How do I price my first product?' };
    const response = await t.app.inject({ method: 'POST', url: '/api/help', headers, payload });
    expect(response.statusCode).toBe(201);
    return response.json()._id;
  }
  const htmlOf = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');

  it('writes to a requester who asked from a Malayalam page in Malayalam', async () => {
    await askForHelp('anna.ml@example.org', { 'accept-language': 'ml' });
    const [mail] = await deliver();
    expect(mail?.subject).toBe('നിങ്ങളുടെ ചോദ്യം ഞങ്ങൾക്ക് ലഭിച്ചു – Women Founders Club');
    expect(mail?.headers.get('content-language')).toBe('ml');
    expect(htmlOf(mail!)).toMatch(/^<!DOCTYPE html><html lang="ml">/);
    expect(mail?.text).toContain('നമസ്കാരം Anna Joseph,');
    // Its link opens the Malayalam page, and its foot has the Malayalam address (issue 26).
    expect(mail?.text).toContain('നിങ്ങളുടെ സഹായ അഭ്യർത്ഥന കാണുക:\nhttps://club.example.org/ml/request#');
    expect(htmlOf(mail!)).toContain('href="https://club.example.org/ml/request#');
    expect(mail?.text).toContain('പനമ്പിള്ളി നഗർ, കൊച്ചി');
    expect(mail?.text).toContain('\nhttps://club.example.org/ml\n');
    expect(mail?.text).not.toContain('Panampilly Nagar');
    expect(mail?.text).not.toContain('Thank you');
  });

  it('sends a member who joined from a Malayalam page her links to the Malayalam pages, the one-click address unchanged', async () => {
    const payload = {
      firstName: 'Nila',
      lastName: 'Thomas',
      email: 'nila.ml@example.org',
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: ['network'],
      hearAbout: 'friend',
      emailPermission: true,
    };
    const joined = await t.app.inject({ method: 'POST', url: '/api/membership', headers: { 'accept-language': 'ml' }, payload });
    expect(joined.statusCode, joined.body).toBe(201);
    const [mail] = await deliver();
    expect(mail?.text).toMatch(/https:\/\/club\.example\.org\/ml\/membership\/confirm#[A-Za-z0-9_-]{43}/);
    expect(mail?.text).toMatch(/https:\/\/club\.example\.org\/ml\/membership\/unsubscribe#[A-Za-z0-9_-]{43}/);
    const listUnsubscribe = mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ');
    expect(listUnsubscribe).toMatch(
      /<https:\/\/club\.example\.org\/api\/membership\/unsubscribe\/one-click\?token=[A-Za-z0-9_-]{43}>, <https:\/\/club\.example\.org\/ml\/membership\/unsubscribe#/,
    );
  });

  it('writes to a requester without a language in English, as before', async () => {
    await askForHelp('anna.en@example.org');
    const [mail] = await deliver();
    expect(mail?.subject).toBe('We have your question – Women Founders Club');
    expect(mail?.headers.has('content-language')).toBe(false);
    expect(htmlOf(mail!)).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(mail?.text).toContain('Hello Anna Joseph,\n\nThank you for reaching out to Women Founders Club. We have your question:');
    expect(mail?.text).toContain('https://club.example.org/request#');
    expect(mail?.text).toContain('Panampilly Nagar');
  });

  it("lets a staff member choose Malayalam, and writes her staff mail in it and the requester's later mail in hers", async () => {
    const choose = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: await staff(users.mina),
      payload: { locale: 'ml' },
    });
    expect(choose.statusCode).toBe(200);
    expect(choose.json()).toEqual({ locale: 'ml' });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/language', headers: await staff(users.mina) })).json()).toEqual({
      locale: 'ml',
    });

    const caseId = await askForHelp('anna.later@example.org', { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' });
    await deliver();
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${caseId}`,
      headers: await staff(users.operator),
      payload: { enablerId: users.mina._id },
    });
    expect(assign.statusCode).toBe(200);
    const [assigned] = await deliver();
    expect(assigned?.to).toMatchObject({ value: [{ address: 'mina@example.org' }] });
    expect(assigned?.subject).toBe('Anna നിങ്ങളുടെ സഹായം തേടുന്നു');
    expect(htmlOf(assigned!)).toMatch(/<html lang="ml">/);
    expect(assigned?.text).toContain('നമസ്കാരം Mina Enabler,');
    expect(assigned?.text).toContain('ദയവായി 2026 ഡിസംബർ 4, വെള്ളിയാഴ്‌ച-നകം അവർക്ക് മറുപടി നൽകുക.');

    // Her answer reaches the requester in the language the requester asked in.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/cases/${caseId}/messages`,
      headers: await staff(users.mina),
      payload: { body: 'Start with your costs.' },
    });
    expect(reply.statusCode).toBe(201);
    const [answer] = await deliver();
    expect(answer?.to).toMatchObject({ value: [{ address: 'anna.later@example.org' }] });
    expect(answer?.subject).toBe('Mina Enabler നിങ്ങളുടെ ചോദ്യത്തിന് മറുപടി നൽകി');
    expect(answer?.text).toContain('> Start with your costs.');
  });

  it('keeps English for a staff member who did not choose, and refuses a language it does not have', async () => {
    const caseId = await askForHelp('anna.other@example.org');
    await deliver();
    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: await staff(users.mina),
      payload: { locale: 'en' },
    });
    expect(english.json()).toEqual({ locale: 'en' });
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${caseId}`,
      headers: await staff(users.operator),
      payload: { enablerId: users.mina._id },
    });
    const [assigned] = await deliver();
    expect(assigned?.subject).toBe('Anna could use your help');

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: await staff(users.operator),
      payload: { locale: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { locale: 'Please choose English or Malayalam (en or ml).' },
    });
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/language', payload: { locale: 'ml' } })).statusCode).toBe(401);
  });
});
