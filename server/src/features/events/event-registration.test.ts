import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createEvent, eventBody, guestTokenIn, invitationIn, mailTo, registerGuest } from '../../../test/event-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember } from '../../../test/member-session';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';

/** Registration here (issue 30): the answers, the e-mails and their invitations, against a real SMTP peer. */

describe('a guest registers for an event here', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'Club <events@club.example.org>' },
      { clock, background: false },
    );
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => {
    peer.received.length = 0;
  });
  const deliver = () => t.app.mailOutbox.deliverDueMail();

  it('confirms while places last, then waitlists in order; each told the truth, with an invitation when confirmed', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 2 }));
    const answers = [];
    for (const name of ['Asha', 'Bindu', 'Chitra', 'Devi'])
      answers.push((await registerGuest(t.app, event.id, { name, email: `${name.toLowerCase()}@example.org` })).json());
    expect(answers.map((answer) => [answer.status, answer.position])).toEqual([
      ['confirmed', undefined],
      ['confirmed', undefined],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    expect(answers[2].message).toBe('The event is full, so you are on the waitlist, number 1. We will write to you if a place frees up.');

    const page = (await t.app.inject({ url: `/api/events/${event.slug}` })).json();
    expect(page.registration).toMatchObject({ open: true, capacity: 2, placesLeft: 0, waitlist: true });
    expect(page.link).toBe(`/events/${event.slug}`);

    await deliver();
    const [asha] = mailTo(peer.received, 'asha@example.org');
    expect(asha!.subject).toBe('You are registered for Pricing Workshop');
    expect(invitationIn(asha!)).toEqual({
      method: 'REQUEST',
      uid: `event-${event.id}@club.example.org`,
      sequence: 0,
      start: '2026-12-12T04:30:00.000Z',
      startZone: 'Asia/Kolkata',
      end: '2026-12-12T07:30:00.000Z',
      status: 'CONFIRMED',
      summary: 'Pricing Workshop',
    });
    // Her door code as text and as a QR code carried in the message.
    expect(asha!.text).toMatch(/say your code: [0-9A-Z]{5}-[0-9A-Z]{5}/);
    expect(asha!.attachments.some((part) => part.contentType === 'image/gif' && part.cid === 'door-code')).toBe(true);
    const [chitra] = mailTo(peer.received, 'chitra@example.org');
    expect(chitra!.subject).toBe('You are on the waitlist for Pricing Workshop');
    expect(chitra!.text).toContain('number 1');
    expect(invitationIn(chitra!)).toBeUndefined();
  });

  it('gives a cancelled place to the first in line, who is told; the canceller gets a METHOD:CANCEL', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1 }, { title: 'Cancellation Evening' }));
    await registerGuest(t.app, event.id, { name: 'Esha', email: 'esha@example.org' });
    await registerGuest(t.app, event.id, { name: 'Fathima', email: 'fathima@example.org' });
    await deliver();
    const token = guestTokenIn(mailTo(peer.received, 'esha@example.org')[0]!)!;
    peer.received.length = 0;

    const read = await t.app.inject({ method: 'POST', url: '/api/events/registration', payload: { token } });
    expect(read.json()).toMatchObject({ status: 'confirmed', name: 'Esha', email: 'e***@example.org', cancellable: true });
    expect(read.json().checkInCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const cancelled = await t.app.inject({ method: 'POST', url: '/api/events/registration/cancel', payload: { token } });
    expect(cancelled.json()).toMatchObject({
      registration: { status: 'cancelled', checkInCode: null, cancellable: false },
      message: 'Your registration is cancelled. Thank you for letting us know.',
    });
    await deliver();
    const [ended] = mailTo(peer.received, 'esha@example.org');
    expect(invitationIn(ended!)).toMatchObject({ method: 'CANCEL', uid: `event-${event.id}@club.example.org`, status: 'CANCELLED' });
    const [promoted] = mailTo(peer.received, 'fathima@example.org');
    expect(promoted!.subject).toBe('A place opened up: you are registered for Cancellation Evening');
    expect(invitationIn(promoted!)).toMatchObject({ method: 'REQUEST' });
    expect((await t.app.inject({ method: 'POST', url: '/api/events/registration/cancel', payload: { token } })).statusCode).toBe(409);
  });

  it('refuses a full event without a waitlist (409), unanswered questions (400 by field), and a closed one', async () => {
    const questions = [
      {
        id: 'q-stage',
        label: 'Where is your business today?',
        labelMl: '',
        kind: 'choice' as const,
        options: ['An idea', 'Growing'],
        optionsMl: [],
        required: true,
      },
    ];
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1, waitlist: false, questions }, { title: 'Small Table' }));
    const missing = await registerGuest(t.app, event.id, { name: 'Gita', email: 'gita@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'answers.q-stage': 'Please answer this question.' });
    const wrong = await registerGuest(t.app, event.id, { name: 'Gita', email: 'gita@example.org', answers: { 'q-stage': 'Huge' } });
    expect(wrong.json().fields).toEqual({ 'answers.q-stage': 'Please choose an answer from the list.' });
    expect(
      (await registerGuest(t.app, event.id, { name: 'Gita', email: 'gita@example.org', answers: { 'q-stage': 'Growing' } })).statusCode,
    ).toBe(201);
    const full = await registerGuest(t.app, event.id, { name: 'Hima', email: 'hima@example.org', answers: { 'q-stage': 'An idea' } });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'EVENT_FULL', message: 'Sorry, this event is full.' });
    expect((await t.app.inject({ url: `/api/events/${event.id}` })).json().registration).toMatchObject({
      open: false,
      closedBecause: 'full',
      placesLeft: 0,
    });

    clock.set('2026-12-12T05:00:00.000Z');
    const started = await registerGuest(t.app, event.id, { name: 'Indu', email: 'indu@example.org', answers: { 'q-stage': 'An idea' } });
    expect(started.json()).toMatchObject({ code: 'EVENT_REGISTRATION_CLOSED' });
    clock.set('2026-12-01T09:00:00.000Z');
    const count = await t.app.database.db
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers a second registration with the same address as a new guest would be told, and e-mails her own registration again', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1 }, { title: 'Repeat Morning' }));
    await registerGuest(t.app, event.id, { name: 'Jaya', email: 'jaya@example.org' });
    const again = await registerGuest(t.app, event.id, { name: 'Jaya', email: 'JAYA@example.org' });
    expect(again.json()).toMatchObject({ status: 'waitlisted', position: 1 });
    await deliver();
    const mails = mailTo(peer.received, 'jaya@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual(['You are registered for Repeat Morning', 'You are registered for Repeat Morning']);
    expect(mails.filter((mail) => mail.text?.includes('You had already registered with this address'))).toHaveLength(1);
    expect((await t.app.database.db.selectFrom('event_registrations').selectAll().where('event_id', '=', event.id).execute()).length).toBe(
      1,
    );
  });

  it('mails one address at most 3 times a day however often it is registered, and answers each the same (issue 38, finding 3)', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 5 }, { title: 'Inbox Flood' }));
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await registerGuest(t.app, event.id, { name: 'Nila', email: 'nila@example.org' });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]![0]).toBe(201);
    await deliver();
    expect(mailTo(peer.received, 'nila@example.org')).toHaveLength(3);
  });

  it('lets one client take at most 3 places of one event in an hour; the 4th place asked for is a 429 whatever the address (issue 38, finding 2)', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 5 }, { title: 'Five Chairs' }));
    const client = '203.0.113.7';
    const answers = [];
    for (let n = 0; n < 30; n += 1)
      answers.push(await registerGuest(t.app, event.id, { name: `Made Up ${n}`, email: `made.up.${n}@example.org` }, {}, client));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, ...Array.from({ length: 27 }, () => 429)]);
    expect(answers[3]!.json()).toEqual({
      error: expect.any(String),
      code: 'EVENT_CLIENT_LIMIT',
      message:
        'Several registrations for this event have come from your connection in the last hour. Please try again in an hour, or write to us.',
    });
    expect(answers[3]!.headers['retry-after']).toBe('3600');
    // An address registered already is answered as a new one would be: the answer tells nothing of addresses.
    const known = await registerGuest(t.app, event.id, { name: 'Made Up 0', email: 'made.up.0@example.org' }, {}, client);
    expect([known.statusCode, known.body]).toEqual([429, answers[3]!.body]);
    // In Malayalam too.
    const ml = await registerGuest(
      t.app,
      event.id,
      { name: 'Made Up 31', email: 'made.up.31@example.org' },
      { 'accept-language': 'ml' },
      client,
    );
    expect(ml.json().message).not.toBe(answers[3]!.json().message);
    // Two places are left for everyone else; the client's address is kept only as a keyed hash.
    expect((await t.app.inject({ url: `/api/events/${event.id}` })).json().registration).toMatchObject({ placesLeft: 2 });
    expect((await registerGuest(t.app, event.id, { name: 'Real Guest', email: 'real.guest@example.org' })).statusCode).toBe(201);
    const stored = await t.app.database.db
      .selectFrom('event_registrations')
      .select('client_hash')
      .where('event_id', '=', event.id)
      .execute();
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.client_hash!) && !row.client_hash!.includes('203.0.113.7'))).toBe(true);
    // An hour later, the same client may register again.
    clock.set('2026-12-01T10:00:00.000Z');
    expect((await registerGuest(t.app, event.id, { name: 'Made Up 40', email: 'made.up.40@example.org' }, {}, client)).statusCode).toBe(
      201,
    );
    clock.set('2026-12-01T09:00:00.000Z');
  });

  it("counts no place on the waitlist against a client: a full event waitlists one client's guests in order (issue 38, finding 2)", async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 2 }, { title: 'Two Chairs' }));
    const client = '203.0.113.8';
    const answers = [];
    for (const name of ['Asha', 'Bindu', 'Chitra', 'Devi', 'Esha'])
      answers.push(await registerGuest(t.app, event.id, { name, email: `${name.toLowerCase()}.two@example.org` }, {}, client));
    expect(answers.map((answer) => [answer.statusCode, answer.json().status, answer.json().position])).toEqual([
      [201, 'confirmed', undefined],
      [201, 'confirmed', undefined],
      [201, 'waitlisted', 1],
      [201, 'waitlisted', 2],
      [201, 'waitlisted', 3],
    ]);
  });

  it('lets "places left" tell whether an address is registered only at the price of registering it, which she is told of, 3 a client an hour (issue 38, finding 4: accepted)', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 10 }, { title: 'Probe Night' }));
    await registerGuest(t.app, event.id, { name: 'Oormila', email: 'oormila@example.org' });
    const placesLeft = async () => (await t.app.inject({ url: `/api/events/${event.id}` })).json().registration.placesLeft as number;
    const prober = '198.51.100.9';
    const probe = (email: string) => registerGuest(t.app, event.id, { name: 'Someone', email }, {}, prober);
    expect(await placesLeft()).toBe(9);
    // A known address: the count stays (the risk accepted), and she is e-mailed that someone registered her again.
    expect((await probe('oormila@example.org')).statusCode).toBe(201);
    expect(await placesLeft()).toBe(9);
    // An unknown one: the probe registers her, takes a place, and tells her by e-mail.
    expect((await probe('padma@example.org')).statusCode).toBe(201);
    expect(await placesLeft()).toBe(8);
    await deliver();
    expect(mailTo(peer.received, 'padma@example.org').map((mail) => mail.subject)).toEqual(['You are registered for Probe Night']);
    expect(mailTo(peer.received, 'oormila@example.org')).toHaveLength(2);
    // The prober's next new address is its last this hour; then every probe is refused alike.
    expect((await probe('rani@example.org')).statusCode).toBe(201);
    expect((await probe('oormila@example.org')).statusCode).toBe(201);
    expect((await probe('sara@example.org')).statusCode).toBe(201);
    expect((await probe('tara@example.org')).statusCode).toBe(429);
    expect((await probe('oormila@example.org')).statusCode).toBe(429);
  });

  it('speaks Malayalam to a guest who registered from a Malayalam page', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 5 }, { title: 'Language Evening', ml: { title: 'ഭാഷാ സായാഹ്നം' } }));
    const answer = await registerGuest(t.app, event.id, { name: 'Kavya', email: 'kavya@example.org' }, { 'accept-language': 'ml' });
    expect(answer.json().message).not.toMatch(/You are registered/);
    await deliver();
    const [mail] = mailTo(peer.received, 'kavya@example.org');
    expect(mail!.subject).toContain('ഭാഷാ സായാഹ്നം');
    expect(mail!.text).toContain('https://club.example.org/ml/events/registration#');
  });

  it("names the editor's refusals by the registration setting's whole path", async () => {
    const questions = [{ id: 'q-1', label: 'Pick one', labelMl: '', kind: 'choice', options: ['Only'], optionsMl: [], required: false }];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/events',
      headers: admin,
      payload: eventBody({ capacity: 0, questions } as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'registration.capacity': 'The capacity must be a whole number from 1 to 100,000, or empty for no limit.',
      'registration.questions.0.options': 'A choice needs at least two options.',
    });
  });

  it("lists a guest's registrations on her own page once she signs in with that address", async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1 }, { title: 'Her Own Page' }));
    await registerGuest(t.app, event.id, { name: 'Lata', email: 'lata@example.org' });
    await registerGuest(t.app, event.id, { name: 'Mini', email: 'Mini@example.org' });
    const mini = await signInMember(t.app, 'mini@example.org');
    const listed = (await t.app.inject({ url: '/api/member/events', headers: mini.headers })).json();
    expect(listed).toEqual([
      expect.objectContaining({
        eventTitle: 'Her Own Page',
        eventPath: `/events/${event.slug}`,
        status: 'waitlisted',
        position: 1,
        registrationPath: expect.stringMatching(/^\/events\/registration#[A-Za-z0-9_-]{43}$/),
      }),
    ]);
    // Her page's link opens her registration, and only hers.
    const token = (listed[0].registrationPath as string).split('#')[1];
    expect((await t.app.inject({ method: 'POST', url: '/api/events/registration', payload: { token } })).json()).toMatchObject({
      name: 'Mini',
      status: 'waitlisted',
    });
    expect((await t.app.inject({ url: '/api/member/events' })).statusCode).toBe(401);
  });

  it('refuses a link that is not one', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/events/registration', payload: { token: 'x'.repeat(43) } });
    expect(response.json()).toMatchObject({ code: 'EVENT_LINK_INVALID' });
  });
});
