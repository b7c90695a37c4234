import { expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { fitsAtEachWidth } from '../support/fits';
import { signIn } from '../support/pages';

const HELD = 'Mail is held until a mail server is configured (SMTP_URL).';
const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('the admin Mail page', () => {
  // The journeys' server has no SMTP_URL: the acknowledgement of a help request is held in the outbox.
  const visitor = { name: 'Mail Visitor', email: `mail.${unique()}@example.org` };
  const question = `Where do I find grants for a first product? (${unique()})`;

  test.beforeAll(async ({ server }) => {
    const response = await fetch(`${server.url}/api/help`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requesterName: visitor.name, requesterEmail: visitor.email, question }),
    });
    if (!response.ok) throw new Error(`/api/help answered ${response.status}`);
  });

  test('lists the held acknowledgement, whose private link the admin sees masked and cannot use (issue 26)', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    // The seed's two entries stay first; the later features' screens follow them.
    await expect(menu.getByRole('link').nth(0)).toHaveText('Pending Requests');
    await expect(menu.getByRole('link').nth(1)).toHaveText('Create User');
    await menu.getByRole('link', { name: 'Mail' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mail' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: `To ${visitor.email}` });
    await expect(row).toContainText('Held');
    await expect(page.getByText(HELD)).toBeVisible();
    await checkA11y(page);
    // The list and, below, a message fit at 375, 768 and 1280 px in this window, resized (issue 39).
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'main' });

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Held' }).click();
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Held' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /^Open message:/ }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
    const links = page.getByRole('region', { name: 'Links' });
    const requestLink = links.locator('code').filter({ hasText: /\/request#/ });
    await expect(requestLink).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Plain text' })).toContainText(question);
    await checkA11y(page);
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'main' });
    const link = new URL((await requestLink.textContent()) ?? '');
    expect(link.pathname).toBe('/request');
    // Only the requester's copy carries the token: the Mail page shows it masked.
    expect(decodeURIComponent(link.hash)).toBe('#••••••••');

    await page.getByRole('button', { name: 'Back to Mail' }).click();
    await expect(row.getByRole('button', { name: /^Open message:/ })).toBeFocused();

    // The masked link, followed on this server, opens nothing of hers.
    await page.goto(`/request${link.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that request' })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
  });
});
