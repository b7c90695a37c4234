import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, linkIn, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { expectNoHorizontalScroll, signIn, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 30, in Chromium with a real SMTP peer on loopback, on both engines: an event of 2 places;
 * three guests register (the third joins the waitlist); the first cancels from her e-mail's link;
 * the waitlisted guest is confirmed and told; at the door, on a phone, a helper checks her in by the
 * code her e-mail carries. The event is written through the admin's API (its editor has its own tests).
 */
test.describe('the club runs its own event', () => {
  test.setTimeout(90_000);
  let site: MailingSite;
  let database: TestDatabase;
  let event: { id: string; slug: string };
  const title = 'Pricing Your Translation Work';

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const body = {
      title,
      date: 'Saturday, 14 December 2030',
      dateObj: '2030-12-14T04:30:00.000Z',
      endsAt: '2030-12-14T07:30:00.000Z',
      time: '10:00 AM - 1:00 PM IST',
      location: 'WFC Community Space, Panampilly Nagar, Kochi',
      description: 'A morning on pricing translation and localization work, with worked examples.',
      link: '',
      category: 'workshop',
      coverImage: '/images/events/pitch-deck-clinic.svg',
      imageAlt: 'Illustration of a presentation board with a rising chart',
      hidden: false,
      registration: { mode: 'here', capacity: 2, waitlist: true, approval: false, closesAt: null, questions: [], onlineLink: null },
      ml: {},
    };
    const created = await fetch(`${site.server.url}/api/admin/content/events`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = (await (await fetch(`${site.server.url}/api/events/${id}`)).json()) as { slug: string };
    event = { id, slug: read.slug };
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('two places, three guests: one cancels, the first in line is confirmed, and the door checks her in by her code on a phone', async ({
    browser,
    checkA11y,
  }) => {
    // 1. Two guests take the two places on the event's page; the third joins the waitlist.
    const guest = await site.newPage(browser);
    for (const [name, email, answer] of [
      ['Asha Varghese', 'asha.event@example.org', 'You are registered'],
      ['Bindu Nair', 'bindu.event@example.org', 'You are registered'],
      ['Chitra Menon', 'chitra.event@example.org', 'On the waitlist: number 1'],
    ] as const) {
      await guest.goto(`/events/${event.slug}`);
      await waitForHydration(guest);
      if (name === 'Asha Varghese') {
        await expect(guest.getByText('2 places left')).toBeVisible();
        await checkA11y(guest);
      }
      await guest.getByLabel(/^Name/).fill(name);
      await guest.getByLabel(/^Email/).fill(email);
      await guest.getByRole('button', { name: name === 'Chitra Menon' ? 'Join the waitlist' : 'Register' }).click();
      await expect(guest.getByText(answer, { exact: true })).toBeVisible();
    }

    // 2. Asha cannot come: from her e-mail's link she cancels.
    const asha = await mailTo(site.peer, 'asha.event@example.org', /You are registered/);
    expect(asha.attachments.some((part) => part.contentType === 'text/calendar' || part.filename === 'invite.ics')).toBe(true);
    await guest.goto(linkIn(asha, /\/events\/registration#[A-Za-z0-9_-]{43}/));
    await expect(guest.getByText('You are registered.', { exact: true })).toBeVisible();
    await expect(guest).not.toHaveURL(/#/);
    await checkA11y(guest);
    await guest.getByRole('button', { name: 'Cancel my registration' }).click();
    await guest.getByRole('alertdialog').getByRole('button', { name: 'Cancel my registration' }).click();
    await expect(guest.getByText('Your registration is cancelled.', { exact: true }).first()).toBeVisible();

    // 3. Chitra, first in line, is confirmed and told; her page shows her door code.
    const chitra = await mailTo(site.peer, 'chitra.event@example.org', /A place opened up/);
    const code = /say your code: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(chitra.text ?? '')?.[1];
    expect(code).toBeTruthy();
    await guest.goto(linkIn(chitra, /\/events\/registration#[A-Za-z0-9_-]{43}/));
    await expect(guest.getByText('You are registered.', { exact: true })).toBeVisible();
    await expect(guest.getByText(code!)).toBeVisible();

    // 4. At the door, on a phone: the helper types her code and she is checked in.
    const door = await site.newPage(browser, 375);
    await signIn(door, ADMIN_EMAIL, ADMIN_PASSWORD);
    await door.goto('/admin/events');
    await door.getByRole('button', { name: title }).click();
    await expect(door.getByText('Chitra Menon')).toBeVisible();
    await door.getByRole('button', { name: 'Check guests in' }).click();
    await door.getByLabel('Type the code').fill(code!.toLowerCase());
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(door.getByText('Checked in: Chitra Menon')).toBeVisible();
    await expect(door.getByText(/Checked in: 1 of 2 going/)).toBeVisible();
    await expectNoHorizontalScroll(door);
    await checkA11y(door);
  });

  // One sign-in and one visit a screen, the window resized between widths (issue 39); axe once a
  // screen (the first journey ran it on the event page and the door at their own widths).
  test('the event page, the guest list, the door and the editor fit at 375, 768 and 1280 px and pass axe', async ({
    browser,
    checkA11y,
  }) => {
    const page = await site.newPage(browser, 375);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/events/${event.slug}`);
    await waitForHydration(page);
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768 });
    await page.goto('/admin/events');
    await page.getByRole('button', { name: title }).click();
    await expect(page.getByRole('button', { name: 'Check guests in' })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'main' });
    await page.getByRole('button', { name: 'Check guests in' }).click();
    await expect(page.getByLabel('Type the code')).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 1280, include: 'main' });
    await page.goto('/admin/content/events');
    await page
      .getByRole('button', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole('group', { name: /^Registration/ })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'main' });
  });
});
