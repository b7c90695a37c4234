import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { openPage } from '../support/pages';

/** Opens the page once hydrated, so the form submits through its handler. */
const openMembership = (page: Page) => openPage(page, '/membership', 'Become a Member');

let counter = 0;
/** An address no other test of this run uses (each worker has its own database). */
const uniqueEmail = () => `member-${Date.now()}-${(counter += 1)}@example.org`;

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Anjali');
  await page.getByLabel('Last Name').fill('Menon');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Job Function').selectOption({ label: 'Project Manager' });
  await page.getByLabel('Vertical').selectOption({ label: 'Education' });
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'A friend or colleague' });
}

const subscribe = (page: Page) => page.getByRole('button', { name: 'SUBSCRIBE' });

test.describe('Become a Member', () => {
  test('the page gives the personal e-mail advice and the spec’s fields, option lists and required marks, passes axe, fits at 375, 768 and 1280 px, and links the member login', async ({
    page,
    checkA11y,
  }) => {
    await openMembership(page);
    await expect(page.getByText('Please use your personal email address so you keep access if you change jobs.')).toBeVisible();
    await test.step('the form has the spec’s fields, option lists and required marks', async () => {
      for (const [name, type] of [
        ['firstName', 'text'],
        ['lastName', 'text'],
        ['email', 'email'],
      ] as const) {
        await expect(page.locator(`input[name="${name}"]`)).toHaveJSProperty('type', type);
        await expect(page.locator(`input[name="${name}"]`)).toHaveAttribute('required', '');
      }
      const selects = {
        jobFunction: ['Select...', 'Management', 'Student', 'Engineer', 'Translator', 'Project Manager', 'Business Development'],
        vertical: ['Select...', 'Tech', 'Health', 'Finance', 'Education', 'Retail'],
        hearAbout: ['Select...', 'Social media', 'A friend or colleague', 'An event', 'A search engine', 'Other'],
      };
      for (const [name, labels] of Object.entries(selects)) {
        const select = page.locator(`select[name="${name}"]`);
        await expect(select.locator('option')).toHaveText(labels);
        await expect(select).toHaveValue('');
        await expect(select).toHaveAttribute('required', '');
      }
      const interests = page.getByRole('group', { name: /Interests/ });
      await expect(interests.getByRole('checkbox')).toHaveCount(9);
      for (const box of await interests.getByRole('checkbox').all()) {
        await expect(box).toHaveAttribute('name', 'interests');
        await expect(box).not.toHaveAttribute('required', '');
      }
      await expect(page.locator('input[name="emailPermission"]')).toHaveAttribute('type', 'checkbox');
      await expect(page.locator('input[name="emailPermission"]')).not.toHaveAttribute('required', '');
    });
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 1280 });
    const login = page.getByRole('main').getByRole('link', { name: 'Already a member? Log in' });
    await expect(login).toHaveAttribute('href', '/memberlogin');
    await login.click();
    await expect(page).toHaveURL(/\/memberlogin$/);
  });

  test('sends nothing while a required field is empty or the e-mail is malformed', async ({ page }) => {
    await openMembership(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/membership')) sent += 1;
    });
    await subscribe(page).click();
    expect(await page.getByLabel('First Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await fillRequired(page, 'not-an-address');
    await subscribe(page).click();
    expect(await page.getByLabel('Email', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill('valid@example.org');
    await page.getByLabel('Vertical').selectOption('');
    await subscribe(page).click();
    expect(await page.getByLabel('Vertical').evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);

    await page.getByLabel('Vertical').selectOption({ label: 'Tech' });
    await page.getByLabel('How did you hear about us?').selectOption('');
    await subscribe(page).click();
    expect(sent).toBe(0);
    await expect(page).toHaveURL(/\/membership$/);
  });

  test('a sign-up is sent with its fields, says Successfully submitted! and resets the form', async ({ page }) => {
    await openMembership(page);
    const email = uniqueEmail();
    await fillRequired(page, email);
    await page.getByRole('checkbox', { name: 'Networking' }).check();
    await page.getByRole('checkbox', { name: 'Job opportunities' }).check();
    await page.getByRole('checkbox', { name: /send me emails/ }).check();

    // Hold the reply back long enough to see SUBSCRIBE disabled.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/membership', async (route) => {
      await held;
      await route.continue();
    });
    const requestSent = page.waitForRequest('**/api/membership');
    await subscribe(page).click();
    const request = await requestSent;
    await expect(subscribe(page)).toBeDisabled();
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      firstName: 'Anjali',
      lastName: 'Menon',
      email,
      jobFunction: 'project-manager',
      vertical: 'education',
      interests: ['network', 'job'],
      hearAbout: 'friend',
      emailPermission: true,
    });
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Successfully submitted!' })).toHaveText('Successfully submitted!');
    await expect(subscribe(page)).toBeEnabled();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Last Name')).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Job Function')).toHaveValue('');
    await expect(page.getByLabel('Vertical')).toHaveValue('');
    await expect(page.getByLabel('How did you hear about us?')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Networking' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /send me emails/ })).not.toBeChecked();
  });

  test('the same e-mail twice is answered as a new sign-up, telling no one it is a member’s (issue 26)', async ({ page, checkA11y }) => {
    await openMembership(page);
    const email = uniqueEmail();
    await fillRequired(page, email);
    await subscribe(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully submitted!' })).toBeVisible();

    await fillRequired(page, email.toUpperCase());
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email.toUpperCase());
    await subscribe(page).click();
    // Answered as the first was: the form is emptied for the next person, and no alert.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'Successfully submitted!' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await checkA11y(page, { include: 'main' });
  });

  test('a network failure is only logged: no message, the fields stay', async ({ page }) => {
    await openMembership(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/membership', (route) => route.abort('connectionrefused'));
    await fillRequired(page, uniqueEmail());
    await subscribe(page).click();
    await expect.poll(() => logged.some((text) => text.includes('Membership sign-up failed'))).toBe(true);
    await expect(subscribe(page)).toBeEnabled();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Successfully submitted!')).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toHaveValue('Anjali');
  });

  test('at 375 px in Malayalam, her next step is in Malayalam and the chat button covers neither the answer nor the button (issue 38)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openPage(page, '/ml/membership', 'അംഗമാകുക');
    for (const [name, value] of [
      ['firstName', 'Anjali'],
      ['lastName', 'Menon'],
      ['email', uniqueEmail()],
    ] as const)
      await page.locator(`input[name="${name}"]`).fill(value);
    for (const [name, value] of [
      ['jobFunction', 'engineer'],
      ['vertical', 'tech'],
      ['hearAbout', 'friend'],
    ] as const)
      await page.locator(`select[name="${name}"]`).selectOption(value);
    await page.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' }).click();
    const next = page.getByText('ദയവായി നിങ്ങളുടെ ഇൻബോക്സ് പരിശോധിക്കുക: നിങ്ങളുടെ അംഗത്വം സ്ഥിരീകരിക്കാനുള്ള ഒരു ലിങ്ക് ഞങ്ങൾ അയച്ചിട്ടുണ്ട്.');
    await expect(next).toBeVisible();
    const chat = page.getByRole('button', { name: 'ഞങ്ങളുമായി ചാറ്റ് ചെയ്യുക' });
    // Each part of the answer, and the button, at the bottom of the screen, where the chat button sits.
    for (const part of [next, page.getByRole('main').getByRole('status'), page.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' })]) {
      await part.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect
        .poll(async () => {
          if (!(await chat.isVisible())) return 'clear';
          const [a, b] = [await chat.boundingBox(), await part.boundingBox()];
          return a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height ? 'covered' : 'clear';
        })
        .toBe('clear');
    }
    // Scrolled back to the top, nothing of the form is under it: it is there again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(chat).toBeVisible();
  });
});
