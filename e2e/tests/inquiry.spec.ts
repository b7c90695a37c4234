import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/pages';

const T0 = new Date('2026-11-22T10:00:00Z');

async function openHomeFrozen(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
  await page.goto('/');
  await waitForHydration(page, '#club h1');
}

const currentSlide = (page: Page) => page.getByRole('region', { name: 'Enabler profiles' }).getByRole('group');

/** Clicks the first slide's Connect and waits (moving the frozen clock) for the lazily loaded modal. */
async function connectWithFirstEnabler(page: Page): Promise<{ dialog: Locator; connect: Locator }> {
  const connect = currentSlide(page).getByRole('button', { name: 'Connect' });
  await connect.click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Anjali Menon' });
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return dialog.isVisible();
    })
    .toBe(true);
  return { dialog, connect };
}

async function fill(dialog: Locator, values: { name: string; email: string; message: string }) {
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Message').fill(values.message);
}

test.describe('Inquiry modal', () => {
  test('has the spec fields, placeholder, blurred backdrop and browser checks', async ({ page }) => {
    await openHomeFrozen(page);
    const { dialog } = await connectWithFirstEnabler(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Connect with Anjali Menon');
    await expect(dialog.getByLabel('Name')).toHaveAttribute('name', 'name');
    await expect(dialog.getByLabel('Name')).toHaveAttribute('type', 'text');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('name', 'email');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('name', 'question');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '3');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('placeholder', 'Hi Anjali, I would like to connect with you...');
    for (const label of ['Name', 'Email', 'Message']) await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');
    await expect(dialog.locator('..')).toHaveCSS('backdrop-filter', /blur\(/);

    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiry')) sent += 1;
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await fill(dialog, { name: 'A', email: 'not-an-address', message: 'Q' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect(await dialog.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(sent).toBe(0);
    await expect(dialog).toBeVisible();
  });

  test('on success shows ✓ and the closing hint, clears the fields, stores the inquiry and closes 2 s later', async ({
    page,
    database,
  }) => {
    await openHomeFrozen(page);
    const { dialog, connect } = await connectWithFirstEnabler(page);
    const email = `visitor-${Date.now()}@example.org`;
    await fill(dialog, { name: 'Asha Varghese', email, message: 'Could you look at my pitch deck?' });

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/inquiry'));
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Asha Varghese',
      email,
      question: 'Could you look at my pitch deck?',
      enabler: 'Anjali Menon',
      enablerId: 1,
    });

    const status = dialog.getByRole('status');
    await expect(status).toContainText('✓ Inquiry submitted successfully!');
    await expect(status.getByText('✓ Inquiry submitted successfully!', { exact: true })).toBeVisible();
    await expect(status.getByText('Closing in 2 seconds...', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Message')).toHaveValue('');

    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();

    const rows = await database.select('select enabler_id, enabler_name, name, email, question from inquiries where email = ?', [email]);
    expect(rows).toEqual([
      { enabler_id: 1, enabler_name: 'Anjali Menon', name: 'Asha Varghese', email, question: 'Could you look at my pitch deck?' },
    ]);
  });

  test("on failure shows ✗ with the server's error, or the server error text, and stays open", async ({ page }) => {
    await openHomeFrozen(page);
    const { dialog } = await connectWithFirstEnabler(page);
    await fill(dialog, { name: 'Asha', email: 'asha@example.org', message: 'Hello' });
    const send = dialog.getByRole('button', { name: 'Send Message' });

    await page.route('**/api/inquiry', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please enter a valid email address.',
          message: 'Please enter a valid email address.',
          code: 'VALIDATION_FAILED',
          fields: { email: 'Please enter a valid email address.' },
        }),
      }),
    );
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('✗ Error: Please enter a valid email address.');
    await page.clock.runFor(5000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Asha');

    await page.unroute('**/api/inquiry');
    await page.route('**/api/inquiry', (route) => route.abort('connectionrefused'));
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('✗ Server error. Please try again later.');

    await page.unroute('**/api/inquiry');
    await page.route('**/api/inquiry', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('✗ Server error. Please try again later.');
    await page.clock.runFor(5000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
  });

  test('closes on the backdrop, the close icon and Escape, returning the focus to Connect', async ({ page }) => {
    await openHomeFrozen(page);
    let { dialog, connect } = await connectWithFirstEnabler(page);
    // A click inside the dialog does not close it; one on the backdrop does.
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();

    ({ dialog, connect } = await connectWithFirstEnabler(page));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();

    ({ dialog, connect } = await connectWithFirstEnabler(page));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
  });
});
