import { memberAccountMessages, whatsappMessages, type MyWhatsApp } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { newId } from '../../lib/ids';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { CODE_MASK } from './whatsapp';
import { addNumber } from './whatsapp-member.service';
import { WHATSAPP_TEST_ENV } from './testing/whatsapp-test-kit';

/**
 * A member's WhatsApp number through her page's API (issue 44), on the suite's engine: adding it
 * (a code queued, masked, in her language), confirming it, the code's tries, lifetime and hourly
 * cap, a number another member holds, choices and STOP, removal, her export and erasure, and the
 * club without a WhatsApp account.
 */

const options = (clock: () => Date) => ({
  clock,
  answerFloor: async <T>(work: () => Promise<T>) => work(),
  memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
});

async function join(app: FastifyInstance, firstName: string, email: string, locale: 'en' | 'ml' = 'en') {
  const joined = await app.inject({
    method: 'POST',
    url: '/api/membership',
    headers: { 'accept-language': locale },
    payload: { firstName, lastName: 'Member', email, jobFunction: 'management', vertical: 'tech', interests: [], hearAbout: 'friend' },
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  const row = await app.database.db.selectFrom('memberships').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, browser: await signInMember(app, email) };
}

describe('her WhatsApp number', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T09:00:00.000Z');
  let anna: { id: string; browser: MemberBrowser };
  let meera: { id: string; browser: MemberBrowser };
  let lata: { id: string; browser: MemberBrowser };

  beforeAll(async () => {
    t = await createTestApp(WHATSAPP_TEST_ENV, options(clock));
    anna = await join(t.app, 'Anna', 'anna@example.org');
    meera = await join(t.app, 'Meera', 'meera@example.org', 'ml');
    lata = await join(t.app, 'Lata', 'lata@example.org');
  });
  afterAll(async () => t.close());

  const db = () => t.app.database.db;
  const call = (who: MemberBrowser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) });
  const add = (who: MemberBrowser, phone: string, headers: Record<string, string> = { 'accept-language': 'en' }) =>
    call(who, 'PUT', '/api/member/whatsapp', { phone }, headers);
  const confirm = (who: MemberBrowser, code: string) => call(who, 'POST', '/api/member/whatsapp/confirm', { code });
  const mine = async (who: MemberBrowser) => {
    const answer = await call(who, 'GET', '/api/member/whatsapp');
    expect(answer.statusCode).toBe(200);
    return answer.json() as MyWhatsApp;
  };
  const rowOf = (membershipId: string) =>
    db().selectFrom('whatsapp_numbers').selectAll().where('membership_id', '=', membershipId).executeTakeFirst();
  const messagesOf = (membershipId: string) =>
    db()
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('membership_id', '=', membershipId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  /** The code of her latest queued code message, as only the worker opens it. */
  const lastCodeOf = async (membershipId: string) => {
    const codes = (await messagesOf(membershipId)).filter((row) => row.template === 'wfc_number_code' && row.status === 'queued');
    const last = codes.at(-1);
    if (!last?.secrets) throw new Error('no code queued');
    const opened = t.app.whatsapp.openSecrets(last.id, last.secrets);
    if (!opened?.[0]) throw new Error('the code does not open');
    return opened[0];
  };
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** What the worker would do: her queued messages handed to the Cloud API. */
  const handOver = (membershipId: string) =>
    db()
      .updateTable('whatsapp_messages')
      .set({ status: 'sent' })
      .where('membership_id', '=', membershipId)
      .where('status', '=', 'queued')
      .execute();
  const forget = async (membershipId: string) => {
    await db().deleteFrom('whatsapp_messages').where('membership_id', '=', membershipId).execute();
    await db().deleteFrom('whatsapp_numbers').where('membership_id', '=', membershipId).execute();
  };

  it('shows nothing before she adds a number, and that WhatsApp is available', async () => {
    expect(await mine(anna.browser)).toEqual({ available: true, number: null });
  });

  it('refuses what is not a mobile number, in the one error shape, and keeps nothing', async () => {
    for (const phone of ['12345', '+91 484 2345678', 'call me', '+44 7700 900123']) {
      const answer = await add(anna.browser, phone);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: whatsappMessages.phoneInvalid,
        message: whatsappMessages.phoneInvalid,
        code: 'VALIDATION_FAILED',
        fields: { phone: whatsappMessages.phoneInvalid },
      });
    }
    const empty = await add(anna.browser, '  ');
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: whatsappMessages.phoneRequired } });
    expect(await rowOf(anna.id)).toBeUndefined();
    expect(await messagesOf(anna.id)).toEqual([]);
  });

  it('adds a number: 202, kept in E.164 with its HMAC, the code queued masked in the page’s language, never logged whole', async () => {
    const answer = await add(anna.browser, '098470 12345');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: whatsappMessages.codeSent });
    const row = await rowOf(anna.id);
    expect(row).toMatchObject({ phone: '+919847012345', locale: 'en', verified_at: null, codes_sent: 1, code_failures: 0 });
    expect(row?.phone_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_expires_at).toBe('2026-12-07T09:10:00.000Z');
    const messages = await messagesOf(anna.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to_phone: '+919847012345',
      kind: 'template',
      template: 'wfc_number_code',
      locale: 'en',
      params: JSON.stringify([CODE_MASK]),
      cause: 'number-code',
      status: 'queued',
    });
    const code = await lastCodeOf(anna.id);
    expect(code).toMatch(/^\d{6}$/);
    // The code is kept only as its HMAC.
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(messages)).not.toContain(code);
    expect(t.logs.join('')).not.toContain('9847012345');
    expect(t.logs.join('')).toContain('+91 ••••••• 345');

    const shown = await call(anna.browser, 'GET', '/api/member/whatsapp');
    expect(shown.body).not.toContain('9847012345');
    expect(shown.json()).toEqual({
      available: true,
      number: {
        masked: '+91 ••••••• 345',
        verified: false,
        codePending: true,
        choices: { eventUpdates: true, sessionUpdates: true, newsletterNotices: false },
        stopped: false,
        failing: false,
      },
    });
  });

  it('refuses a wrong code (400 codeWrong) and confirms with the right one', async () => {
    const code = await lastCodeOf(anna.id);
    const wrong = await confirm(anna.browser, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: whatsappMessages.codeWrong,
      fields: { code: whatsappMessages.codeWrong },
    });
    expect((await rowOf(anna.id))?.code_failures).toBe(1);
    const shape = await confirm(anna.browser, '12ab56');
    expect(shape.json()).toMatchObject({ fields: { code: whatsappMessages.codeRequired } });

    const right = await confirm(anna.browser, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      message: whatsappMessages.confirmed,
      whatsapp: {
        available: true,
        number: {
          masked: '+91 ••••••• 345',
          verified: true,
          codePending: false,
          choices: { eventUpdates: true, sessionUpdates: true, newsletterNotices: false },
          stopped: false,
          failing: false,
        },
      },
    });
    expect(await rowOf(anna.id)).toMatchObject({ verified_at: '2026-12-07T09:00:00.000Z', code_hash: null, code_failures: 0 });
    // A used code works no more.
    expect((await confirm(anna.browser, code)).statusCode).toBe(400);
  });

  it('gives a number another member confirmed the same answer, and keeps and sends nothing', async () => {
    const before = await db().selectFrom('whatsapp_messages').select('id').execute();
    const answer = await add(lata.browser, '+91 98470 12345');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: whatsappMessages.codeSent });
    expect(await rowOf(lata.id)).toBeUndefined();
    expect(await db().selectFrom('whatsapp_messages').select('id').execute()).toHaveLength(before.length);
    expect((await rowOf(anna.id))?.verified_at).not.toBeNull();
    expect(await mine(lata.browser)).toEqual({ available: true, number: null });
  });

  it('a number another member is confirming is left to her while her code works; after, it is free', async () => {
    clock.set('2026-12-07T09:00:00.000Z');
    expect((await add(meera.browser, '+91 94470 54321')).statusCode).toBe(202);
    expect((await add(lata.browser, '+91 94470 54321')).statusCode).toBe(202);
    expect(await rowOf(lata.id)).toBeUndefined();
    expect(await messagesOf(lata.id)).toEqual([]);

    clock.set('2026-12-07T09:11:00.000Z');
    expect((await add(lata.browser, '+91 94470 54321')).statusCode).toBe(202);
    expect(await rowOf(lata.id)).toMatchObject({ phone: '+919447054321', verified_at: null });
    expect(await rowOf(meera.id)).toBeUndefined();
    expect((await messagesOf(lata.id)).map((row) => row.template)).toEqual(['wfc_number_code']);
    await forget(lata.id);
    await forget(meera.id);
  });

  it('sends her code in her membership’s language when the request names none, else in the page’s', async () => {
    clock.set('2026-12-07T10:00:00.000Z');
    expect((await add(meera.browser, '+91 85900 12345', {})).statusCode).toBe(202);
    expect((await rowOf(meera.id))?.locale).toBe('ml');
    expect((await messagesOf(meera.id))[0]?.locale).toBe('ml');
    // The answer itself in her page's language.
    const english = await add(meera.browser, '+91 85900 12345', { 'accept-language': 'en' });
    expect(english.json()).toEqual({ message: whatsappMessages.codeSent });
    expect((await rowOf(meera.id))?.locale).toBe('en');
    const malayalam = await add(meera.browser, '+91 85900 12345', { 'accept-language': 'ml' });
    expect(malayalam.json().message).not.toBe(whatsappMessages.codeSent);
    expect((await rowOf(meera.id))?.locale).toBe('ml');
    // A code sent again replaces the queued one: she gets only the code that works.
    expect((await messagesOf(meera.id)).filter((row) => row.status === 'queued')).toHaveLength(1);
    await forget(meera.id);
  });

  it('sends at most three codes an hour (429 tooManyCodes), a removed number counting too', async () => {
    clock.set('2026-12-07T11:00:00.000Z');
    expect((await add(lata.browser, '+91 81234 56780')).statusCode).toBe(202);
    await handOver(lata.id);
    expect((await add(lata.browser, '+91 81234 56780')).statusCode).toBe(202);
    await handOver(lata.id);
    clock.set('2026-12-07T11:20:00.000Z');
    expect((await add(lata.browser, '+91 81234 56781')).statusCode).toBe(202);
    await handOver(lata.id);
    const fourth = await add(lata.browser, '+91 81234 56781');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: whatsappMessages.tooManyCodes });
    expect(fourth.headers['retry-after']).toBe(String(40 * 60));
    expect((await rowOf(lata.id))?.codes_sent).toBe(3);

    // Removing the number does not forget the codes already handed to the Cloud API.
    expect((await call(lata.browser, 'DELETE', '/api/member/whatsapp')).statusCode).toBe(200);
    expect((await add(lata.browser, '+91 81234 56781')).statusCode).toBe(429);
    expect(await rowOf(lata.id)).toBeUndefined();

    clock.set('2026-12-07T12:00:01.000Z');
    expect((await add(lata.browser, '+91 81234 56781')).statusCode).toBe(202);
    await forget(lata.id);
  });

  it('a code is void after five wrong tries, and a code works ten minutes', async () => {
    clock.set('2026-12-07T13:00:00.000Z');
    await add(lata.browser, '+91 81234 56782');
    const code = await lastCodeOf(lata.id);
    for (let i = 0; i < 5; i++) expect((await confirm(lata.browser, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await confirm(lata.browser, code)).json()).toMatchObject({ message: whatsappMessages.codeWrong });
    expect((await mine(lata.browser)).number).toMatchObject({ verified: false, codePending: false });

    await add(lata.browser, '+91 81234 56782');
    const late = await lastCodeOf(lata.id);
    clock.set('2026-12-07T13:10:00.000Z');
    expect((await confirm(lata.browser, late)).statusCode).toBe(400);
    expect((await mine(lata.browser)).number?.codePending).toBe(false);
    await forget(lata.id);
  });

  it('saves her choices once her number is confirmed (409 before); turning one on ends a STOP', async () => {
    clock.set('2026-12-07T14:00:00.000Z');
    const choices = { eventUpdates: false, sessionUpdates: false, newsletterNotices: true };
    const none = await call(lata.browser, 'PUT', '/api/member/whatsapp/choices', choices);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CONFLICT', message: whatsappMessages.noNumber });
    await add(lata.browser, '+91 81234 56783');
    expect((await call(lata.browser, 'PUT', '/api/member/whatsapp/choices', choices)).statusCode).toBe(409);
    await confirm(lata.browser, await lastCodeOf(lata.id));

    await db()
      .updateTable('whatsapp_numbers')
      .set({ opted_out_at: '2026-12-07T14:00:00.000Z' })
      .where('membership_id', '=', lata.id)
      .execute();
    expect((await mine(lata.browser)).number?.stopped).toBe(true);
    const allOff = { eventUpdates: false, sessionUpdates: false, newsletterNotices: false };
    const off = await call(lata.browser, 'PUT', '/api/member/whatsapp/choices', allOff);
    expect(off.statusCode).toBe(200);
    expect(off.json().whatsapp.number).toMatchObject({ choices: allOff, stopped: true });
    const saved = await call(lata.browser, 'PUT', '/api/member/whatsapp/choices', choices);
    expect(saved.json()).toEqual({
      message: whatsappMessages.choicesSaved,
      whatsapp: { available: true, number: expect.objectContaining({ choices, stopped: false, verified: true }) },
    });
    expect(await rowOf(lata.id)).toMatchObject({ event_updates: 0, session_updates: 0, newsletter_notices: 1, opted_out_at: null });
  });

  it('changing to a new number un-verifies it and drops what waited for the old one; the same number stays confirmed', async () => {
    clock.set('2026-12-07T15:00:00.000Z');
    await db()
      .updateTable('whatsapp_numbers')
      .set({
        opted_out_at: '2026-12-07T14:30:00.000Z',
        failures: 3,
        failing_since: '2026-12-07T14:30:00.000Z',
        last_inbound_at: '2026-12-07T14:00:00.000Z',
      })
      .where('membership_id', '=', lata.id)
      .execute();
    await db()
      .insertInto('whatsapp_messages')
      .values({
        id: newId(),
        membership_id: lata.id,
        to_phone: '+918123456783',
        kind: 'template',
        template: 'wfc_event_reminder',
        locale: 'en',
        params: '[]',
        cause: 'event',
        status: 'queued',
        next_attempt_at: '2026-12-07T15:00:00.000Z',
        created_at: '2026-12-07T15:00:00.000Z',
      })
      .execute();
    // The same number added again stays confirmed and is tried again: its failures are forgotten, its STOP is hers to end.
    expect((await add(lata.browser, '+91 81234 56783')).statusCode).toBe(202);
    expect(await rowOf(lata.id)).toMatchObject({
      verified_at: expect.any(String),
      failures: 0,
      failing_since: null,
      opted_out_at: '2026-12-07T14:30:00.000Z',
    });

    expect((await add(lata.browser, '+91 81234 56784')).statusCode).toBe(202);
    expect(await rowOf(lata.id)).toMatchObject({
      phone: '+918123456784',
      verified_at: null,
      opted_out_at: null,
      last_inbound_at: null,
      newsletter_notices: 1,
    });
    const queued = (await messagesOf(lata.id)).filter((row) => row.status === 'queued');
    expect(queued.map((row) => [row.template, row.to_phone])).toEqual([['wfc_number_code', '+918123456784']]);
    await forget(lata.id);
  });

  it('two members adding one number at once both get 202, and one of them holds it', async () => {
    clock.set('2026-12-07T16:00:00.000Z');
    const both = await Promise.all([add(lata.browser, '+91 81234 56789'), add(meera.browser, '+91 81234 56789')]);
    expect(both.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [202, whatsappMessages.codeSent],
      [202, whatsappMessages.codeSent],
    ]);
    const holders = await db().selectFrom('whatsapp_numbers').select('membership_id').where('phone', '=', '+918123456789').execute();
    expect(holders).toHaveLength(1);
    const codes = await db().selectFrom('whatsapp_messages').select('membership_id').where('to_phone', '=', '+918123456789').execute();
    expect(codes).toEqual(holders);
    await forget(lata.id);
    await forget(meera.id);
  });

  it('refuses someone signed in with no membership (403 NOT_A_MEMBER), and keeps and sends nothing', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'Mine' },
    });
    const asha = await signInMember(t.app, 'asha@example.org');
    const before = await db().selectFrom('whatsapp_messages').select('id').execute();
    for (const [method, url, payload] of [
      ['GET', '/api/member/whatsapp', undefined],
      ['PUT', '/api/member/whatsapp', { phone: '+91 81234 56786' }],
      ['POST', '/api/member/whatsapp/confirm', { code: '123456' }],
      ['PUT', '/api/member/whatsapp/choices', { eventUpdates: true, sessionUpdates: true, newsletterNotices: true }],
      ['DELETE', '/api/member/whatsapp', undefined],
    ] as const) {
      const answer = await call(asha, method, url, payload);
      expect({ url, status: answer.statusCode, code: answer.json().code }).toEqual({ url, status: 403, code: 'NOT_A_MEMBER' });
    }
    expect(await db().selectFrom('whatsapp_numbers').select('phone').where('phone', '=', '+918123456786').execute()).toEqual([]);
    expect(await db().selectFrom('whatsapp_messages').select('id').execute()).toHaveLength(before.length);
  });

  it('a member who loses the race for a number on its unique index gets the same answer, never a 500', async () => {
    clock.set('2026-12-07T16:30:00.000Z');
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const context = (hold: boolean) => ({
      database: t.app.database,
      secret: t.config.jwtSecret,
      whatsapp: {
        configured: true,
        // The first keeps its transaction open after its insert while the second looks for the number and inserts it too.
        queueCode: async (...args: Parameters<typeof t.app.whatsapp.queueCode>) => {
          if (hold) await held;
          return t.app.whatsapp.queueCode(...args);
        },
      },
    });
    const first = addNumber(context(true), 'lata@example.org', '+91 81234 56787', 'en', clock());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = addNumber(context(false), 'meera@example.org', '+91 81234 56787', 'en', clock());
    await new Promise((resolve) => setTimeout(resolve, 300));
    open();
    expect((await Promise.all([first, second])).map((added) => added.outcome)).toEqual(['code-queued', 'held-by-another']);
    expect(await rowOf(meera.id)).toBeUndefined();
    expect(await messagesOf(meera.id)).toEqual([]);
    expect((await rowOf(lata.id))?.phone).toBe('+918123456787');
    await forget(lata.id);
  });

  it('removes her number and what waits to be sent to it', async () => {
    clock.set('2026-12-07T17:00:00.000Z');
    await add(lata.browser, '+91 81234 56785');
    const removed = await call(lata.browser, 'DELETE', '/api/member/whatsapp');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: whatsappMessages.removed });
    expect(await rowOf(lata.id)).toBeUndefined();
    expect(await messagesOf(lata.id)).toEqual([]);
    expect(await mine(lata.browser)).toEqual({ available: true, number: null });
    expect((await call(lata.browser, 'DELETE', '/api/member/whatsapp')).statusCode).toBe(200);
  });

  it('her export has her number masked, her choices and the messages’ templates and states; never the number or a code', async () => {
    const code = await lastCodeOf(anna.id).catch(() => undefined);
    const answer = await call(anna.browser, 'GET', '/api/member/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('9847012345');
    if (code) expect(answer.body).not.toContain(code);
    expect(answer.json().whatsapp).toEqual({
      number: expect.objectContaining({
        masked: '+91 ••••••• 345',
        verifiedAt: '2026-12-07T09:00:00.000Z',
        choices: { eventUpdates: true, sessionUpdates: true, newsletterNotices: false },
        stoppedAt: null,
      }),
      messages: [expect.objectContaining({ template: 'wfc_number_code', cause: 'number-code', status: 'queued' })],
    });
    expect((await call(lata.browser, 'GET', '/api/member/export')).json().whatsapp).toBeNull();
  });

  it('her erasure takes her number, the messages to her, and what she wrote to the club on WhatsApp', async () => {
    const itemId = newId();
    await db()
      .insertInto('inbox_items')
      .values({
        id: itemId,
        received_at: '2026-12-07T09:30:00.000Z',
        from_address: '+91 ••••••• 345',
        from_name: 'Anna Member',
        subject: 'WhatsApp message',
        text: 'Hello',
        notes: '[]',
        reason: 'no-thread',
        status: 'open',
        locale: 'en',
        case_id: null,
        made_case_id: null,
        message_id: null,
        handled_by: null,
        handled_at: null,
        channel: 'whatsapp',
        membership_id: anna.id,
      })
      .execute();
    const deleted = await call(anna.browser, 'POST', '/api/member/membership/delete', { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(anna.id)).toBeUndefined();
    expect(await messagesOf(anna.id)).toEqual([]);
    expect(await db().selectFrom('whatsapp_messages').select('id').where('to_phone', '=', '+919847012345').execute()).toEqual([]);
    expect(await db().selectFrom('inbox_items').select('id').where('id', '=', itemId).executeTakeFirst()).toBeUndefined();
  });
});

