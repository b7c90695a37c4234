import type { Enabler } from '@wfc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { openPage } from '../support/pages';
import { tabTo } from '../support/keyboard';

const openDirectory = (page: Page) => openPage(page, '/allenablers', 'All Enablers');

async function fetchEnablers(request: APIRequestContext) {
  return (await (await request.get('/api/enablers')).json()) as Enabler[];
}

const grid = (page: Page) => page.getByRole('list', { name: 'Enablers' });
const cards = (page: Page) => grid(page).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const panel = (page: Page) => page.locator('#enabler-filters');
const chip = (page: Page, group: string, name: string) =>
  panel(page).getByRole('group', { name: group }).getByRole('button', { name, exact: true });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
}

test.describe('All Enablers directory', () => {
  test('lists the 21 enablers, visible in the prerendered page without JavaScript', async ({ browser, baseURL, request }) => {
    const enablers = await fetchEnablers(request);
    expect(enablers).toHaveLength(21);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/allenablers');
    await expect(cardNames(page)).toHaveText(enablers.map((e) => e.name));
    for (const card of await cards(page).all()) await expect(card).toBeVisible();
    await expect(grid(page).locator(':scope > li').last()).toHaveCSS('clip-path', 'inset(-8px)');
    await context.close();
  });

  test('cards appear one after another: 300 ms, then 150 ms apart down to the last card; at once under reduced motion', async ({
    page,
  }) => {
    await openDirectory(page);
    const items = grid(page).locator(':scope > li');
    await expect(items).toHaveCount(21);
    const delays = await items.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).transitionDelay));
    expect(delays).toEqual(Array.from({ length: 21 }, (_, i) => `${(300 + i * 150) / 1000}s`));
    await expect(items.first()).toHaveCSS('transition-property', /clip-path/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/allenablers', { waitUntil: 'commit' });
    await expect(items).toHaveCount(21);
    expect(await items.evaluateAll((lis) => lis.map((li) => `${getComputedStyle(li).clipPath}/${li.getAnimations().length}`))).toEqual(
      Array(21).fill('inset(-8px)/0'),
    );
  });

  test('a card is never shown at low contrast: axe passes with every card early in its reveal, as Lighthouse may audit it', async ({
    page,
    checkA11y,
  }) => {
    await openDirectory(page);
    const held = await grid(page).evaluate((list) => {
      const items = Array.from(list.children);
      // Inserted afresh, every card starts its reveal again, whenever this page's own reveal ran.
      list.append(...items);
      return items.map((item) => {
        const delay = parseFloat(getComputedStyle(item).transitionDelay) * 1000;
        const reveals = item.getAnimations();
        // Held 100 ms into the reveal, where a fade from transparent would leave the text faint.
        for (const reveal of reveals) {
          reveal.pause();
          reveal.currentTime = delay + 100;
        }
        return reveals.length;
      });
    });
    expect(
      held.every((count) => count > 0),
      `reveals per card: ${held.join(', ')}`,
    ).toBe(true);
    await checkA11y(page);
  });

  test('search is case-insensitive over name, title and description', async ({ page, request }) => {
    const enablers = await fetchEnablers(request);
    await openDirectory(page);
    const search = page.getByRole('searchbox', { name: 'Search enablers' });
    await expect(count(page)).toHaveText('Showing 21 of 21 enablers');

    await search.fill('aNjAlI');
    await expect(cardNames(page)).toHaveText(['Anjali Menon']);
    await expect(count(page)).toHaveText('Showing 1 of 21 enablers');

    await search.fill('LINGUABRIDGE'); // in her title and description
    await expect(cardNames(page)).toHaveText(['Anjali Menon']);

    const word = 'kakkanad';
    const byDescription = enablers.filter((e) => `${e.name} ${e.title} ${e.description}`.toLowerCase().includes(word)).map((e) => e.name);
    expect(byDescription.length).toBeGreaterThan(0);
    await search.fill(word.toUpperCase());
    await expect(cardNames(page)).toHaveText(byDescription);

    await search.fill('no such enabler anywhere');
    await expect(page.getByRole('heading', { name: 'No Matches Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset All Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(21);
  });

  test('expertise and region chips match any chosen value; experience bands; Reset Filters', async ({ page, request }) => {
    const enablers = await fetchEnablers(request);
    await page.clock.install();
    await openDirectory(page);
    await showFilters(page);
    const names = (list: Enabler[]) => list.map((e) => e.name);

    const design = chip(page, 'Expertise', 'Design');
    await expect(design).toHaveAttribute('aria-pressed', 'false');
    await page.clock.pauseAt(Date.now() + 60_000);
    await design.click();
    await expect(design).toHaveAttribute('aria-pressed', 'true');
    // Busy for 100 ms while the grid changes.
    await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(100);
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await expect(cardNames(page)).toHaveText(names(enablers.filter((e) => e.expertise.includes('Design'))));

    await chip(page, 'Expertise', 'Legal').click();
    const designOrLegal = enablers.filter((e) => e.expertise.includes('Design') || e.expertise.includes('Legal'));
    expect(designOrLegal.length).toBeGreaterThan(enablers.filter((e) => e.expertise.includes('Design')).length);
    await expect(cardNames(page)).toHaveText(names(designOrLegal));

    // Every enabler is in Kerala: choosing it keeps the same list.
    const regions = [...new Set(enablers.map((e) => e.region))];
    await expect(panel(page).getByRole('group', { name: 'Region' }).getByRole('button')).toHaveText(regions);
    await chip(page, 'Region', 'Kerala').click();
    await expect(chip(page, 'Region', 'Kerala')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveText(names(designOrLegal.filter((e) => e.region === 'Kerala')));

    await panel(page).getByRole('button', { name: 'Reset Filters' }).click();
    await expect(design).toHaveAttribute('aria-pressed', 'false');
    await expect(chip(page, 'Region', 'Kerala')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(21);

    const experience = panel(page).getByRole('group', { name: 'Experience' });
    await expect(experience.getByRole('radio')).toHaveCount(4);
    await expect(experience.getByRole('radio', { name: 'Any' })).toBeChecked();
    await experience.getByRole('radio', { name: 'Under 10 years' }).check();
    await expect(cardNames(page)).toHaveText(names(enablers.filter((e) => e.yearsOfExperience < 10)));
    await experience.getByRole('radio', { name: '10 to 15 years' }).check();
    // 10 is inside the band.
    const tenToFifteen = enablers.filter((e) => e.yearsOfExperience >= 10 && e.yearsOfExperience <= 15);
    expect(tenToFifteen.some((e) => e.yearsOfExperience === 10)).toBe(true);
    await expect(cardNames(page)).toHaveText(names(tenToFifteen));
    await experience.getByRole('radio', { name: 'Over 15 years' }).check();
    expect(enablers.filter((e) => e.yearsOfExperience > 15)).toHaveLength(0);
    await expect(page.getByRole('heading', { name: 'No Matches Found' })).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await checkNoMatchesReset(page);
  });

  test('Read More / Read Less only on descriptions over 150 characters, which are clamped to 3 lines', async ({ page, request }) => {
    const enablers = await fetchEnablers(request);
    const long = enablers.find((e) => e.description.length > 150)!;
    const short = enablers.find((e) => e.description.length <= 150)!;
    expect(short).toBeDefined();
    await openDirectory(page);

    const longCard = cards(page).filter({ has: page.getByRole('heading', { name: long.name }) });
    const description = longCard.getByText(long.description);
    await expect(description).toHaveCSS('-webkit-line-clamp', '3');
    const more = longCard.getByRole('button', { name: 'Read More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = longCard.getByRole('button', { name: 'Read Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(description).toHaveCSS('-webkit-line-clamp', 'none');
    await less.click();
    await expect(longCard.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');

    const shortCard = cards(page).filter({ has: page.getByRole('heading', { name: short.name }) });
    await expect(shortCard.getByText(short.description)).toBeVisible();
    await expect(shortCard.getByRole('button', { name: /Read (More|Less)/ })).toHaveCount(0);
    const withButton = enablers.filter((e) => e.description.length > 150).length;
    await expect(grid(page).getByRole('button', { name: 'Read More' })).toHaveCount(withButton);
  });

  test('Connect with <first name> opens the modal for that enabler and sends to her', async ({ page, request }) => {
    const enablers = await fetchEnablers(request);
    const meera = enablers.find((e) => e.name === 'Meera Pillai')!;
    await page.clock.install();
    await openDirectory(page);
    await expect(grid(page).getByRole('button', { name: /^Connect with / })).toHaveText(
      enablers.map((e) => `Connect with ${e.name.split(' ')[0]}`),
    );

    const connect = grid(page).getByRole('button', { name: 'Connect with Meera' });
    await connect.click();
    const dialog = page.getByRole('dialog', { name: 'Connect with Meera Pillai' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveAttribute('placeholder', 'Hi Meera, I would like to connect with you...');
    await dialog.getByLabel('Name').fill('Nisha');
    await dialog.getByLabel('Email').fill('nisha@example.org');
    await dialog.getByLabel('Message').fill('Can we talk about product discovery?');
    // From here the test moves the page's time itself, to see the modal close 2 s after success.
    await page.clock.pauseAt(Date.now() + 60_000);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/inquiry'));
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ enabler: 'Meera Pillai', enablerId: meera.id });
    await expect(dialog.getByRole('status')).toContainText('✓ Inquiry submitted successfully!');
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
  });

  test('passes axe with the filter panel open and with the modal open; no horizontal scroll at 375, 768 and 1280 px', async ({
    page,
    checkA11y,
  }) => {
    await openDirectory(page);
    await checkA11y(page);
    await showFilters(page);
    // With the panel open, the page fits at each width, in this window resized (issue 39).
    await fitsAtEachWidth(page);
    await chip(page, 'Expertise', 'Finance').click();
    await checkA11y(page);
    await grid(page)
      .getByRole('button', { name: /^Connect with / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkA11y(page);
  });
});

async function checkNoMatchesReset(page: Page) {
  await page.getByRole('button', { name: 'Reset All Filters' }).click();
  await expect(cards(page)).toHaveCount(21);
  await expect(panel(page).getByRole('group', { name: 'Experience' }).getByRole('radio', { name: 'Any' })).toBeChecked();
}

test.describe('All Enablers directory by keyboard only', () => {
  test('search, filter, connect and come back without a mouse', async ({ page, request }) => {
    const enablers = await fetchEnablers(request);
    const target = enablers.find((e) => e.expertise.includes('Localization'))!;
    const firstName = target.name.split(' ')[0]!;
    await openDirectory(page);

    await tabTo(page, page.locator('#enabler-search'));
    await page.keyboard.type(firstName.toUpperCase());
    await expect(cardNames(page)).toHaveText([target.name]);

    await tabTo(page, page.getByRole('button', { name: 'Show Filters' }));
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await tabTo(page, chip(page, 'Expertise', 'Localization'));
    await page.keyboard.press('Space');
    await expect(chip(page, 'Expertise', 'Localization')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveText([target.name]);

    const connect = page.getByRole('button', { name: `Connect with ${firstName}` });
    await tabTo(page, connect);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Connect with ${target.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
  });
});
