import { expect, test, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element at `selector` (the page's main heading by default),
 * so that typing, clicks and timers reach their handlers rather than the prerendered HTML.
 */
export async function waitForHydration(page: Page, selector = 'main h1') {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Opens `path`, checks its level-1 heading reads `heading`, and waits for hydration. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** Logs in through the Member Login form. */
export async function logIn(page: Page, email: string, password: string) {
  await openPage(page, '/login', 'Member Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const DASHBOARDS: Record<string, string> = { admin: '/admin', operator: '/operator', enabler: '/enabler' };

/**
 * Signs in through the API and opens her dashboard, for journeys where signing in is not what is
 * tested (the Member Login form has its own journeys: staff.spec.ts, before-scripts.spec.ts,
 * typing-survives.spec.ts, two-factor.spec.ts, password-reset.spec.ts). The session goes where the
 * login form puts it (local storage's `token` and `role`), from a small page of the same origin;
 * then the dashboard opens as after the form, without the form's page and its hydration.
 */
export async function signIn(page: Page, email: string, password: string) {
  const reply = await page.request.post('/api/auth/login', { data: { email, password } });
  const body = (await reply.json()) as {
    token?: string;
    user?: { role: string; mustChangePassword?: boolean; mustSetUpTwoFactor?: boolean };
  };
  if (!reply.ok() || !body.token || !body.user) throw new Error(`signIn(${email}): ${reply.status()} ${JSON.stringify(body)}`);
  const { token, user } = body;
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, role, mustChange, mustSetUp }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', role);
      if (mustChange) localStorage.setItem('mustChangePassword', 'true');
      if (mustSetUp) localStorage.setItem('mustSetUpTwoFactor', 'true');
    },
    { token, role: user.role, mustChange: user.mustChangePassword === true, mustSetUp: user.mustSetUpTwoFactor === true },
  );
  await page.goto(DASHBOARDS[user.role] ?? '/');
}

/** Fails when the page is wider than the viewport (a horizontal scroll bar). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

/** The three widths every screen is checked at (the spec's phone, tablet and desktop). */
export const LAYOUT_WIDTHS = [375, 768, 1280] as const;

/**
 * Runs `check` at each width in one window, resized between them: one sign-in, one navigation and
 * one set of data for the three layouts, rather than a journey per width (issue 39). Failures name
 * the width.
 */
export async function atEachWidth(
  page: Page,
  check: (width: number) => Promise<void>,
  widths: readonly number[] = LAYOUT_WIDTHS,
  height = 900,
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // A layout that follows a media query in script (the Inbox's list beside or above the item)
    // changes after its listener and React's render: two frames later, as a phone would show it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await test.step(`at ${width} px`, () => check(width));
  }
}
