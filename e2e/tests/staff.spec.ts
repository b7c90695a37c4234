import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { fitsAtEachWidth } from '../support/fits';
import { logIn, openPage as open, signIn, waitForHydration } from '../support/pages';

// Every account costs a password hash (about half a second): this file creates five.
const PASSWORD = 'staff-e2e-password-1';

async function logOut(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The value shown under a label in a row of numbers (Overview, Reports). */
function stat(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('the staff journey', () => {
  test.setTimeout(120_000);

  test('a help request goes from the home page through admin, operator and enabler to the report', async ({ page, checkA11y }) => {
    const id = unique();
    const question = `How do I price my first localization contract? (${id})`;
    const enabler = { name: `Priya Menon ${id}`, email: `priya.${id}@wfc.test` };
    const operator = { name: `Omar Pillai ${id}`, email: `omar.${id}@wfc.test` };

    // A visitor asks for help on the home page.
    await page.goto('/');
    await waitForHydration(page);
    const help = page.locator('#quick-help');
    await help.getByRole('textbox', { name: 'Name' }).fill('Lakshmi Varma');
    await help.getByRole('textbox', { name: 'Email' }).fill(`lakshmi.${id}@example.org`);
    await help.getByRole('textbox', { name: 'Question' }).fill(question);
    await help.getByRole('button', { name: 'Submit' }).click();
    await expect(help.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");

    // Someone registers as an enabler (the default role) ...
    await open(page, '/register', 'Create Account');
    await expect(page.getByLabel('Role')).toHaveValue('enabler');
    await page.getByLabel('Full name').fill(enabler.name);
    await page.getByLabel('Email').fill(enabler.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Registered successfully. Please login.');
    await expect(page.getByLabel('Full name')).toHaveValue('');

    // ... and cannot log in until an admin approves the account.
    await page.getByRole('main').getByRole('link', { name: 'Go to Member Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, enabler.email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Your account is awaiting approval by an administrator.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The admin approves the pending enabler.
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => [localStorage.getItem('role'), Boolean(localStorage.getItem('token'))])).toEqual(['admin', true]);
    await expect(page.getByRole('heading', { name: 'Pending Enabler Requests' })).toBeVisible();
    const request = page.getByRole('listitem').filter({ hasText: enabler.email });
    await expect(request).toContainText(enabler.name);
    await expect(request.getByText('Enabler', { exact: true })).toBeVisible();
    await request.getByRole('button', { name: `Approve ${enabler.name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Account approved');
    await expect(request).toHaveCount(0);

    // The admin creates an operator with Create User (Operator is the default role).
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Create User' }).click();
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
    await expect(page.getByLabel('Role')).toHaveValue('operator');
    await page.getByLabel('Name').fill(operator.name);
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Create User' }).last().click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('User created successfully');
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await logOut(page);

    // The operator assigns the case to the new enabler.
    await logIn(page, operator.email, PASSWORD);
    await expect(page).toHaveURL(/\/operator$/);
    await expect(page.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Help Requests' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: question });
    await expect(card).toContainText('Lakshmi Varma');
    await expect(card).toContainText(`lakshmi.${id}@example.org`);
    await expect(card).toContainText('Unassigned');
    await expect(card).toContainText('Not set');
    await expect(card).toContainText('Pending');
    await expect(page.getByRole('tabpanel', { name: 'Cases' }).getByText(/^Showing \d+ of \d+$/)).toBeVisible();
    // An unassigned case's card (the layout test's whole page has an assigned one).
    await checkA11y(page, { include: 'main' });
    // Choosing in the drop-down only chooses (WCAG 3.2.2); Assign assigns, and the focus stays on it.
    await card.getByLabel('Assign Enabler').selectOption({ label: `${enabler.name} – 0 of 5 open cases` });
    await expect(card).toContainText('Unassigned');
    const assign = card.getByRole('button', { name: 'Assign', exact: true });
    await assign.click();
    await expect(card).toContainText(`Assigned to ${enabler.name}. She has been e-mailed.`);
    await expect(assign).toBeFocused();
    await expect(card).not.toContainText('Unassigned');
    await expect(card).not.toContainText('Not set');
    const caseLink = await card.getByRole('link', { name: `Open case: ${question}` }).getAttribute('href');
    await logOut(page);

    // The case e-mail's link, signed out: sign-in leads to the case, which carries Accept (issue 26).
    // The operator's card links her own case view; the enabler's e-mail links /enabler?case=<id>.
    const caseId = new URL(caseLink ?? '/', 'http://localhost').searchParams.get('case');
    await page.goto(`/enabler?case=${caseId}`);
    await expect(page).toHaveURL(/\/login\?next=%2Fenabler%3Fcase%3D/);
    await page.getByLabel('Email').fill(enabler.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The case is shown under My Cases' own address (issue 26), where closing it leads.
    await expect(page).toHaveURL(/\/enabler\/cases\?case=/);
    await expect(page.getByRole('heading', { name: 'Case from Lakshmi Varma' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Case actions' }).getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to My Cases' }).click();

    // The enabler accepts and completes it.
    await expect(page).toHaveURL(/\/enabler\/cases$/);
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(stat(overview, 'Total')).toHaveText('1');
    await expect(stat(overview, 'Pending')).toHaveText('1');
    await expect(stat(overview, 'In progress')).toHaveText('0');
    await expect(stat(overview, 'Completed')).toHaveText('0');
    await page.getByRole('tab', { name: 'My Cases' }).click();
    const mine = page.getByRole('tabpanel', { name: 'My Cases' }).getByRole('listitem').filter({ hasText: question });
    await expect(mine).toContainText('Pending');
    // The staff screens' one date format (issue 26): "4 Dec 2026".
    await expect(mine).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await checkA11y(page, { include: 'main' });
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(mine).toContainText('Accepted');
    await expect(mine.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    // She never replied: Mark Completed asks first, and Cancel changes nothing.
    await mine.getByRole('button', { name: 'Mark Completed' }).click();
    const question26 = page.getByRole('alertdialog', { name: 'Complete without a reply?' });
    await expect(question26.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await checkA11y(page, { include: '[role="alertdialog"]' });
    await question26.getByRole('button', { name: 'Cancel' }).click();
    await expect(mine).toContainText('Accepted');
    await mine.getByRole('button', { name: 'Mark Completed' }).click();
    await question26.getByRole('button', { name: 'Mark Completed anyway' }).click();
    await expect(mine).toContainText('Completed');
    await expect(mine.getByRole('button')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(stat(overview, 'Completed')).toHaveText('1');
    await expect(stat(overview, 'Pending')).toHaveText('0');
    await logOut(page);

    // The operator's report counts it (signed in through the API: the form signed her in above).
    await signIn(page, operator.email, PASSWORD);
    await expect(page).toHaveURL(/\/operator$/);
    await page.getByRole('tab', { name: 'Reports' }).click();
    // Each tab has its own address (issue 26), which Back returns to.
    await expect(page).toHaveURL(/\/operator\/reports$/);
    const reports = page.getByRole('tabpanel', { name: 'Reports' });
    await expect(reports.getByText(`${enabler.name} - Completed: 1 / 1`, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/operator\/overview$/);
    await expect(stat(page.getByRole('tabpanel', { name: 'Overview' }), 'Reports available')).toHaveText('Yes');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(reports).toBeVisible();

    // An operator is not an admin: the guard sends /admin home, replacing the entry.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the client guard', () => {
  test('with no stored token /admin, /operator and /enabler go to /login (saying where to after), replacing the history entry', async ({
    page,
  }) => {
    for (const [start, path] of [
      ['/events', '/admin'],
      ['/resources', '/operator'],
      ['/membership', '/enabler'],
    ] as const) {
      await page.goto(start);
      const before = await page.evaluate(() => history.length);
      await page.goto(path);
      // With where she was going, for after sign-in (issue 26).
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
      // The protected path's entry was replaced: one new entry, and Back returns to where the visitor was.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${start}$`));
    }
  });

  test("a dashboard's screen and tab have an address: signed out, it waits for the sign-in; a reload keeps it; Back returns to it (issue 26)", async ({
    page,
  }) => {
    await page.goto('/admin/content/events');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcontent%2Fevents$/);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/events$/);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    const events = page.getByRole('tab', { name: 'Events' });
    await expect(menu.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    await expect(events).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/blog$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/content\/blog$/);
    await expect(page.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(events).toHaveAttribute('aria-selected', 'true');
  });

  test('a stored role outside the allowed ones goes home, replacing the history entry', async ({ page }) => {
    await page.goto('/resources');
    await page.evaluate(() => {
      localStorage.setItem('token', 'any-token');
      localStorage.setItem('role', 'enabler');
    });
    for (const path of ['/admin', '/operator']) {
      const before = await page.evaluate(() => history.length);
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Need Quick Help?' })).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    }
    await page.evaluate(() => localStorage.setItem('role', 'operator'));
    await page.goto('/enabler');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a token the server refuses (401) clears the storage and lands on /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'bogus.token.value');
      localStorage.setItem('role', 'operator');
    });
    await page.goto('/operator');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('login and registration failures', () => {
  test('an unknown e-mail or a wrong password shows the generic text', async ({ page }) => {
    await open(page, '/login', 'Member Login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await page.getByLabel('Email').fill(`nobody.${unique()}@wfc.test`);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('after five failures the rate limit text is shown', async ({ page, request }) => {
    const email = `locked.${unique()}@wfc.test`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/auth/login', { data: { email, password: 'wrong-password-1' } });
      expect(response.status()).toBe(401);
    }
    const locked = await request.post('/api/auth/login', { data: { email, password: 'wrong-password-1' } });
    expect(locked.status()).toBe(429);
    const { message } = (await locked.json()) as { message: string };
    const waitText = /^Too many requests\. Please wait (\d+) seconds and try again\.$/;
    const apiSeconds = Number(waitText.exec(message)?.[1]);
    await logIn(page, email, 'wrong-password-1');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(waitText);
    // The page shows the server's own text; its count has ticked down since the API call, no more.
    const pageSeconds = Number(waitText.exec((await alert.textContent()) ?? '')?.[1]);
    expect(pageSeconds).toBeLessThanOrEqual(apiSeconds);
    expect(pageSeconds).toBeGreaterThan(apiSeconds - 10);
  });

  test('a reply without a message shows Login failed', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await logIn(page, 'someone@wfc.test', 'whatever-password');
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test("registration makes no checks of its own and shows the server's messages", async ({ page }) => {
    await open(page, '/register', 'Create Account');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) sent.push(request.postData() ?? '');
    });
    await page.getByLabel('Full name').fill('Short Password');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Role').selectOption({ label: 'Operator' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ role: 'operator', email: 'not-an-address' });
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.route('**/api/auth/register', (route) => route.abort());
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Registration failed');

    // A taken address is answered as a new registration (issue 26: no answer tells it apart; its owner is e-mailed).
    await page.unroute('**/api/auth/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText('Registered successfully. Please login.');
  });
});

test.describe('layout and accessibility of the staff screens', () => {
  const sessions: Record<'admin' | 'enabler', { token: string; role: string }> = {
    admin: { token: '', role: 'admin' },
    enabler: { token: '', role: 'enabler' },
  };

  // One enabler with one assigned case and one pending operator, made through the API, so every dashboard has content.
  test.beforeAll(async ({ server }) => {
    const call = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const id = unique();
    const admin = (await call('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })) as { token: string };
    sessions.admin.token = admin.token;
    const created = (await call(
      '/api/admin/create-user',
      { name: `Layout Enabler ${id}`, email: `layout.${id}@wfc.test`, password: PASSWORD, role: 'enabler' },
      admin.token,
    )) as {
      user: { _id: string };
    };
    const help = (await call('/api/help', {
      requesterName: 'Layout Visitor',
      requesterEmail: `visitor.${id}@example.org`,
      question: 'A rather long question to see how the cards wrap on a narrow phone screen without scrolling sideways at all?',
    })) as { _id: string };
    await call(`/api/operator/assign/${help._id}`, { enablerId: created.user._id }, admin.token);
    const enabler = (await call('/api/auth/login', { email: `layout.${id}@wfc.test`, password: PASSWORD })) as { token: string };
    sessions.enabler.token = enabler.token;
    await call('/api/auth/register', {
      name: `Waiting Operator ${id}`,
      email: `waiting.${id}@wfc.test`,
      password: PASSWORD,
      role: 'operator',
    });
  });

  // Each screen's whole page passes axe once; across the screens each width is one of them (the
  // navigation bar differs by width: a menu button below 768 px, a short bar and a menu to 1279 px).
  const screens = [
    { path: '/login', heading: 'Member Login', axeAt: 375 },
    { path: '/register', heading: 'Create Account', axeAt: 768 },
    { path: '/admin', heading: 'Admin Dashboard', session: 'admin', loading: 'Loading pending requests…', axeAt: 1280 },
    { path: '/operator', heading: 'Operator Dashboard', session: 'admin', loading: 'Loading cases…', axeAt: 375 },
    { path: '/enabler', heading: 'Enabler Dashboard', session: 'enabler', loading: 'Loading your cases…', axeAt: 768 },
  ] as const;

  /** Opens `screen` with its session (none on the sign-in pages) and checks it at each width. */
  async function checkScreen(page: Page, checkA11y: (page: Page) => Promise<void>, screen: (typeof screens)[number]) {
    await test.step(screen.path, async () => {
      await page.goto('/');
      await page.evaluate(
        (session) => {
          localStorage.clear();
          if (session) {
            localStorage.setItem('token', session.token);
            localStorage.setItem('role', session.role);
          }
        },
        'session' in screen ? sessions[screen.session] : null,
      );
      await open(page, screen.path, screen.heading);
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      if ('loading' in screen) await expect(page.getByText(screen.loading, { exact: true })).toHaveCount(0);
      if (screen.path === '/admin')
        await expect(
          page.getByRole('listitem').filter({ hasText: 'Waiting Operator' }).getByText('Operator', { exact: true }),
        ).toBeVisible();
      if (screen.path === '/operator')
        await expect(page.getByRole('tabpanel', { name: 'Cases' }).getByText(/^Showing \d+ of \d+$/)).toBeVisible();
      if (screen.path === '/enabler') await expect(stat(page.getByRole('tabpanel', { name: 'Overview' }), 'Total')).toHaveText('1');
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: screen.axeAt });
    });
  }

  test("the sign-in pages and the admin's dashboard fit at 375, 768 and 1280 px and pass axe", async ({ page, checkA11y }) => {
    // Three screens, each at three widths: longer than one journey.
    test.setTimeout(90_000);
    for (const screen of screens.slice(0, 3)) await checkScreen(page, checkA11y, screen);
  });

  test("the operator's dashboard with its tabs and the enabler's fit at 375, 768 and 1280 px and pass axe", async ({ page, checkA11y }) => {
    test.setTimeout(90_000);
    await checkScreen(page, checkA11y, screens[3]);
    // The operator's tabs, opened, fit too: axe on the dashboard's region, the page around it checked just above.
    for (const [tab, axeAt] of [
      ['Reports', 1280],
      ['Overview', 768],
    ] as const) {
      await test.step(`the operator's ${tab} tab`, async () => {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expect(page.getByRole('tabpanel', { name: tab }).getByText('…')).toHaveCount(0);
        await fitsAtEachWidth(page, { axe: checkA11y, axeAt, include: 'main' });
      });
    }
    await checkScreen(page, checkA11y, screens[4]);
  });
});
