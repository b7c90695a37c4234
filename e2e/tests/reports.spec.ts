import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/** The value shown under a figure's label in a report's section. */
function figure(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Today in the club's zone, as the reports count days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const sections = ['Help requests', 'Members', 'Newsletters', 'Events', 'Mentoring sessions', 'Inquiries', 'Visits'];

/**
 * Issue 43 in Chromium: the admin opens the Reports, sees each report with its chart and table,
 * changes the period (a named one, then two dates, each kept in the address) and downloads a
 * report's CSV; the screen fits a phone and passes axe. A help request to count is sent through
 * the API: setup, not the journey's subject.
 */
test.describe('the reports', () => {
  test.setTimeout(120_000);

  test('the admin opens each report, changes the period and downloads a CSV', async ({ page, checkA11y }) => {
    const id = Math.random().toString(36).slice(2, 8);
    const asked = await page.request.post('/api/help', {
      data: {
        requesterName: 'Reshma Thomas',
        requesterEmail: `reshma.${id}@example.org`,
        question: `How do I read my first balance sheet? (${id})`,
      },
    });
    expect(asked.ok()).toBe(true);

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    const screen = page.getByRole('region', { name: 'Reports', exact: true });
    await expect(screen.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
    await expect(screen.getByLabel('Period')).toHaveValue('this-month');

    // Each report, with its chart (a picture beside a table of the same figures) or its words for nothing.
    for (const name of sections) {
      const section = screen.getByRole('region', { name, exact: true });
      await expect(section.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(section.getByRole('button', { name: `Download CSV: ${name}` })).toBeVisible();
      await expect(section.getByText('Loading…')).toHaveCount(0);
    }
    const help = screen.getByRole('region', { name: 'Help requests', exact: true });
    await expect(figure(help, 'Requests in')).not.toHaveText('0');
    await expect(help.getByRole('figure', { name: 'Help requests in, each day' }).locator('canvas')).toBeVisible();
    await expect(help.getByRole('table', { name: 'Help requests in, each day' })).toBeVisible();
    await expect(
      screen.getByRole('region', { name: 'Visits', exact: true }).getByRole('table', { name: 'Page views and daily visitors, each day' }),
    ).toBeVisible();

    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'section[aria-labelledby="reports-screen-title"]' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Last month: nothing was asked then, and the address keeps the choice.
    await screen.getByLabel('Period').selectOption({ label: 'Last month' });
    await expect(page).toHaveURL(/\/admin\/reports\?period=last-month$/);
    await expect(figure(help, 'Requests in')).toHaveText('0');

    // Two dates: today only.
    await screen.getByLabel('Period').selectOption({ label: 'Two dates' });
    await screen.getByLabel('From', { exact: true }).fill(today());
    await screen.getByLabel('To', { exact: true }).fill(today());
    await screen.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports\\?from=${today()}&to=${today()}$`));
    await expect(figure(help, 'Requests in')).not.toHaveText('0');

    // The help report's CSV, for the period shown.
    const download = page.waitForEvent('download');
    await help.getByRole('button', { name: 'Download CSV: Help requests' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`help-${today()}-to-${today()}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Enabler,Requests,Completed,Responded,First response median (hours),First response 90th percentile (hours),Awaiting response,Resolved,Resolution median (hours),Resolution 90th percentile (hours),Past deadline,Average rating,Ratings',
    );

    // The period stays on a reload.
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today());

    // The operators' Reports tab: the spec's three lines, then the same reports.
    await page.goto('/operator/reports');
    const tab = page.getByRole('tabpanel', { name: 'Reports' });
    await expect(tab.getByRole('heading', { level: 2, name: 'Reports', exact: true })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: 'Reports over a period' })).toBeVisible();
    await expect(tab.getByRole('region', { name: 'Inquiries' }).getByRole('heading', { level: 3 })).toBeVisible();
  });
});
