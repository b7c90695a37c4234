import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/pages';

/**
 * Issue 26, item 5: on a slow link, what a person types the moment a field shows must stay in it.
 * Every script, chunk, catalog and API answer the next screen needs arrives 1.5 s late; she types
 * into the first field she sees; once everything has arrived, the field she typed into is still
 * the page's, holds her text, and has the focus. A field, once shown, is never replaced.
 */

const DELAY_MS = 1500;

/** A slow link: while on, every script (entry, chunks, compiled catalogs) and API answer is held 1.5 s. */
async function slowLink(page: Page) {
  let on = false;
  let held = 0;
  const requested: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/'),
    async (route) => {
      if (!on) return route.fallback();
      held += 1;
      requested.push(new URL(route.request().url()).pathname);
      try {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        await route.fallback();
      } catch {
        // The page went on before the answer was due.
      } finally {
        held -= 1;
      }
    },
  );
  return {
    start: () => {
      on = true;
      requested.length = 0;
    },
    stop: () => (on = false),
    /** Whether a request whose path matches `pattern` has been held since `start`. */
    requested: (pattern: RegExp) => requested.some((path) => pattern.test(path)),
    /** Waits until every held request has been answered and the page has run what arrived. */
    settled: async () => {
      for (;;) {
        await expect.poll(() => held, { timeout: 15_000, intervals: [50] }).toBe(0);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        if (held === 0) return;
      }
    },
  };
}

type SlowLink = Awaited<ReturnType<typeof slowLink>>;

/** The first field a person can type into inside `scope`, as soon as there is one. */
async function firstFieldShown(page: Page, scope: string): Promise<ElementHandle<HTMLInputElement | HTMLTextAreaElement>> {
  const handle = await page.waitForFunction(
    (selector) => {
      const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`${selector} input, ${selector} textarea`);
      const typable = ['text', 'email', 'search', 'password', 'textarea'];
      return Array.from(fields).find((field) => typable.includes(field.type) && !field.disabled && field.checkVisibility()) ?? null;
    },
    scope,
    { polling: 'raf' },
  );
  return handle as ElementHandle<HTMLInputElement | HTMLTextAreaElement>;
}

interface Move {
  name: string;
  from: string;
  /** The click that leads to the form. */
  go: (page: Page) => Locator;
  /** Where the form shows: the page's main area, or the dialog that opens. */
  scope: string;
  /** The address the move leads to (none for a dialog). */
  to?: string;
  /** The destination's level-1 heading (inside the dialog: its heading). */
  heading: string;
  /** The field, on the destination, that she typed into. */
  field: string;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');

/**
 * A move to each form there is, in three groups that run side by side: each destination once (its
 * screen's chunk, catalog and data arrive late), from a page that does not have them yet. A second
 * link to the same destination (the navigation's, the footer's, the home page's) takes the same
 * router path and is not walked again (docs/performance.md, issue 39).
 */
const moves: Record<string, Move[]> = {
  'the sign-in screens': [
    {
      name: 'Member Login → Forgot your password?',
      from: '/login',
      go: (p) => main(p).getByRole('link', { name: 'Forgot your password?' }),
      scope: 'main',
      to: '/forgot-password',
      heading: 'Forgot your password?',
      field: '[name="email"]',
    },
    {
      name: 'Member Login → Create an account',
      from: '/login',
      go: (p) => main(p).locator('a[href="/register"]'),
      scope: 'main',
      to: '/register',
      heading: 'Create Account',
      field: '[name="name"]',
    },
    {
      name: 'Forgot your password? → Back to Member Login',
      from: '/forgot-password',
      go: (p) => main(p).getByRole('link', { name: 'Back to Member Login' }),
      scope: 'main',
      to: '/login',
      heading: 'Member Login',
      field: '[name="email"]',
    },
    {
      name: 'Malayalam Member Login → Forgot your password?',
      from: '/ml/login',
      go: (p) => main(p).locator('a[href="/ml/forgot-password"]'),
      scope: 'main',
      to: '/ml/forgot-password',
      heading: 'പാസ്‌വേഡ് മറന്നുപോയോ?',
      field: '[name="email"]',
    },
  ],
  'membership and the home page’s quick help': [
    {
      name: 'Home → Membership (navigation)',
      from: '/',
      go: (p) => nav(p).getByRole('link', { name: 'Membership' }),
      scope: 'main',
      to: '/membership',
      heading: 'Become a Member',
      field: '[name="firstName"]',
    },
    {
      name: 'Membership → Already a member? Log in',
      from: '/membership',
      go: (p) => main(p).getByRole('link', { name: 'Already a member? Log in' }),
      scope: 'main',
      to: '/memberlogin',
      heading: 'Member sign-in',
      field: '[name="email"]',
    },
    // The seed's last event, so the server (on the real clock) still takes registrations for it (issue 30).
    {
      name: 'Events → Register (an event’s page)',
      from: '/events',
      go: (p) => main(p).getByRole('link', { name: /— Product Design Sprint$/ }),
      scope: 'main',
      to: '/events/product-design-sprint',
      heading: 'Product Design Sprint',
      field: '[name="name"]',
    },
    {
      name: 'Events → Need Help? (the home page’s quick help form)',
      from: '/events',
      go: (p) => nav(p).getByRole('button', { name: 'Need Help?' }),
      scope: '#quick-help',
      to: '/',
      heading: 'Need Quick Help?',
      field: '[name="requesterName"]',
    },
  ],
  'the dialogs: Connect and the chat': [
    {
      name: 'All enablers → Connect with … (the enabler’s modal)',
      from: '/allenablers',
      go: (p) =>
        main(p)
          .getByRole('button', { name: /^Connect with / })
          .first(),
      scope: '[role="dialog"]',
      heading: 'Connect with',
      field: '[name="name"]',
    },
    {
      name: 'Events → Chat with us (the chat panel)',
      from: '/events',
      go: (p) => p.getByRole('button', { name: 'Chat with us' }),
      scope: '#chat-panel',
      heading: 'Chat',
      field: '[name="message"]',
    },
  ],
};

async function moveAndType(page: Page, link: SlowLink, move: Move, text: string) {
  await page.goto(move.from);
  await waitForHydration(page, move.from === '/' ? '#club h1' : 'main h1');
  const target = move.go(page);
  await target.waitFor();
  link.start();
  await target.click();
  if (move.to) await expect(page).toHaveURL((url) => url.pathname === move.to);

  // She types into the first field that shows, the moment it shows.
  const field = await firstFieldShown(page, move.scope);
  await field.click();
  await page.keyboard.type(text);

  await link.settled();
  if (move.heading) {
    const heading = move.scope === 'main' ? page.locator('main h1') : page.locator(`${move.scope} :is(h1, h2)`).first();
    await expect(heading).toContainText(move.heading);
  }
  const kept = await field.evaluate((element) => ({
    shown: element.isConnected && element.checkVisibility(),
    value: element.value,
    focused: document.activeElement === element,
  }));
  expect(kept, `${move.name}: the field she typed into`).toEqual({ shown: true, value: text, focused: true });
  await expect(page.locator(`${move.scope} ${move.field}`)).toHaveValue(text);
  link.stop();
}

test.describe('typing on a slow link (issue 26, item 5)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [group, list] of Object.entries(moves)) {
    test(`every move to a form (${group}): what she types the moment the field shows stays, with the focus`, async ({ page }) => {
      test.setTimeout(list.length * 20_000);
      const link = await slowLink(page);
      for (const [index, move] of list.entries()) {
        await test.step(move.name, () => moveAndType(page, link, move, `typed early ${index}`));
      }
    });
  }

