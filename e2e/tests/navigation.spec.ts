import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalScroll, openPage } from '../support/pages';

const sectionTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

/** Clicks Need Help? in the bar (wide screens) or in the opened mobile menu (narrow ones). */
async function clickNeedHelp(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Need Help?' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Need Help?' }).click();
  }
}

for (const width of [1280, 375]) {
  test.describe(`Need Help? at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    // From another page the home page loads its enablers after arriving, which grows the page above the form.
    for (const [path, heading] of [
      ['/events', 'Events & Workshops'],
      ['/membership', 'Become a Member'],
    ] as const) {
      test(`from ${path} lands the quick help form 80 px below the top, after the page has loaded`, async ({ page }) => {
        await openPage(page, path, heading);
        await clickNeedHelp(page);
        await expect(page).toHaveURL(/\/#quick-help$/);
        await expect(page.getByRole('heading', { name: 'Our Enablers' })).toBeVisible();
        await expect.poll(() => sectionTop(page, 'quick-help'), { timeout: 10_000 }).toBe(80);
        await expect(page.getByRole('heading', { name: 'Need Quick Help?' })).toBeInViewport();
      });
    }
  });
}

test.describe('the navigation bar at 1280 px', () => {
  test('marks a section active once its top is within 150 px of the top, not before', async ({ page }) => {
    await openPage(page, '/', 'Welcome To');
    const enablersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enablers' });
    const scrollEnablersTo = async (top: number) => {
      await page.evaluate((target) => {
        const element = document.getElementById('enablers')!;
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - target, behavior: 'instant' });
      }, top);
      await expect.poll(() => sectionTop(page, 'enablers')).toBe(top);
    };
    await scrollEnablersTo(151);
    await expect(enablersLink).not.toHaveAttribute('aria-current', 'page');
    await scrollEnablersTo(150);
    await expect(enablersLink).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the navigation bar between 768 and 1280 px', () => {
  for (const width of [768, 1024]) {
    test(`at ${width} px shows the five links in the bar and the rest in its menu, nothing cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openPage(page, '/', 'Welcome To');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['The Club', 'Membership', 'Enablers', 'Events & Workshops', 'Resources'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
      const clipped = await nav.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(clipped).toBeLessThanOrEqual(0);
      // Nor is the page wider than the window (the footer's e-mail address was, at 1024 px).
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      for (const link of ['Member sign-in', 'Login', 'Register', 'മലയാളം'])
        await expect(menu.getByRole('link', { name: link, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(menu.getByRole('link', { name: 'Membership' })).toBeHidden();
      // A drop-down beside the bar: the page still scrolls; it closes on growing to the full bar.
      await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
      await page.setViewportSize({ width: 1280, height: 740 });
      await expect(menu).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Member sign-in' })).toBeVisible();
    });
  }
});

test.describe('the mobile menu and footer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('offers Login and Register signed out, and Dashboard and Logout signed in', async ({ page }) => {
    await openPage(page, '/', 'Welcome To');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('button', { name: 'Need Help?' })).toBeVisible();

    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('role', 'enabler');
    });
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/enabler');
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(menu).toBeHidden();
  });

  test('the footer shows the contact details and fits the screen', async ({ page, request }) => {
    const site = await (await request.get('/api/site')).json();
    await openPage(page, '/', 'Welcome To');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(site.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: site.email })).toBeVisible();
    await expect(footer.getByRole('link', { name: site.phone })).toBeVisible();
    for (const heading of ['Quick Links', 'Resources', 'Contact Us'])
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await footer.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
