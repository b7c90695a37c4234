import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, linkIn, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { expectNoHorizontalScroll, signIn, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 31, in Chromium with a real SMTP peer on loopback, on both engines: an enabler sets her
 * hours in her dashboard; a visitor on a phone in New York finds her card's "Book a session", picks
 * a time by keyboard and books; she confirms her address from her e-mail; the enabler moves the
 * session; the mentee cancels it from her link; a session that took place gets her feedback.
 */
test.describe('a mentee books a session with an enabler', () => {
  test.setTimeout(120_000);
  let site: MailingSite;
  let database: TestDatabase;
  const enabler = { name: 'Leela Menon', email: 'leela.sessions@wfc.test', password: 'a mentor who keeps her hours' };
  const mentee = 'anna.sessions@example.org';

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const made = await fetch(`${site.server.url}/api/admin/create-user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...enabler, role: 'enabler' }),
    });
    expect(made.status).toBe(201);
    const { user } = (await made.json()) as { user: { _id: string } };
    // The admin links her account to the directory's first profile (Anjali Menon's card).
    const linked = await fetch(`${site.server.url}/api/admin/enabler-profiles/1/account`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ userId: user._id }),
    });
    expect(linked.status).toBe(200);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const invitation = (mail: ParsedMail) =>
    mail.attachments.find((part) => part.contentType === 'text/calendar' || part.filename === 'invite.ics')?.content.toString('utf8') ?? '';
  const sessionLink = /\/sessions\/booking#[A-Za-z0-9_-]{43}/;
  /** The first free time shown, going a week on while one shows none (her hours may start next week). */
  const firstFreeTime = async (page: Page, empty: RegExp) => {
    const slot = page.getByRole('radio', { name: /\d:\d\d\s?(am|pm)/i }).first();
    for (let week = 0; ; week++) {
      await expect(slot.or(page.getByText(empty))).toBeVisible();
      if (await slot.isVisible()) return slot;
      expect(week, 'a free time within three weeks').toBeLessThan(3);
      await page.getByRole('button', { name: 'Next week' }).click();
    }
  };

  test('her hours, a booking from New York on a phone by keyboard, its confirmation, a move, a cancellation and feedback', async ({
    browser,
    checkA11y,
  }) => {
    // 1. The enabler opens her hours to the weekend too, says where to meet, and saves.
    const dashboard = await site.newPage(browser);
    await signIn(dashboard, enabler.email, enabler.password);
    await dashboard.goto('/enabler/sessions');
    await dashboard.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await dashboard.getByRole('button', { name: 'Add hours on Sunday' }).click();
    await dashboard.getByLabel('Your meeting link (starting with https://)').fill('https://meet.example.org/leela');
    await dashboard.getByRole('button', { name: 'Save schedule' }).click();
    // (Her saved schedule's page passes axe in the layout test, which runs on SQLite only: axe does not
    // depend on the engine. What only this journey shows is checked here, on the screen's region.)
    await expect(dashboard.getByText('Your schedule is saved.')).toBeVisible();

    // 2. A visitor on a phone in New York finds "Book a session" on her card and books by keyboard.
    const context = await browser.newContext({
      baseURL: site.server.url,
      viewport: { width: 375, height: 900 },
      timezoneId: 'America/New_York',
    });
    const visitor = await context.newPage();
    await visitor.goto('/allenablers');
    await waitForHydration(visitor);
    await visitor.getByRole('link', { name: 'Book a session with Anjali Menon' }).click();
    await expect(visitor).toHaveURL(/\/book\/1$/);
    await expect(visitor.getByLabel('Your time zone')).toHaveValue('America/New_York');
    const firstSlot = await firstFreeTime(visitor, /No free times this week/);
    await firstSlot.focus();
    await visitor.keyboard.press('ArrowDown');
    await visitor.keyboard.press('Space');
    await expect(visitor.getByRole('radio', { checked: true })).toBeFocused();
    await visitor.getByLabel(/^Name/).fill('Anna Joseph');
    await visitor.getByLabel(/^Email/).fill(mentee);
    await visitor.getByLabel(/^What would you like to talk about/).fill('Pricing my translation work for agencies');
    await visitor.getByRole('button', { name: 'Book this time' }).click();
    await expect(visitor.getByRole('status')).toContainText('15 minutes');
    await expectNoHorizontalScroll(visitor);
    await checkA11y(visitor, { include: 'main' });

    // 3. She confirms from her e-mail; both get the invitation.
    const ask = await mailTo(site.peer, mentee, /Please confirm your session with Anjali Menon/);
    await visitor.goto(linkIn(ask, sessionLink));
    await visitor.getByRole('button', { name: 'Confirm my booking' }).click();
    await expect(visitor.getByText('Your booking is confirmed.', { exact: false }).first()).toBeVisible();
    await expect(visitor).not.toHaveURL(/#/);
    await checkA11y(visitor, { include: 'main' });
    const booked = await mailTo(site.peer, enabler.email, /Session confirmed with Anna Joseph/);
    expect(invitation(booked)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:0/);
    const uid = /UID:(session-\S+)/.exec(invitation(booked))?.[1];
    expect(uid).toBeTruthy();

    // 4. The enabler moves it to another of her free times: the same UID, SEQUENCE 1.
    await dashboard.goto('/enabler/sessions');
    await dashboard.getByRole('button', { name: 'Reschedule the session with Anna Joseph' }).click();
    await (await firstFreeTime(dashboard, /No free time this week/)).check();
    await dashboard.getByRole('button', { name: 'Move the session' }).click();
    await expect(dashboard.getByText('The session is moved to the new time and both of you are told.')).toBeVisible();
    const moved = await mailTo(site.peer, mentee, /Session moved: Anjali Menon/);
    expect(invitation(moved)).toContain(`UID:${uid}`);
    expect(invitation(moved)).toContain('SEQUENCE:1');

    // 5. The mentee cancels from her link, with a note; the enabler's calendar gets METHOD:CANCEL.
    await visitor.goto(linkIn(ask, sessionLink));
    await visitor.getByRole('button', { name: 'Cancel my session' }).click();
    await visitor.getByLabel(/^A note for Anjali Menon/).fill('A client meeting moved onto that day.');
    await visitor.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(visitor.getByText('The session is cancelled and both of you are told.').first()).toBeVisible();
    const cancelled = await mailTo(site.peer, enabler.email, /Session cancelled: Anna Joseph/);
    expect(invitation(cancelled)).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    expect(cancelled.text).toContain('A client meeting moved onto that day.');

    // 6. Another session, confirmed, then over (time passing, in the database); she tells how it went.
    site.peer.received.length = 0;
    await visitor.goto('/book/1');
    await (await firstFreeTime(visitor, /No free times this week/)).check();
    await visitor.getByLabel(/^Name/).fill('Anna Joseph');
    await visitor.getByLabel(/^Email/).fill(mentee);
    await visitor.getByLabel(/^What would you like to talk about/).fill('Following up on agency rates');
    await visitor.getByRole('button', { name: 'Book this time' }).click();
    await expect(visitor.getByRole('status')).toContainText('15 minutes');
    const second = await mailTo(site.peer, mentee, /Please confirm your session with Anjali Menon/);
    const secondLink = linkIn(second, sessionLink);
    expect(secondLink).not.toBe(linkIn(ask, sessionLink));
    await visitor.goto(secondLink);
    await visitor.getByRole('button', { name: 'Confirm my booking' }).click();
    await expect(visitor.getByText('Your booking is confirmed.', { exact: false }).first()).toBeVisible();
    await database.update(
      "update session_bookings set starts_at = '2026-01-05T04:30:00.000Z', ends_at = '2026-01-05T05:00:00.000Z' where status = 'confirmed'",
    );
    // Her page again, read afresh (the same address: a reload, not a hash change).
    await visitor.reload();
    await visitor.getByRole('radio', { name: 'Yes, it took place' }).check();
    await visitor.getByRole('radio', { name: '5' }).check();
    await visitor.getByLabel(/^Anything you would like to tell us/).fill('Clear, kind and practical.');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByText('You told us the session took place, and rated it 5 of 5. Thank you.')).toBeVisible();
    await checkA11y(visitor, { include: 'main' });
  });

  // Each page opened once, in one window resized between widths; axe once a page (its content is the
  // same at each width), the widths taking turns.
  test("the booking page, her booking, her Sessions tab and the operators' screen fit at 375, 768 and 1280 px and pass axe", async ({
    browser,
    checkA11y,
  }) => {
    // A booking of her own, made through the API, for her page (its link from her e-mail).
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 29 * 86_400_000).toISOString();
    const slots = (await (await fetch(`${site.server.url}/api/enablers/1/slots?from=${from}&to=${to}`)).json()) as Array<{ start: string }>;
    expect(slots.length).toBeGreaterThan(0);
    const email = 'layout.sessions@example.org';
    const made = await fetch(`${site.server.url}/api/enablers/1/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        start: slots.at(-1)!.start,
        durationMinutes: 30,
        name: 'Mira Thomas',
        email,
        topic: 'Hiring my first reviewer',
      }),
    });
    expect(made.status).toBe(202);
    const herLink = linkIn(await mailTo(site.peer, email, /Please confirm your session/), sessionLink);

    const visitor = await site.newPage(browser, 375);
    await visitor.goto('/book/1');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Anjali Menon' })).toBeVisible();
    await firstFreeTime(visitor, /No free times this week/);
    await fitsAtEachWidth(visitor, { axe: checkA11y, axeAt: 375 });
    await visitor.goto(herLink);
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Confirm my booking' })).toBeVisible();
    await fitsAtEachWidth(visitor, { axe: checkA11y, axeAt: 768 });

    // Her Sessions tab, just saved (with the journey's meeting link, so it does not depend on it).
    const mentor = await site.newPage(browser, 375);
    await signIn(mentor, enabler.email, enabler.password);
    await mentor.goto('/enabler/sessions');
    await mentor.getByLabel('Your meeting link (starting with https://)').fill('https://meet.example.org/leela');
    await mentor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(mentor.getByText('Your schedule is saved.')).toBeVisible();
    await fitsAtEachWidth(mentor, { axe: checkA11y, axeAt: 1280 });

    const staff = await site.newPage(browser, 375);
    await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
    await staff.goto('/admin/sessions');
    await expect(staff.getByText('Anjali Menon').first()).toBeVisible();
    await fitsAtEachWidth(staff, { axe: checkA11y, axeAt: 375 });
  });
});
