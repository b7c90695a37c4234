import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createEvent, eventBody, guestTokenIn, invitationIn, mailTo, registerGuest } from '../../../test/event-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { doorCode } from './event-codes';
import { eventsContextOf } from './event-context';
import { runEventSchedule } from './event-scheduler';

/** The staff's guest lists (issue 30): approval, the door, messages, an event's change and its cancellation. */

describe('guest lists', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let enabler: Record<string, string>;
  let operatorUser: Awaited<ReturnType<typeof seedAccounts<'operator'>>>['operator'];
  let adminUser: typeof operatorUser;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    const users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Olive Operator', email: 'olive@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
    });
    admin = bearer(await tokenFor(t.app, users.admin));
    operator = bearer(await tokenFor(t.app, users.operator));
    operatorUser = users.operator;
    adminUser = users.admin;
    enabler = bearer(await tokenFor(t.app, users.enabler));
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => {
    clock.set('2026-12-01T09:00:00.000Z');
    peer.received.length = 0;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = operator, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const guestId = async (eventId: string, email: string) =>
    (
      await t.app.database.db
        .selectFrom('event_registrations')
        .select('id')
        .where('event_id', '=', eventId)
        .where('email_key', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const deliver = () => t.app.mailOutbox.deliverDueMail();

  it('lets operators approve and decline pending guests, each told; enablers may not see the list', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1, approval: true }, { title: 'Approval Lunch' }));
    expect((await registerGuest(t.app, event.id, { name: 'Asha', email: 'asha@example.org' })).json()).toMatchObject({ status: 'pending' });
    expect((await registerGuest(t.app, event.id, { name: 'Bindu', email: 'bindu@example.org' })).json()).toMatchObject({
      status: 'pending',
    });
    expect((await call('GET', `/api/admin/guest-lists/${event.id}`, enabler)).statusCode).toBe(403);
    const lists = (await call('GET', '/api/admin/guest-lists')).json();
    expect(lists.find((list: { id: string }) => list.id === event.id)).toMatchObject({
      title: 'Approval Lunch',
      capacity: 1,
      counts: { going: 0, pending: 2 },
    });

    const approved = await call('POST', `/api/admin/guest-lists/${event.id}/guests/${await guestId(event.id, 'asha@example.org')}/approve`);
    expect(approved.json()).toMatchObject({
      guest: { status: 'confirmed' },
      counts: { going: 1, pending: 1 },
      message: 'Asha is confirmed.',
    });
    // No place left: the next approval puts her on the waitlist.
    const second = await call('POST', `/api/admin/guest-lists/${event.id}/guests/${await guestId(event.id, 'bindu@example.org')}/approve`);
    expect(second.json()).toMatchObject({
      guest: { status: 'waitlisted', position: 1 },
      message: 'The event is full, so Bindu is on the waitlist.',
    });
    expect(
      (await call('POST', `/api/admin/guest-lists/${event.id}/guests/${await guestId(event.id, 'bindu@example.org')}/approve`)).statusCode,
    ).toBe(409);

    await deliver();
    const ashaMail = mailTo(peer.received, 'asha@example.org');
    expect(ashaMail.map((mail) => mail.subject).sort()).toEqual([
      'You are registered for Approval Lunch',
      'Your registration for Approval Lunch waits for approval',
    ]);

    // With approval on, a freed place is offered for 48 hours; unanswered, it goes on.
    peer.received.length = 0;
    const token = guestTokenIn(ashaMail[0]!)!;
    expect((await t.app.inject({ method: 'POST', url: '/api/events/registration/cancel', payload: { token } })).statusCode).toBe(200);
    await deliver();
    const [offer] = mailTo(peer.received, 'bindu@example.org');
    expect(offer!.subject).toBe('A place at Approval Lunch is yours if you want it');
    clock.set('2026-12-03T09:30:00.000Z');
    expect(await runEventSchedule(eventsContextOf(t.app), clock())).toMatchObject({ offersEnded: 1 });
    // Two days on, her sign-in from then has ended: a new one.
    const later = bearer(await tokenFor(t.app, operatorUser));
    expect(
      (await call('GET', `/api/admin/guest-lists/${event.id}?state=cancelled`, later))
        .json()
        .guests.map((guest: { name: string }) => guest.name)
        .sort(),
    ).toEqual(['Asha', 'Bindu']);
  });

  it('checks guests in by the code their QR code carries, or by name; a second scan says when', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 3 }, { title: 'Door Night' }));
    await registerGuest(t.app, event.id, { name: 'Chitra', email: 'chitra@example.org' });
    await registerGuest(t.app, event.id, { name: '=HYPERLINK("http://evil.example")', email: 'devi@example.org' });
    const chitra = await guestId(event.id, 'chitra@example.org');
    const code = doorCode(t.app.config.jwtSecret, chitra).code;

    // Express mode off: the scan shows her first, and checks no one in.
    const preview = await call('POST', `/api/admin/guest-lists/${event.id}/check-in`, operator, { code, preview: true });
    expect(preview.json()).toMatchObject({
      guest: { name: 'Chitra', status: 'confirmed', checkedInAt: null },
      already: false,
      counts: { checkedIn: 0 },
    });
    const first = await call('POST', `/api/admin/guest-lists/${event.id}/check-in`, operator, {
      code: code.toLowerCase().replace('-', ' '),
    });
    expect(first.json()).toMatchObject({
      guest: { name: 'Chitra', checkedInAt: '2026-12-01T09:00:00.000Z' },
      already: false,
      counts: { going: 2, checkedIn: 1 },
      message: 'Checked in: Chitra.',
    });
    const again = await call('POST', `/api/admin/guest-lists/${event.id}/check-in`, operator, { code });
    expect(again.json()).toMatchObject({ already: true, message: 'Chitra was already checked in at 02:30 pm.' });
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/check-in`, operator, { code: 'ZZZZZ-ZZZZZ' })).json()).toMatchObject({
      code: 'EVENT_CODE_UNKNOWN',
    });
    // Another event's guest's code opens nothing here.
    const other = await createEvent(t.app, admin, eventBody({ capacity: 3 }, { title: 'Other Door' }));
    expect((await call('POST', `/api/admin/guest-lists/${other.id}/check-in`, operator, { code })).statusCode).toBe(404);

    const found = (await call('GET', `/api/admin/guest-lists/${event.id}?q=HYPER`)).json();
    expect(found.guests.map((guest: { email: string }) => guest.email)).toEqual(['devi@example.org']);
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/guests/${found.guests[0].id}/check-in`)).json()).toMatchObject({
      counts: { checkedIn: 2 },
    });
    expect((await call('GET', `/api/admin/guest-lists/${event.id}?state=checked-in`)).json().guests).toHaveLength(2);
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/guests/${chitra}/undo-check-in`)).json()).toMatchObject({
      guest: { checkedInAt: null },
      counts: { checkedIn: 1 },
    });

    const csv = await call('GET', `/api/admin/guest-lists/${event.id}/export`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="guests-door-night.csv"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")",devi@example.org,confirmed`);
    // Times as the club reads them: Kerala time, the zone named in the header (issue 38, people met 8).
    const lines = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('Name,Email,Status,Waitlist position,Checked in (India Standard Time),Registered (India Standard Time)');
    expect(lines).toContain('Chitra,chitra@example.org,confirmed,,,2026-12-01 14:30');
    expect(csv.body).toContain('devi@example.org,confirmed,,2026-12-01 14:30,2026-12-01 14:30');
    expect((await call('GET', '/api/admin/audit', admin)).json()[0]).toMatchObject({
      action: 'event-guests-exported',
      subjectKind: 'event',
      detail: 'all: 2 guests',
    });
  });

  it('refuses a staff account that typed 10 wrong door codes for an event within a minute, with a 429 (issue 38, finding 8)', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 3 }, { title: 'Guessing Night' }));
    await registerGuest(t.app, event.id, { name: 'Hema', email: 'hema@example.org' });
    const code = doorCode(t.app.config.jwtSecret, await guestId(event.id, 'hema@example.org')).code;
    const url = `/api/admin/guest-lists/${event.id}/check-in`;
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await call('POST', url, operator, { code: `ZZZZZ-ZZZ${String(attempt).padStart(2, '0')}` })).json()).toMatchObject({
        code: 'EVENT_CODE_UNKNOWN',
      });
    const refused = await call('POST', url, operator, { code: 'ZZZZZ-ZZZZZ' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.any(String),
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      code: 'RATE_LIMITED',
    });
    // Even her right code waits: the budget is for the codes tried, not only the wrong ones' answers.
    expect((await call('POST', url, operator, { code })).statusCode).toBe(429);
    // Another staff account at the same door is not held up.
    expect((await call('POST', url, admin, { code })).json()).toMatchObject({ message: 'Checked in: Hema.' });
  });

  it('shows who never opened her own link, and releases those places together after a day, each told (issue 38, finding 2)', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 2 }, { title: 'Unopened Evening' }));
    for (const name of ['Indira', 'Jyothi', 'Kamala', 'Lakshmi'])
      await registerGuest(t.app, event.id, { name, email: `${name.toLowerCase()}@example.org` });
    await deliver();
    // Indira (going) and Kamala (on the waitlist) open their links; Jyothi (going) and Lakshmi (waiting) never do.
    for (const email of ['indira@example.org', 'kamala@example.org']) {
      const token = guestTokenIn(mailTo(peer.received, email)[0]!)!;
      expect((await t.app.inject({ method: 'POST', url: '/api/events/registration', payload: { token } })).statusCode).toBe(200);
    }
    const everyone = (await call('GET', `/api/admin/guest-lists/${event.id}`)).json();
    const byName = (guests: { name: string; status: string; linkOpenedAt: string | null }[]) =>
      [...guests].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(everyone.guests).map((guest) => [guest.name, guest.linkOpenedAt])).toEqual([
      ['Indira', '2026-12-01T09:00:00.000Z'],
      ['Jyothi', null],
      ['Kamala', '2026-12-01T09:00:00.000Z'],
      ['Lakshmi', null],
    ]);
    expect(everyone.event.counts).toMatchObject({ going: 2, waitlist: 2, neverOpened: 2 });
    const unopened = (await call('GET', `/api/admin/guest-lists/${event.id}?state=never-opened`)).json();
    expect(byName(unopened.guests).map((guest) => guest.name)).toEqual(['Jyothi', 'Lakshmi']);

    // Within the first day, nobody's place is released.
    // A day on, staff sign in again.
    clock.set('2026-12-02T08:59:00.000Z');
    const later = bearer(await tokenFor(t.app, operatorUser));
    const release = () => call('POST', `/api/admin/guest-lists/${event.id}/release-unopened`, later);
    expect((await release()).json()).toMatchObject({
      code: 'EVENT_NO_GUESTS',
      message: 'No guest registered more than 24 hours ago has left her link unopened.',
    });
    clock.set('2026-12-02T09:00:00.000Z');
    peer.received.length = 0;
    const released = await release();
    expect(released.json()).toEqual({
      count: 2,
      counts: expect.objectContaining({ going: 2, waitlist: 0, cancelled: 2, neverOpened: 0 }),
      message: 'Released 2 places of guests who never opened their link; each is told.',
    });
    // The freed place went to the first in line who is still there: Kamala.
    const after = (await call('GET', `/api/admin/guest-lists/${event.id}`, later)).json();
    expect(byName(after.guests).map((guest) => [guest.name, guest.status])).toEqual([
      ['Indira', 'confirmed'],
      ['Jyothi', 'cancelled'],
      ['Kamala', 'confirmed'],
      ['Lakshmi', 'cancelled'],
    ]);
    await deliver();
    const [jyothi] = mailTo(peer.received, 'jyothi@example.org');
    expect(jyothi!.subject).toBe('Your registration for Unopened Evening is cancelled');
    expect(invitationIn(jyothi!)).toMatchObject({ method: 'CANCEL' });
    expect(mailTo(peer.received, 'lakshmi@example.org')).toHaveLength(1);
    expect(mailTo(peer.received, 'kamala@example.org')[0]!.subject).toBe('A place opened up: you are registered for Unopened Evening');
    expect((await call('GET', '/api/admin/audit', bearer(await tokenFor(t.app, adminUser)))).json()[0]).toMatchObject({
      action: 'event-unopened-released',
      subjectKind: 'event',
      detail: '2 guests, registered by 2026-12-01T09:00:00.000Z',
    });
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/release-unopened`, enabler)).statusCode).not.toBe(200);
  });

  it('writes to the guests of the states chosen, through the outbox', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1 }, { title: 'Message Morning' }));
    await registerGuest(t.app, event.id, { name: 'Esha', email: 'esha.guest@example.org' });
    await registerGuest(t.app, event.id, { name: 'Fathima', email: 'fathima@example.org' });
    await registerGuest(t.app, event.id, { name: 'Gauri', email: 'gauri@example.org' });
    // A search of the waitlist numbers her in the whole line, not among the results.
    const searched = (await call('GET', `/api/admin/guest-lists/${event.id}?state=waitlist&q=gauri`)).json();
    expect(searched.guests.map((guest: { name: string; position: number }) => [guest.name, guest.position])).toEqual([['Gauri', 2]]);
    const sent = await call('POST', `/api/admin/guest-lists/${event.id}/message`, operator, {
      states: ['waitlist'],
      subject: 'About the waitlist',
      body: 'We are looking for a larger room.',
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ count: 2, message: 'Your message is on its way to 2 guests.' });
    expect(
      (
        await call('POST', `/api/admin/guest-lists/${event.id}/message`, operator, { states: ['checked-in'], subject: 'Hi', body: 'Hello' })
      ).json(),
    ).toMatchObject({ code: 'EVENT_NO_GUESTS' });
    await deliver();
    expect(mailTo(peer.received, 'fathima@example.org').map((mail) => mail.subject)).toContain('About the waitlist');
    expect(mailTo(peer.received, 'esha.guest@example.org').map((mail) => mail.subject)).not.toContain('About the waitlist');
  });

  it('sends confirmed guests an updated invitation when the time changes, and METHOD:CANCEL when the event is cancelled', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 5 }, { title: 'Moving Evening' }));
    await registerGuest(t.app, event.id, { name: 'Gita', email: 'gita@example.org' });
    const { item, version } = (await call('GET', `/api/admin/content/events/${event.id}`, admin)).json();
    const { imageSources: _s, inTrash: _t, ...fields } = item;
    const moved = await call('PUT', `/api/admin/content/events/${event.id}`, admin, {
      ...fields,
      dateObj: '2026-12-13T04:30:00.000Z',
      endsAt: '2026-12-13T07:30:00.000Z',
      version,
    });
    expect(moved.statusCode).toBe(200);
    await deliver();
    const changed = mailTo(peer.received, 'gita@example.org').find((mail) => mail.subject === 'Changed: Moving Evening')!;
    expect(invitationIn(changed)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: '2026-12-13T04:30:00.000Z',
      uid: `event-${event.id}@club.example.org`,
    });

    // Its guests would be left behind: the trash refuses it until it is cancelled.
    const trash = await call('POST', `/api/admin/content/events/${event.id}/trash`, admin, { version: version + 1 });
    expect(trash.json()).toMatchObject({ code: 'EVENT_HAS_GUESTS' });
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/cancel-event`, operator, { note: 'x' })).statusCode).toBe(403);
    const cancelled = await call('POST', `/api/admin/guest-lists/${event.id}/cancel-event`, admin, {
      note: 'The hall flooded; we will write with a new date.',
    });
    expect(cancelled.json()).toMatchObject({
      event: { cancelledAt: '2026-12-01T09:00:00.000Z', counts: { going: 0, cancelled: 1 } },
      message: 'The event is cancelled and every guest is told.',
    });
    peer.received.length = 0;
    await deliver();
    const [note] = mailTo(peer.received, 'gita@example.org');
    expect(note!.subject).toBe('Cancelled: Moving Evening');
    expect(note!.text).toContain('The hall flooded');
    expect(invitationIn(note!)).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
    expect((await t.app.inject({ url: `/api/events/${event.id}` })).json().registration).toMatchObject({
      open: false,
      closedBecause: 'cancelled',
    });
    expect((await call('POST', `/api/admin/content/events/${event.id}/trash`, admin, { version: version + 1 })).statusCode).toBe(200);
  });
});
