import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';

// The seed's events run from March 2026 to October 2027: on this day four are past and six upcoming.
const NOW = new Date('2026-11-22T12:00:00Z');

async function openEvents(page: Page, now: Date = NOW) {
  await page.clock.setFixedTime(now);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events & Workshops' })).toBeVisible();
  // The time badges appear once the page has hydrated against the visitor's clock.
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^(Past|Upcoming)$/),
  ).toBeVisible();
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const filter = (page: Page, group: 'Category' | 'Time', label: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true });

test.describe('Events & Workshops', () => {
  test('shows every event with its category and time badges, date, time, location and description', async ({ page }) => {
    await openEvents(page);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 10 events');
    await expect(cards(page).getByText('Past', { exact: true })).toHaveCount(4);
    await expect(cards(page).getByText('Upcoming', { exact: true })).toHaveCount(6);

    const past = card(page, 'Pitch Deck Clinic');
    await expect(past.getByText('Workshop', { exact: true })).toBeVisible();
    await expect(past.getByText('Past', { exact: true })).toBeVisible();
    await expect(past.getByText('Saturday, 20 June 2026')).toBeVisible();
    await expect(past.getByText('10:00 AM - 1:00 PM IST')).toBeVisible();
    await expect(past.getByText('Online (Zoom)')).toBeVisible();
    await expect(past.getByText(/Bring your deck and get live feedback/)).toBeVisible();
    await expect(past.getByRole('img', { name: 'Illustration of a presentation board with a rising chart' })).toBeVisible();
    await expect(past.getByRole('link', { name: /^View Details/ })).toBeVisible();
    await expect(past.getByRole('link', { name: /^Learn More/ })).toHaveCount(0);

    // Guests register for it here (issue 30): its card links to its own page, saying what registration offers.
    const upcoming = card(page, 'Year-End Founders Circle');
    await expect(upcoming.getByText('Event', { exact: true })).toBeVisible();
    await expect(upcoming.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: /Year-End Founders Circle$/ })).toHaveAttribute(
      'href',
      '/events/year-end-founders-circle',
    );
    await expect(upcoming.getByRole('link', { name: /^(Learn More|View Details)/ })).toHaveCount(0);
  });

  test('the category filter keeps only events or only workshops', async ({ page }) => {
    await openEvents(page);
    await expect(filter(page, 'Category', 'All Categories')).toHaveAttribute('aria-pressed', 'true');

    await filter(page, 'Category', 'Workshops').click();
    await expect(filter(page, 'Category', 'Workshops')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'Category', 'All Categories')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).getByText('Workshop', { exact: true })).toHaveCount(5);
    await expect(cards(page).getByText('Event', { exact: true })).toHaveCount(0);

    await filter(page, 'Category', 'Events').click();
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).getByText('Event', { exact: true })).toHaveCount(5);
    expect(await titles(page)).toContain('Women in Localization Meetup');

    await filter(page, 'Category', 'All Categories').click();
    await expect(cards(page)).toHaveCount(10);
  });

  test('the time filter keeps upcoming or past events against the visitor clock, combined with the category', async ({ page }) => {
    await openEvents(page);
    await filter(page, 'Time', 'Upcoming').click();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).getByText('Past', { exact: true })).toHaveCount(0);
    expect(await titles(page)).toEqual([
      'Year-End Founders Circle',
      'Go-to-Market Workshop for First-Time Founders',
      'Women’s Day Founders Summit',
      'Legal Basics for Startups',
      'Enabler Speed-Mentoring Day',
      'Product Design Sprint',
    ]);

    await filter(page, 'Time', 'Past').click();
    await expect(cards(page)).toHaveCount(4);
    // Past events, the most recent first (issue 38).
    expect(await titles(page)).toEqual([
      'Startup Finance Bootcamp',
      'Onam Founders Networking Evening',
      'Pitch Deck Clinic',
      'Women in Localization Meetup',
    ]);

    await filter(page, 'Category', 'Workshops').click();
    await expect(cards(page)).toHaveCount(2);
    expect(await titles(page)).toEqual(['Startup Finance Bootcamp', 'Pitch Deck Clinic']);

    await filter(page, 'Category', 'Events').click();
    await filter(page, 'Time', 'Upcoming').click();
    expect(await titles(page)).toEqual(['Year-End Founders Circle', 'Women’s Day Founders Summit', 'Enabler Speed-Mentoring Day']);

    await filter(page, 'Time', 'All Time').click();
    await expect(cards(page)).toHaveCount(5);
  });

  test('an empty result says No events found, with the hint, for Upcoming and for Past', async ({ page }) => {
    await openEvents(page, new Date('2028-01-01T00:00:00Z'));
    await expect(cards(page).getByText('Past', { exact: true })).toHaveCount(10);
    await filter(page, 'Time', 'Upcoming').click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(page.getByText('Try changing your filters to see more events.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 0 events');

    await filter(page, 'Time', 'All Time').click();
    await expect(page.getByRole('heading', { name: 'No events found' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);
  });

  test('before any event has happened, Past is empty', async ({ page }) => {
    await openEvents(page, new Date('2026-01-01T00:00:00Z'));
    await filter(page, 'Category', 'Workshops').click();
    await filter(page, 'Time', 'Past').click();
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(page.getByText('Try changing your filters to see more events.')).toBeVisible();
  });

  test('an event registering elsewhere opens its page in a new tab without access to this page', async ({ page, context }) => {
    await context.route('https://womenfoundersclub.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Event</title><p>Event page</p>' }),
    );
    await openEvents(page);
    // The seed's four past events register elsewhere; its six upcoming ones here.
    const links = page.getByRole('main').getByRole('link', { name: /^(Learn More|View Details)/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    const details = card(page, 'Pitch Deck Clinic').getByRole('link', { name: /^View Details/ });
    await expect(details).toHaveAccessibleName('View Details of Pitch Deck Clinic (opens in a new tab)');
    const [popup] = await Promise.all([context.waitForEvent('page'), details.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://womenfoundersclub.example/events/pitch-deck-clinic');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('an event taking registrations here links to its own page in this tab', async ({ page }) => {
    await openEvents(page);
    await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute('href', '/events.ics');
    // The seed's last event, so the server (on the real clock) still takes registrations for it.
    const register = card(page, 'Product Design Sprint').getByRole('link', { name: /^Register/ });
    await expect(register).toHaveAttribute('href', '/events/product-design-sprint');
    await expect(register).not.toHaveAttribute('target');
    await register.click();
    await expect(page).toHaveURL(/\/events\/product-design-sprint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Design Sprint' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registration' }).getByRole('button', { name: 'Register' })).toBeVisible();
  });

  test('the prerendered page hydrates without errors and guesses no time badge', async ({ page, request }) => {
    // What the page shows: its data and its messages (every text of the site) ride along as JSON.
    const html = (await (await request.get('/events')).text()).replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, '');
    expect(html).toContain('Pitch Deck Clinic');
    expect(html).not.toContain('View Details');
    expect(html).not.toMatch(/>Past<\/span>/);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Missing static files are another matter; anything else logged (hydration, CSP) is this page's problem.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await openEvents(page);
    expect(errors).toEqual([]);
  });

  test('passes axe, and has no horizontal scroll at 375, 768 and 1280 px', async ({ page, checkA11y }) => {
    await openEvents(page);
    await checkA11y(page);
    // Every card, at each width, in this window resized (issue 39).
    await expect(cards(page)).toHaveCount(10);
    await fitsAtEachWidth(page);
    await filter(page, 'Time', 'Past').click();
    await filter(page, 'Category', 'Events').click();
    await page.clock.setFixedTime(new Date('2026-01-01T00:00:00Z'));
    await filter(page, 'Category', 'Workshops').click();
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await checkA11y(page);
  });
});