describe('her WhatsApp number without the club’s account, or without a membership', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, options(fixedClock('2026-12-07T09:00:00.000Z')));
  });
  afterAll(async () => t.close());

  it('answers available: false, refuses changes with 409 NOT_CONFIGURED, and still lets her remove a number', async () => {
    const { browser } = await join(t.app, 'Nila', 'nila@example.org');
    const get = await t.app.inject({ method: 'GET', url: '/api/member/whatsapp', headers: browser.headers });
    expect(get.json()).toEqual({ available: false, number: null });
    const changes = [
      { method: 'PUT' as const, url: '/api/member/whatsapp', payload: { phone: '+91 98470 12345' } },
      { method: 'POST' as const, url: '/api/member/whatsapp/confirm', payload: { code: '123456' } },
      {
        method: 'PUT' as const,
        url: '/api/member/whatsapp/choices',
        payload: { eventUpdates: true, sessionUpdates: true, newsletterNotices: true },
      },
    ];
    for (const change of changes) {
      const answer = await t.app.inject({ ...change, headers: browser.headers });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error: whatsappMessages.notConfigured,
        message: whatsappMessages.notConfigured,
        code: 'NOT_CONFIGURED',
      });
    }
    expect(await t.app.database.db.selectFrom('whatsapp_numbers').select('membership_id').execute()).toEqual([]);
    expect(await t.app.database.db.selectFrom('whatsapp_messages').select('id').execute()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/member/whatsapp', headers: browser.headers })).statusCode).toBe(200);
  });

  it('refuses someone signed in with no membership: 403 NOT_A_MEMBER', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'Mine' },
    });
    const asha = await signInMember(t.app, 'asha@example.org');
    for (const [method, url, payload] of [
      ['GET', '/api/member/whatsapp', undefined],
      ['DELETE', '/api/member/whatsapp', undefined],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: asha.headers, ...(payload ? { payload } : {}) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: memberAccountMessages.notAMember });
    }
  });
});
