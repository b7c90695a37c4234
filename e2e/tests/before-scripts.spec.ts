import { expect, test } from '../support/fixtures';
import { expectNoValuesInUrls, holdScripts, watchUrls } from '../support/held-scripts';
import { waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 12: a person types and submits before the page's scripts have run. Nothing she typed may
 * reach a URL; after the scripts run every field still holds it and acts; a submission either
 * succeeded once (the form is really sent as a plain post and the server answers with the page)
 * or the form says what to fix with her values kept.
 */
test.describe('forms before the page’s scripts have run', () => {
  test('quick help sent before the scripts: stored once, the success text shown before and after hydration', async ({ page, database }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#quick-help');
    const typed = { name: 'Early Bird Anjali', email: 'early.anjali@example.org', question: 'Can I ask before the page has loaded?' };
    await form.getByLabel('Name').fill(typed.name);
    await form.getByLabel('Email').fill(typed.email);
    await form.getByLabel('Question').fill(typed.question);
    await form.getByRole('button', { name: 'Submit' }).click();

    // The server answers with the home page, rendered with the result: readable before any script.
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    expect(new URL(page.url()).pathname).toBe('/');
    scripts.release();
    await waitForHydration(page);
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(await database.select('select requester_name, requester_email from cases where question = ?', [typed.question])).toEqual([
      { requester_name: typed.name, requester_email: typed.email },
    ]);
    expectNoValuesInUrls(urls, Object.values(typed));
  });

  test('quick help refused before the scripts: the server’s message, every value kept, nothing stored', async ({ page, database }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#quick-help');
    const longName = `Refused ${'n'.repeat(100)}`;
    await form.getByLabel('Name').fill(longName);
    await form.getByLabel('Email').fill('refused@example.org');
    await form.getByLabel('Question').fill('Is a very long name refused?');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByRole('alert')).toHaveText('Your name must be at most 100 characters.');
    scripts.release();
    await waitForHydration(page);
    await expect(form.getByLabel('Name')).toHaveValue(longName);
    await expect(form.getByLabel('Email')).toHaveValue('refused@example.org');
    await expect(form.getByLabel('Question')).toHaveValue('Is a very long name refused?');
    await expect(form.getByRole('alert')).toHaveText('Your name must be at most 100 characters.');
    expect(await database.select('select id from cases where question = ?', ['Is a very long name refused?'])).toEqual([]);
    expectNoValuesInUrls(urls, [longName, 'refused@example.org']);

    // Corrected once the scripts run, it is sent by the page's own code.
    await form.getByLabel('Name').fill('Corrected Name');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    expect(await database.select('select requester_name from cases where question = ?', ['Is a very long name refused?'])).toEqual([
      { requester_name: 'Corrected Name' },
    ]);
  });

  test('quick help typed before the scripts and sent after: the values are there and go out once', async ({ page, database }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('Patient Priya');
    await form.getByLabel('Email').fill('patient@example.org');
    await form.getByLabel('Question').fill('Typed early, sent late?');
    scripts.release();
    await waitForHydration(page);
    await expect(form.getByLabel('Name')).toHaveValue('Patient Priya');
    await expect(form.getByLabel('Question')).toHaveValue('Typed early, sent late?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    expect(await database.select('select requester_email from cases where question = ?', ['Typed early, sent late?'])).toEqual([
      { requester_email: 'patient@example.org' },
    ]);
  });

  test('membership sent before the scripts: every field goes out once, a repeated address is answered as a new one', async ({
    page,
    database,
  }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    const fill = async () => {
      const form = page.locator('form', { has: page.getByRole('button', { name: 'SUBSCRIBE' }) });
      await form.getByLabel('First Name').fill('Meera');
      await form.getByLabel('Last Name').fill('Early');
      await form.getByRole('textbox', { name: 'Email' }).fill('meera.early@example.org');
      await form.getByLabel('Job Function').selectOption('translator');
      await form.getByLabel('Vertical').selectOption('tech');
      await form.getByLabel('Networking').check();
      await form.getByLabel('Events', { exact: true }).check();
      await form.getByLabel('How did you hear about us?').selectOption('friend');
      await form.getByLabel(/Yes, send me emails/).check();
      return form;
    };
    await page.goto('/membership', { waitUntil: 'commit' });
    let form = await fill();
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(form.getByRole('status')).toHaveText('Successfully submitted!');
    const stored = await database.select(
      'select first_name, job_function, vertical, interests, hear_about, email_permission from memberships where email = ?',
      ['meera.early@example.org'],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ first_name: 'Meera', job_function: 'translator', vertical: 'tech', hear_about: 'friend' });
    expect(JSON.parse(String(stored[0]?.interests))).toEqual(['network', 'events']);
    expect(Number(stored[0]?.email_permission)).toBe(1);

    // The same address again, still before the scripts: answered as a new sign-up (issue 26: no answer
    // tells a member's address apart; she is told by e-mail instead), and still one membership.
    await page.goto('/membership', { waitUntil: 'commit' });
    form = await fill();
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(form.getByRole('status')).toHaveText('Successfully submitted!');
    scripts.release();
    await waitForHydration(page);
    expect(await database.select('select id from memberships where email = ?', ['meera.early@example.org'])).toHaveLength(1);
    expectNoValuesInUrls(urls, ['meera.early@example.org', 'Meera', 'Early']);
  });

  test('membership typed before the scripts keeps every field, and the page’s code sends it', async ({ page, database }) => {
    const scripts = await holdScripts(page);
    await page.goto('/membership', { waitUntil: 'commit' });
    const form = page.locator('form', { has: page.getByRole('button', { name: 'SUBSCRIBE' }) });
    await form.getByLabel('First Name').fill('Late');
    await form.getByLabel('Last Name').fill('Sender');
    await form.getByRole('textbox', { name: 'Email' }).fill('late.sender@example.org');
    await form.getByLabel('Job Function').selectOption('student');
    await form.getByLabel('Vertical').selectOption('health');
    await form.getByLabel('Finding a mentor').check();
    await form.getByLabel('How did you hear about us?').selectOption('event');
    scripts.release();
    await waitForHydration(page);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('late.sender@example.org');
    await expect(form.getByLabel('Vertical')).toHaveValue('health');
    await expect(form.getByLabel('Finding a mentor')).toBeChecked();
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(form.getByRole('status')).toHaveText('Successfully submitted!');
    expect(await database.select('select vertical, interests from memberships where email = ?', ['late.sender@example.org'])).toEqual([
      { vertical: 'health', interests: '["mentor"]' },
    ]);
  });

  test('login sent before the scripts signs in, and the dashboard opens once they run', async ({ page }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('status')).toHaveText('Signed in. Your dashboard opens as soon as the page has finished loading.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    scripts.release();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
    expectNoValuesInUrls(urls, [ADMIN_EMAIL, ADMIN_PASSWORD]);
  });

  test('a wrong password sent before the scripts: the server’s message, the e-mail kept, the password not sent back', async ({ page }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('nobody.early@example.org');
    await page.getByLabel('Password').fill('a-wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.content()).not.toContain('a-wrong-password');
    scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel('Email')).toHaveValue('nobody.early@example.org');
    expectNoValuesInUrls(urls, ['nobody.early@example.org', 'a-wrong-password']);
  });

  test('login typed before the scripts keeps the e-mail and the password, and signs in once they run', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
    await expect(page.getByLabel('Password')).toHaveValue(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('register sent before the scripts: one pending account; a taken address is answered as a new one', async ({ page, database }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    const fill = async () => {
      await page.getByLabel('Full name').fill('Early Registrant');
      await page.getByLabel('Email').fill('early.registrant@example.org');
      await page.getByLabel('Password').fill('early-password-1');
      await page.getByLabel('Role').selectOption('operator');
      await page.getByRole('button', { name: 'Register' }).click();
    };
    await page.goto('/register', { waitUntil: 'commit' });
    await fill();
    await expect(page.getByRole('status')).toHaveText('Registered successfully. Please login.');
    expect(await database.select('select role, status from users where email = ?', ['early.registrant@example.org'])).toEqual([
      { role: 'operator', status: 'pending' },
    ]);

    // The same address again: answered as a new registration (issue 26: no answer tells a taken
    // address apart; its owner is told by e-mail), and still one account.
    await page.goto('/register', { waitUntil: 'commit' });
    await fill();
    await expect(page.getByRole('status')).toHaveText('Registered successfully. Please login.');
    scripts.release();
    await waitForHydration(page);
    expect(await database.select('select id from users where email = ?', ['early.registrant@example.org'])).toHaveLength(1);
    expectNoValuesInUrls(urls, ['early.registrant@example.org', 'early-password-1', 'Early Registrant']);
  });

  test('register typed before the scripts keeps every field, and the page’s code sends them', async ({ page, database }) => {
    const scripts = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await page.getByLabel('Full name').fill('Typed Early');
    await page.getByLabel('Email').fill('typed.early@example.org');
    await page.getByLabel('Password').fill('typed-early-pass');
    await page.getByLabel('Role').selectOption('operator');
    scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Typed Early');
    await expect(page.getByLabel('Password')).toHaveValue('typed-early-pass');
    await expect(page.getByLabel('Role')).toHaveValue('operator');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText('Registered successfully. Please login.');
    expect(await database.select('select name, role from users where email = ?', ['typed.early@example.org'])).toEqual([
      { name: 'Typed Early', role: 'operator' },
    ]);
  });

  test('a directory search typed before the scripts stays, and filters the enablers once they run', async ({ page }) => {
    const urls = watchUrls(page);
    const scripts = await holdScripts(page);
    await page.goto('/allenablers', { waitUntil: 'commit' });
    const search = page.getByLabel('Search enablers');
    await search.fill('Fundraising');
    await search.press('Enter');
    scripts.release();
    await waitForHydration(page);
    await expect(search).toHaveValue('Fundraising');
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(status).not.toHaveText('Showing 21 of 21 enablers');
    await expect(status).toHaveText(/^Showing \d+ of 21 enablers$/);
    expectNoValuesInUrls(urls, ['Fundraising']);
  });
});

