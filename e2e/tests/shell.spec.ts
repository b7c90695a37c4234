import { expect, test } from '../support/fixtures';

test.describe('navigation bar and footer at 1280 px', () => {
  test('shows the links, the signed-out actions and a stronger background once scrolled', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['The Club', 'Membership', 'Enablers', 'Events & Workshops', 'Resources', 'Login', 'Register']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Need Help?' })).toBeVisible();
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('Enablers scrolls to its section 80 px below the top and marks it active', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enablers' }).click();
    await expect.poll(async () => page.locator('#enablers').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enablers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Need Help? goes home and scrolls to the quick help form', async ({ page }) => {
    await page.goto('/does-not-exist');
    await page.getByRole('button', { name: 'Need Help?' }).click();
    await expect(page).toHaveURL(/\/#quick-help$/);
    await expect(page.getByRole('heading', { name: 'Need Quick Help?' })).toBeInViewport();
  });

  test('the footer shows the contact details of the site settings and the current year', async ({ page, request }) => {
    const site = await (await request.get('/api/site')).json();
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText(site.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: site.phone })).toBeVisible();
    await expect(footer.getByText(site.tagline)).toBeVisible();
    for (const heading of ['Quick Links', 'Resources', 'Contact Us'])
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`)).toBeVisible();
    await footer.getByRole('link', { name: `${site.name}, home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('with a stored token it offers Dashboard by role and Logout clears the session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('role', 'operator');
      localStorage.setItem('other', 'x');
    });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/operator');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a role outside the staff roles sends Dashboard home', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 't');
      localStorage.setItem('role', 'member');
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, locks scrolling, and closes on outside click, on navigation and on resize', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' })).toBeHidden();

    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Events & Workshops' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 900, height: 740 });
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });

  test('has no horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('serving', () => {
  test('unknown pages get the 404 page with a 404 status; unknown API paths get JSON', async ({ page, request }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    const api = await request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('HTML is not cached, hashed assets are immutable, and robots.txt is served', async ({ request, page }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /api/');
    await page.goto('/');
  });

  test('the home page arrives prerendered', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Need Quick Help?');
    expect(html).toContain('id="initial-data"');
  });
});

test.describe('hydration', () => {
  // Every public page in one window, one after another (issue 39: a journey per page repeated only
  // the browser's start); a failure names the page.
  test('every public page loads and hydrates without console errors or CSP violations, with the chat launcher on it', async ({ page }) => {
    // Violations fire this event even when the page catches the error (an eval probe, say).
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      window.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      // Failed loads are reported below with their URL.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document')
        errors.push(`${response.status()} ${response.url()}`);
    });
    for (const path of [
      '/',
      '/allenablers',
      '/events',
      '/resources',
      '/resources/blog',
      '/podcast',
      '/webinars',
      '/membership',
      '/login',
      '/register',
      '/nowhere',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // A hydrated page reacts: the mobile menu button is wired (desktop: the links are real anchors).
      await expect(page.locator('header nav'), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat with us' }), path).toBeVisible();
      expect(errors, path).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
});
