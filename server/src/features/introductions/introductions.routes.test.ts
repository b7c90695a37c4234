import { introductionMessages, type IntroductionView, type MyIntroductions } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { hashLinkToken } from '../../lib/link-token';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { renderMail } from '../mail/render-mail';
import { block, memberWithCard, outboxRows, type TestMember } from './testing/introductions-kit';

/**
 * Introductions (issue 42) through the API, on the suite's engine: asking, answering on her page and
 * by the e-mailed link, lapsing, the silent block, the daily cap, and addresses only once accepted.
 */
describe('introductions between members', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T09:00:00.000Z');
  let anna: TestMember;
  let meera: TestMember;
  let lata: TestMember;
  let rani: TestMember;
  let nisha: TestMember;
  let hidden: TestMember;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { clock, answerFloor: async (work) => work(), memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000) },
    );
    anna = await memberWithCard(t.app, 'Anna', 'anna@example.org');
    meera = await memberWithCard(t.app, 'Meera', 'meera@example.org', { locale: 'ml' });
    lata = await memberWithCard(t.app, 'Lata', 'lata@example.org');
    rani = await memberWithCard(t.app, 'Rani', 'rani@example.org');
    nisha = await memberWithCard(t.app, 'Nisha', 'nisha@example.org', { listed: false });
    hidden = await memberWithCard(t.app, 'Hema', 'hema@example.org', { hidden: true });
  });
  afterAll(async () => t.close());

  const ask = (from: MemberBrowser, to: string | undefined, note = 'I would love to hear how you price for retail.') =>
    t.app.inject({ method: 'POST', url: '/api/member/introductions', headers: from.headers, payload: { to, note } });
  const mine = async (who: MemberBrowser) => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: who.headers });
    expect(answer.statusCode).toBe(200);
    return answer.json() as MyIntroductions;
  };
  const answerOnPage = (who: MemberBrowser, id: string, answer: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/member/introductions/${id}/${answer}`, headers: who.headers, payload: {} });
  const newMail = async (step: () => Promise<unknown>) => {
    const before = new Set((await outboxRows(t.app)).map((row) => row.id));
    await step();
    return (await outboxRows(t.app)).filter((row) => !before.has(row.id));
  };
  const tokenOf = (mail: { data: Record<string, unknown> }) => String(mail.data.answerUrl).split('#')[1] ?? '';

  it('asks: 202, the request e-mailed to her in her language with the note, the card and the link, no address of either', async () => {
    const mail = await newMail(async () => {
      const answer = await ask(anna.browser, meera.listingId);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: introductionMessages.requestSent });
    });
    expect(mail.map((row) => [row.kind, row.recipient, row.cc])).toEqual([['introduction-request', 'meera@example.org', null]]);
    const data = mail[0]!.data;
    expect(data).toMatchObject({
      locale: 'ml',
      recipientName: 'Meera Member',
      senderName: 'Anna Member',
      note: 'I would love to hear how you price for retail.',
      // Only the parts Anna's card shows: her work and what she can help with; never her website, city or id.
      card: { company: 'Anna Works', role: 'Founder', canHelp: 'Retail pricing', canHelpTags: ['pricing'], textLocale: 'en' },
      answerUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/introduction#[\w-]{43}$/),
    });
    expect(data.card).not.toHaveProperty('website');
    expect(data.card).not.toHaveProperty('city');
    expect(JSON.stringify(data)).not.toContain('@example.org');
    const rendered = renderMail('introduction-request', data, { name: 'Club', address: 'Kochi', publicUrl: t.config.publicUrl });
    expect(rendered.text).toContain('/ml/introduction#');
    expect(rendered.text).toContain('/ml/member');
    const stored = await t.app.database.db.selectFrom('introductions').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      from_name: 'Anna Member',
      to_name: 'Meera Member',
      status: 'pending',
      suppressed: 0,
      sent_day: '2026-12-07',
      day_slot: 1,
      token_hash: hashLinkToken(tokenOf(mail[0]!)),
      expires_at: '2026-12-21T09:00:00.000Z',
    });
  });

  it('refuses a second waiting request to the same member, her own card, an unlisted, hidden or unknown card, and a sender not listed', async () => {
    expect((await ask(anna.browser, meera.listingId)).json()).toMatchObject({
      code: 'CONFLICT',
      message: introductionMessages.alreadyAsked,
    });
    expect((await ask(anna.browser, anna.listingId)).json()).toMatchObject({ code: 'CONFLICT', message: introductionMessages.notYourself });
    const inMalayalam = await t.app.inject({
      method: 'POST',
      url: '/api/member/introductions',
      headers: { ...anna.browser.headers, 'accept-language': 'ml' },
      payload: { to: meera.listingId, note: 'I would love to hear how you price for retail.' },
    });
    expect(inMalayalam.json()).toMatchObject({ message: 'നിങ്ങൾ ഇതിനകം അവരോട് ചോദിച്ചിട്ടുണ്ട്; അവർ ഇതുവരെ മറുപടി നൽകിയിട്ടില്ല.' });
    for (const to of [hidden.listingId, 'no-such-card', nisha.membershipId]) {
      const answer = await ask(anna.browser, to);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: introductionMessages.notFound });
    }
    const notListed = await ask(nisha.browser, anna.listingId);
    expect(notListed.statusCode).toBe(409);
    expect(notListed.json()).toMatchObject({ code: 'LIST_YOURSELF_FIRST', message: introductionMessages.listYourselfFirst });
    const hiddenSender = await ask(hidden.browser, anna.listingId);
    expect(hiddenSender.json()).toMatchObject({ code: 'LIST_YOURSELF_FIRST', message: introductionMessages.listYourselfFirst });
    // Someone who may sign in (she asked for help) but has no membership.
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Sara Guest', requesterEmail: 'sara@example.org', question: 'Where do I start?' },
    });
    const guest = await ask(await signInMember(t.app, 'sara@example.org'), anna.listingId);
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    expect((await ask(anna.browser, meera.listingId, 'short')).statusCode).toBe(400);
  });

  it('lists the request on both pages without either address; accepting on her page sends ONE e-mail to both, in both languages', async () => {
    const [sent] = (await mine(anna.browser)).sent;
    expect(sent).toMatchObject({
      direction: 'sent',
      status: 'pending',
      other: { listingId: meera.listingId, name: 'Meera Member' },
      otherEmail: null,
    });
    const received = (await mine(meera.browser)).received;
    expect(received).toEqual([
      {
        _id: sent!._id,
        direction: 'received',
        status: 'pending',
        other: { listingId: anna.listingId, name: 'Anna Member' },
        note: 'I would love to hear how you price for retail.',
        noteHidden: false,
        createdAt: '2026-12-07T09:00:00.000Z',
        answeredAt: null,
        otherEmail: null,
      },
    ]);
    const beforeAccept = await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: anna.browser.headers });
    expect(beforeAccept.body).not.toContain('@example.org');

    // Only the one it was sent to answers it: the sender gets a 404, as for an unknown id.
    expect((await answerOnPage(anna.browser, sent!._id, 'accept')).statusCode).toBe(404);
    expect((await answerOnPage(lata.browser, sent!._id, 'accept')).statusCode).toBe(404);

    clock.set('2026-12-07T10:00:00.000Z');
    let accepted: { message: string; introduction: IntroductionView } | undefined;
    const mail = await newMail(async () => {
      const answer = await answerOnPage(meera.browser, sent!._id, 'accept');
      expect(answer.statusCode).toBe(200);
      accepted = answer.json();
    });
    expect(accepted).toEqual({
      message: introductionMessages.accepted,
      introduction: expect.objectContaining({ status: 'accepted', answeredAt: '2026-12-07T10:00:00.000Z', otherEmail: 'anna@example.org' }),
    });
    expect(mail.map((row) => [row.kind, row.recipient, row.cc])).toEqual([['introduction-made', 'anna@example.org', 'meera@example.org']]);
    expect(mail[0]!.data).toMatchObject({
      sender: { name: 'Anna Member', email: 'anna@example.org' },
      recipient: { name: 'Meera Member', email: 'meera@example.org' },
      alsoIn: 'ml',
    });
    const rendered = renderMail('introduction-made', mail[0]!.data, { name: 'Club', address: 'Kochi', publicUrl: t.config.publicUrl });
    expect(rendered.subject).toBe('Introduction: Anna Member and Meera Member / പരിചയപ്പെടുത്തൽ: Anna Member, Meera Member');
    expect(rendered.text).toContain('Hello Anna Member and Meera Member,');
    expect(rendered.text).toContain('നമസ്കാരം Anna Member, Meera Member,');
    expect(rendered.html).toContain('<div lang="ml"');
    expect(rendered.text).toContain('meera@example.org');

    expect((await mine(anna.browser)).sent[0]).toMatchObject({ status: 'accepted', otherEmail: 'meera@example.org' });
    expect((await mine(meera.browser)).received[0]).toMatchObject({ status: 'accepted', otherEmail: 'anna@example.org' });
    const row = await t.app.database.db
      .selectFrom('introductions')
      .select('token_hash')
      .where('id', '=', sent!._id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBeNull();
    const again = await answerOnPage(meera.browser, sent!._id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: introductionMessages.notPending });
  });

  it('shows neither side a note the club hid, and leaves it out of the introduction', async () => {
    const [request] = await newMail(async () =>
      expect((await ask(lata.browser, anna.listingId, 'Buy my course, only today!')).statusCode).toBe(202),
    );
    const id = (await mine(anna.browser)).received.find((view) => view.other.name === 'Lata Member')!._id;
    await t.app.database.db
      .updateTable('introductions')
      .set({ note_hidden_at: clock().toISOString(), note_hidden_reason: 'Selling' })
      .where('id', '=', id)
      .execute();
    for (const [who, direction] of [
      [anna, 'received'],
      [lata, 'sent'],
    ] as const) {
      const view = (await mine(who.browser))[direction].find((item) => item._id === id);
      expect(view).toMatchObject({ note: null, noteHidden: true });
    }
    const opened = await t.app.inject({ method: 'POST', url: '/api/introductions/link', payload: { token: tokenOf(request!) } });
    expect(opened.json()).toMatchObject({ introduction: { note: null, noteHidden: true } });
    const [made] = await newMail(async () => expect((await answerOnPage(anna.browser, id, 'accept')).statusCode).toBe(200));
    expect(made!.kind).toBe('introduction-made');
    expect(made!.data).not.toHaveProperty('note');
    expect(JSON.stringify(made!.data)).not.toContain('Buy my course');
  });

  it('opens and declines by the e-mailed link without a session; the sender is told kindly, and the link dies', async () => {
    const [request] = await newMail(async () => expect((await ask(anna.browser, lata.listingId)).statusCode).toBe(202));
    const token = tokenOf(request!);
    const opened = await t.app.inject({ method: 'POST', url: '/api/introductions/link', payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    expect(opened.json()).toMatchObject({
      introduction: {
        direction: 'received',
        status: 'pending',
        other: { name: 'Anna Member', listingId: anna.listingId },
        otherEmail: null,
      },
      from: { id: anna.listingId, name: 'Anna Member', company: 'Anna Works' },
    });
    expect(opened.body).not.toContain('@example.org');

    const mail = await newMail(async () => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/introductions/link/answer', payload: { token, answer: 'decline' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        message: introductionMessages.declined,
        introduction: { status: 'declined', otherEmail: null },
      });
    });
    expect(mail.map((row) => [row.kind, row.recipient, row.cc])).toEqual([['introduction-declined', 'anna@example.org', null]]);
    expect(mail[0]!.data).toEqual({
      recipientName: 'Anna Member',
      otherName: 'Lata Member',
      directoryUrl: `${t.config.publicUrl}/members`,
    });
    expect((await mine(anna.browser)).sent.find((view) => view.other.name === 'Lata Member')).toMatchObject({
      status: 'declined',
      otherEmail: null,
    });
    for (const payload of [{ token }, { token: 'A'.repeat(43) }, { token: 'short' }]) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/introductions/link', payload });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'INTRODUCTION_LINK_INVALID', message: introductionMessages.linkInvalid });
      expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    }
    const late = await t.app.inject({ method: 'POST', url: '/api/introductions/link/answer', payload: { token, answer: 'accept' } });
    expect(late.statusCode).toBe(404);
  });

  it('takes one of two answers given at once, on her page and by the link, and sends one e-mail', async () => {
    const [request] = await newMail(async () => expect((await ask(rani.browser, anna.listingId)).statusCode).toBe(202));
    const id = (await mine(anna.browser)).received.find((view) => view.other.name === 'Rani Member')!._id;
    const mail = await newMail(async () => {
      const answers = await Promise.all([
        answerOnPage(anna.browser, id, 'accept'),
        t.app.inject({ method: 'POST', url: '/api/introductions/link/answer', payload: { token: tokenOf(request!), answer: 'decline' } }),
      ]);
      // The one too late finds it answered (409), or on SQLite, where writes take turns, its link already gone (404).
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([404, 409]).toContain(codes[1]);
    });
    expect(mail).toHaveLength(1);
    const [row] = await t.app.database.db.selectFrom('introductions').select('status').where('id', '=', id).execute();
    expect(mail[0]!.kind).toBe(row!.status === 'accepted' ? 'introduction-made' : 'introduction-declined');
  });

  it('lapses after INTRODUCTION_DAYS: expired on both pages, the link and the answer refused, and she may ask again', async () => {
    const [request] = await newMail(async () => expect((await ask(rani.browser, lata.listingId)).statusCode).toBe(202));
    const token = tokenOf(request!);
    const toLata = async () => (await mine(rani.browser)).sent.find((view) => view.other.name === 'Lata Member')!;
    const id = (await toLata())._id;
    clock.set('2026-12-21T10:00:01.000Z');
    expect(await toLata()).toMatchObject({ status: 'expired' });
    expect((await mine(lata.browser)).received.find((view) => view._id === id)).toMatchObject({ status: 'expired' });
    expect((await t.app.inject({ method: 'POST', url: '/api/introductions/link', payload: { token } })).statusCode).toBe(404);
    expect((await answerOnPage(lata.browser, id, 'accept')).statusCode).toBe(409);
    expect((await ask(rani.browser, lata.listingId)).statusCode).toBe(202);
    const rows = await t.app.database.db.selectFrom('introductions').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(rows.status).toBe('expired');
  });

  it('keeps a blocked member’s request silently: the same answer, nothing shown to her, no e-mail', async () => {
    await block(t.app, meera, rani);
    const mail = await newMail(async () => {
      const answer = await ask(rani.browser, meera.listingId);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: introductionMessages.requestSent });
    });
    expect(mail).toEqual([]);
    const stored = await t.app.database.db
      .selectFrom('introductions')
      .select(['suppressed', 'token_hash', 'status'])
      .where('from_membership_id', '=', rani.membershipId)
      .where('to_membership_id', '=', meera.membershipId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ suppressed: 1, token_hash: null, status: 'pending' });
    expect((await mine(meera.browser)).received.map((view) => view.other.name)).toEqual(['Anna Member']);
    // To Rani it looks like any request not answered yet, and asking again is refused as for anyone.
    expect((await mine(rani.browser)).sent.find((view) => view.other.name === 'Meera Member')).toMatchObject({
      status: 'pending',
      other: { listingId: null },
    });
    expect((await ask(rani.browser, meera.listingId)).json()).toMatchObject({ message: introductionMessages.alreadyAsked });
    // The one who blocked may not ask either, silently.
    expect(await newMail(async () => expect((await ask(meera.browser, rani.listingId)).statusCode).toBe(202))).toEqual([]);
  });

  it('holds the daily cap of five in India’s day: the sixth is a 429, the next day is new', async () => {
    clock.set('2026-12-22T18:00:00.000Z'); // 23:30 in Kolkata
    const targets: TestMember[] = [];
    for (let n = 0; n < 6; n += 1) targets.push(await memberWithCard(t.app, `Target${n}`, `target${n}@example.org`));
    for (const target of targets.slice(0, 5)) expect((await ask(lata.browser, target.listingId)).statusCode).toBe(202);
    const over = await ask(lata.browser, targets[5]!.listingId);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'INTRODUCTION_LIMIT', message: introductionMessages.tooManyToday });
    clock.set('2026-12-22T18:30:00.000Z'); // past midnight in Kolkata
    expect((await ask(lata.browser, targets[5]!.listingId)).statusCode).toBe(202);
  });

  it('lets exactly five of eight requests at once through', async () => {
    clock.set('2026-12-23T09:00:00.000Z');
    const sender = await memberWithCard(t.app, 'Busy', 'busy@example.org');
    const targets: TestMember[] = [];
    for (let n = 0; n < 8; n += 1) targets.push(await memberWithCard(t.app, `Many${n}`, `many${n}@example.org`));
    const answers = await Promise.all(targets.map((target) => ask(sender.browser, target.listingId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const slots = await t.app.database.db
      .selectFrom('introductions')
      .select('day_slot')
      .where('from_membership_id', '=', sender.membershipId)
      .orderBy('day_slot')
      .execute();
    expect(slots.map((row) => row.day_slot)).toEqual([1, 2, 3, 4, 5]);
  });
});