  /**
   * A fresh page, its scripts late: she types into one field before any script has run, into another
   * once the page's entry script has run but before the screen's own code has arrived (autofill, or
   * a quick hand), then submits once the page is interactive. Everything typed is what is sent.
   */
  const freshPages = [
    {
      path: '/register',
      chunk: /\/register-page-/,
      early: [{ field: '[name="email"]', text: 'early.register@example.org' }],
      late: { field: '[name="name"]', text: 'Late Full Name' },
      api: '/api/auth/register',
      sent: { name: 'Late Full Name', email: 'early.register@example.org' },
    },
    {
      path: '/login',
      chunk: /\/login-page-/,
      early: [{ field: '[name="password"]', text: 'early-password-1' }],
      late: { field: '[name="email"]', text: 'late.login@example.org' },
      api: '/api/auth/login',
      sent: { email: 'late.login@example.org', password: 'early-password-1' },
    },
    {
      path: '/membership',
      chunk: /\/membership-page-/,
      early: [
        { field: '[name="firstName"]', text: 'Early' },
        { field: '[name="email"]', text: 'early.member@example.org' },
        { field: '[name="jobFunction"]', text: 'translator' },
        { field: '[name="vertical"]', text: 'tech' },
        { field: '[name="hearAbout"]', text: 'friend' },
      ],
      late: { field: '[name="lastName"]', text: 'Latecomer' },
      api: '/api/membership',
      sent: { firstName: 'Early', lastName: 'Latecomer', email: 'early.member@example.org', jobFunction: 'translator' },
    },
  ];

  test('a fresh page typed into before and during hydration keeps every value, the focus, and sends them', async ({ page }) => {
    const link = await slowLink(page);
    for (const fresh of freshPages) {
      await test.step(fresh.path, async () => {
        link.start();
        await page.goto(fresh.path, { waitUntil: 'commit' });
        const form = page.locator('main form[method="post"]').first();
        for (const { field, text } of fresh.early) {
          const control = form.locator(field);
          if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(text);
          else await control.fill(text);
        }

        // The entry script has run and hydration has begun: the screen's own code is on its way.
        await expect.poll(() => link.requested(fresh.chunk), { timeout: 15_000, intervals: [50] }).toBe(true);
        const late = form.locator(fresh.late.field);
        await late.click();
        await page.keyboard.type(fresh.late.text);

        await link.settled();
        await waitForHydration(page, 'main h1');
        link.stop();
        for (const { field, text } of [...fresh.early, fresh.late]) await expect(form.locator(field)).toHaveValue(text);
        await expect(late).toBeFocused();

        // Submitted now, the form sends what the fields show (the answer is stubbed: nothing is stored).
        let body: Record<string, unknown> | undefined;
        await page.route(`**${fresh.api}`, async (route) => {
          body = route.request().postDataJSON() as Record<string, unknown>;
          await route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'Stubbed by the test.', code: 'STUBBED' } });
        });
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole('alert')).toContainText('Stubbed by the test.');
        expect(body, `${fresh.path}: what the form sent`).toMatchObject(fresh.sent);
        for (const { field, text } of [...fresh.early, fresh.late].filter(({ field }) => !field.includes('password')))
          await expect(form.locator(field)).toHaveValue(text);
        await page.unroute(`**${fresh.api}`);
      });
    }
  });
});