test.describe('the staff screens’ forms', () => {
  test('every form on the dashboards posts; Create New User sends nothing in a URL', async ({ page }) => {
    const urls = watchUrls(page);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Create User' }).click();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Create User' }) }).last();
    await form.getByLabel('Name').fill('Staff Form Person');
    await form.getByLabel('Email').fill('staff.form@example.org');
    await form.getByLabel('Password').fill('staff-form-pass');
    await form.getByRole('button', { name: /Create/ }).click();
    await expect(page.getByRole('status')).toContainText('User created successfully');
    for (const path of ['/admin', '/operator']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const methods = await page.locator('form').evaluateAll((forms) => forms.map((form) => form.getAttribute('method')));
      expect(methods.every((method) => method === 'post')).toBe(true);
    }
    expectNoValuesInUrls(urls, ['staff.form@example.org', 'staff-form-pass', ADMIN_PASSWORD]);
  });
});

test.describe('page form posts, as a program would send them', () => {
  test('a post another site made the browser send is refused and stores nothing', async ({ request, database }) => {
    const response = await request.post('/', {
      form: { requesterName: 'Cross Site', requesterEmail: 'cross@example.org', question: 'Sent from another site?' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('Please send this form from our own website.');
    expect(await database.select('select id from cases where question = ?', ['Sent from another site?'])).toEqual([]);
  });

  test('junk and missing fields get the page with the field messages, never a 500', async ({ request }) => {
    for (const [path, form] of [
      ['/', { requesterName: '' }],
      ['/membership', { interests: ['nonsense', 'nonsense'], firstName: 'x' }],
      ['/register', { role: 'admin' }],
      ['/login', {}],
    ] as const) {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) body.append(name, item);
      const response = await request.post(path, {
        data: body.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-store');
    }
  });
});
