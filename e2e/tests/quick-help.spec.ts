import { expect, test } from '../support/fixtures';

test.describe('Need Quick Help? form', () => {
  test('submits, shows Submitting... then the success banner, and clears the fields', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('Lakshmi Varma');
    await form.getByLabel('Email').fill('lakshmi@example.org');
    await form.getByLabel('Question').fill('How do I prepare for my first investor meeting?');

    // Hold the reply back long enough to see the submitting state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/help', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Question')).toHaveValue('');
  });

  test('uses the browser checks: nothing is sent while a field is empty or the e-mail is malformed', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#quick-help');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/help')) sent += 1;
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Question').fill('Q');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(sent).toBe(0);
    for (const name of ['requesterName', 'requesterEmail', 'question']) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
    }
  });

  test("shows the server's message on a refusal and the connection message when the network fails", async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('a@example.org');
    await form.getByLabel('Question').fill('Q');

    await page.route('**/api/help', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests.', message: 'Too many requests.', code: 'RATE_LIMITED' }),
      }),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many requests.');
    await expect(form.getByLabel('Name')).toHaveValue('A');

    await page.unroute('**/api/help');
    await page.route('**/api/help', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');

    await page.unroute('**/api/help');
    await page.route('**/api/help', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to connect to the server. Please try again later.');
  });

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/#quick-help');
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('Mobile Visitor');
    await form.getByLabel('Email').fill('mobile@example.org');
    await form.getByLabel('Question').fill('Can I join from Kozhikode?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
  });

  test('the home page and the 404 page pass axe', async ({ page, checkA11y }) => {
    await page.goto('/');
    await checkA11y(page);
    await page.goto('/nowhere');
    await checkA11y(page);
  });
});
