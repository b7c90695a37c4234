import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createEvent, eventBody, registerGuest } from '../../../test/event-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { addVerifiedNumber, clearNotices, queuedNotices, reportDelivery, WHATSAPP_TEST_ENV } from '../whatsapp/testing/whatsapp-test-kit';
import { eventsContextOf } from './event-context';
import { runEventSchedule } from './event-scheduler';

/**
 * An event's WhatsApp notices (issue 44): beside each confirmed guest's reminder and change e-mail, in
 * the same transaction, a template to the members who chose event updates there, in their language;
 * and the guest list's reach.
 */
describe("an event's guests hear on WhatsApp too, when they chose it", () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { ...WHATSAPP_TEST_ENV, SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' },
      { clock, background: false },
    );
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
    const db = t.app.database.db;
    await seedMembers(db, [
      { email: 'asha@example.org', firstName: 'Asha', interests: ['events'] },
      { email: 'mira@example.org', firstName: 'Mira', interests: ['events'], locale: 'ml' },
      { email: 'bindu@example.org', firstName: 'Bindu', interests: ['events'] },
      { email: 'chitra@example.org', firstName: 'Chitra', interests: ['events'] },
      { email: 'devi@example.org', firstName: 'Devi', interests: ['events'] },
      { email: 'esha@example.org', firstName: 'Esha', interests: ['events'] },
    ]);
    const secret = t.config.jwtSecret;
    await addVerifiedNumber(db, secret, 'asha@example.org', { phone: '+919847010001' });
    await addVerifiedNumber(db, secret, 'mira@example.org', { phone: '+919847010002', locale: 'ml' });
    // bindu has no number; chitra turned event updates off; devi replied STOP; esha's number keeps failing.
    await addVerifiedNumber(db, secret, 'chitra@example.org', { phone: '+919847010004', eventUpdates: false });
    await addVerifiedNumber(db, secret, 'devi@example.org', { phone: '+919847010005', stopped: true });
    await addVerifiedNumber(db, secret, 'esha@example.org', { phone: '+919847010006', failing: true });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(async () => {
    clock.set('2026-12-01T09:00:00.000Z');
    await clearNotices(t.app.database.db);
  });

  const guests = ['Asha', 'Mira', 'Bindu', 'Chitra', 'Devi', 'Esha'];
  const registerAll = async (eventId: string) => {
    for (const name of guests) await registerGuest(t.app, eventId, { name, email: `${name.toLowerCase()}@example.org` });
  };
  const byAddress = <T extends { email: string | null }>(notices: T[]) =>
    [...notices].sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  it("queues the day's reminder to each confirmed guest who chose it, in her language, and none to the others", async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 10 }, { dateObj: '2026-12-11T04:30:00.000Z', endsAt: null }));
    await registerAll(event.id);
    // Registering sends nothing on WhatsApp.
    expect(await queuedNotices(t.app.database.db, event.id)).toEqual([]);

    clock.set('2026-12-10T06:00:00.000Z');
    expect(await runEventSchedule(eventsContextOf(t.app), clock())).toMatchObject({ reminders: 6 });
    const notices = byAddress(await queuedNotices(t.app.database.db, event.id));
    expect(notices.map((notice) => notice.email)).toEqual(['asha@example.org', 'mira@example.org']);
    expect(notices[0]).toMatchObject({
      template: 'wfc_event_reminder',
      locale: 'en',
      cause: 'event',
      status: 'queued',
      params: [
        'Asha',
        'Pricing Workshop',
        'Friday, 11 December 2026, 10:00 am',
        'WFC Community Space, Kochi',
        `https://club.example.org/events/${event.slug}`,
      ],
    });
    // Mira reads Malayalam: the event's Malayalam title, the day in Malayalam, its Malayalam page.
    expect(notices[1]).toMatchObject({ template: 'wfc_event_reminder', locale: 'ml' });
    expect(notices[1]!.params[0]).toBe('Mira');
    expect(notices[1]!.params[1]).toBe('വിലനിർണ്ണയ ശിൽപ്പശാല');
    expect(notices[1]!.params[2]).toContain('ഡിസംബർ 11');
    expect(notices[1]!.params[4]).toBe(`https://club.example.org/ml/events/${event.slug}`);

    // The tick that runs again sends nothing twice.
    await runEventSchedule(eventsContextOf(t.app), clock());
    expect(await queuedNotices(t.app.database.db, event.id)).toHaveLength(2);
  });

  it('gives the online link in the last reminder, as the e-mail does', async () => {
    const event = await createEvent(
      t.app,
      admin,
      eventBody(
        { capacity: 10, onlineLink: 'https://meet.example.org/pricing' },
        { title: 'Online Pricing', dateObj: '2026-12-11T04:30:00.000Z', endsAt: null },
      ),
    );
    await registerGuest(t.app, event.id, { name: 'Asha', email: 'asha@example.org' });
    clock.set('2026-12-11T03:45:00.000Z');
    await runEventSchedule(eventsContextOf(t.app), clock());
    const notices = await queuedNotices(t.app.database.db, event.id);
    expect(notices.map((notice) => notice.params[3])).toEqual(['https://meet.example.org/pricing']);
  });

  it('tells confirmed guests of a new time, and of the cancellation; the waitlist hears nothing there', async () => {
    const event = await createEvent(t.app, admin, eventBody({ capacity: 1 }, { title: 'Moving Evening' }));
    await registerGuest(t.app, event.id, { name: 'Mira', email: 'mira@example.org' });
    await registerGuest(t.app, event.id, { name: 'Asha', email: 'asha@example.org' }); // waitlisted
    const { item, version } = (await call('GET', `/api/admin/content/events/${event.id}`)).json();
    const { imageSources: _s, inTrash: _t, ...fields } = item;
    const moved = await call('PUT', `/api/admin/content/events/${event.id}`, {
      ...fields,
      dateObj: '2026-12-13T04:30:00.000Z',
      endsAt: '2026-12-13T07:30:00.000Z',
      version,
    });
    expect(moved.statusCode).toBe(200);
    let notices = await queuedNotices(t.app.database.db, event.id);
    expect(notices.map((notice) => [notice.email, notice.template])).toEqual([['mira@example.org', 'wfc_event_update']]);
    expect(notices[0]!.params[0]).toBe('Mira');
    expect(notices[0]!.params[2]).toMatch(/^പുതിയ സമയം: 2026 ഡിസംബർ 13/);
    expect(notices[0]!.params[3]).toBe(`https://club.example.org/ml/events/${event.slug}`);

    await clearNotices(t.app.database.db);
    expect((await call('POST', `/api/admin/guest-lists/${event.id}/cancel-event`, { note: 'The hall flooded.' })).statusCode).toBe(200);
    notices = await queuedNotices(t.app.database.db, event.id);
    expect(notices.map((notice) => [notice.email, notice.template, notice.params[2]])).toEqual([
      ['mira@example.org', 'wfc_event_update', 'ക്ഷമിക്കണം: സംഘാടകർ ഈ പരിപാടി റദ്ദാക്കി.'],
    ]);
  });

  it("counts the guest list's reach: the guests its e-mails reached, the members its WhatsApp notices reached", async () => {
    const event = await createEvent(
      t.app,
      admin,
      eventBody({ capacity: 10 }, { title: 'Reach Morning', dateObj: '2026-12-11T04:30:00.000Z', endsAt: null }),
    );
    await registerAll(event.id);
    expect((await call('GET', `/api/admin/guest-lists/${event.id}`)).json().reach).toEqual({ email: 0, whatsapp: 0 });
    await t.app.mailOutbox.deliverDueMail();
    clock.set('2026-12-10T06:00:00.000Z');
    await runEventSchedule(eventsContextOf(t.app), clock());
    clock.set('2026-12-01T09:00:00.000Z'); // the staff's sign-in still good
    const [asha, mira] = byAddress(await queuedNotices(t.app.database.db, event.id));
    // Queued is not reached; sent, delivered and read are, each member once.
    expect((await call('GET', `/api/admin/guest-lists/${event.id}`)).json().reach).toEqual({ email: 6, whatsapp: 0 });
    await reportDelivery(t.app.database.db, [asha!.id], 'delivered');
    await reportDelivery(t.app.database.db, [mira!.id], 'failed');
    expect((await call('GET', `/api/admin/guest-lists/${event.id}`)).json().reach).toEqual({ email: 6, whatsapp: 1 });
  });
});
