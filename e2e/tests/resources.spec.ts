import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { LAYOUT_WIDTHS, openPage as open } from '../support/pages';

// The seed's webinars run from April 2026 to April 2027: on this day three are past and two upcoming.
const NOW = new Date('2026-11-22T12:00:00Z');

async function expectNewTabLink(link: ReturnType<Page['getByRole']>, href?: string) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  if (href) await expect(link).toHaveAttribute('href', href);
}

const screens = [
  { name: 'blog', paths: ['/resources/blog', '/blogs'], heading: 'Our Blog' },
  { name: 'podcast', paths: ['/resources/podcast', '/podcast'], heading: 'Our Podcast' },
  { name: 'webinars', paths: ['/resources/webinars', '/webinars'], heading: 'Webinars' },
];

test.describe('Resources hub', () => {
  test('four cards lead to the podcast, the webinars, the blog and the newsletters, and each has a way back', async ({ page }) => {
    for (const { card, path, heading } of [
      { card: 'Podcast', path: '/resources/podcast', heading: 'Our Podcast' },
      { card: 'Webinars', path: '/resources/webinars', heading: 'Webinars' },
      { card: 'Blog', path: '/resources/blog', heading: 'Our Blog' },
      { card: 'Newsletters', path: '/newsletters', heading: 'Newsletters' },
    ]) {
      await open(page, '/resources', 'Resources');
      const links = page.getByRole('main').getByRole('link');
      await expect(links).toHaveCount(4);
      // The link's name is exactly its visible label (WCAG 2.5.3), and the whole card follows it.
      await expect(links.filter({ hasText: card })).toHaveAccessibleName(card);
      // A real click on the card's Explore cue, which the link's overlay covers (hence `force`).
      await page.getByRole('main').getByRole('listitem').filter({ hasText: card }).getByText('Explore').click({ force: true });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to Resources' }).click();
      await expect(page).toHaveURL(/\/resources$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    }
  });

  for (const screen of screens) {
    test(`both paths of the ${screen.name} show the same screen`, async ({ page }) => {
      const seen: string[] = [];
      for (const path of screen.paths) {
        await open(page, path, screen.heading);
        await expect(page.getByRole('main').getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
        seen.push((await page.getByRole('main').innerText()).trim());
      }
      expect(seen[1]).toBe(seen[0]);
    });
  }
});

test.describe('Our Blog', () => {
  test('the category filter offers All and the posts’ categories, and really filters', async ({ page }) => {
    await open(page, '/blogs', 'Our Blog');
    const filter = page.getByRole('group', { name: 'Category' });
    await expect(filter.getByRole('button')).toHaveText(['All', 'Fundraising', 'Leadership', 'Community']);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts).toHaveCount(3);

    await filter.getByRole('button', { name: 'Leadership' }).click();
    await expect(filter.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-pressed', 'true');
    await expect(posts).toHaveCount(1);
    await expect(posts.getByRole('heading')).toHaveText('Leading Through Your First Ten Hires');
    await expect(posts.getByText('Leadership', { exact: true })).toBeVisible();
    await expect(posts.getByText('September 2, 2026')).toBeVisible();
    await expect(posts.getByText('5 min read')).toBeVisible();
    await expect(posts.getByText(/Hiring your first team changes your job/)).toBeVisible();
    await expect(posts.getByRole('img', { name: 'Illustration of a small team gathered around a founder' })).toBeVisible();

    await filter.getByRole('button', { name: 'All' }).click();
    await expect(posts).toHaveCount(3);
  });

  test('pagination shows Previous, one button per page and Next; with 3 posts there is one page', async ({ page }) => {
    await open(page, '/resources/blog', 'Our Blog');
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pages.getByRole('button')).toHaveText(['Previous', '1', 'Next']);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);

    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Community' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(pages.getByRole('button')).toHaveText(['Previous', '1', 'Next']);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('Read More opens an article elsewhere in a new tab safely, and one written here at its own page', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blog')).json()) as { title: string; link: string; slug?: string }[];
    await open(page, '/resources/blog', 'Our Blog');
    for (const post of posts.filter((item) => !item.slug)) {
      const link = page.getByRole('link', { name: `Read More about ${post.title} (opens in a new tab)` });
      await expectNewTabLink(link, post.link);
    }
    for (const post of posts.filter((item) => item.slug)) {
      const link = page.getByRole('link', { name: `Read More about ${post.title}`, exact: true });
      await expect(link).toHaveAttribute('href', `/resources/blog/${post.slug}`);
      await expect(link).not.toHaveAttribute('target');
    }
  });
});

test.describe('Podcast', () => {
  test('features the latest episode, lists the six episodes and links to three platforms', async ({ page }) => {
    await open(page, '/podcast', 'Our Podcast');
    const latest = page.getByRole('region', { name: 'Latest episode' });
    await expect(latest.getByText('Building Global from Kochi', { exact: true })).toBeVisible();
    await expectNewTabLink(
      latest.getByRole('link', { name: /^Listen/ }),
      'https://womenfoundersclub.example/podcast/building-global-from-kochi',
    );

    const episodes = page.getByRole('region', { name: 'All episodes' }).getByRole('article');
    await expect(episodes).toHaveCount(6);
    const capTable = episodes.filter({ has: page.getByRole('heading', { name: 'The Honest Cap Table' }) });
    await expect(capTable.getByText('Platform: Apple Podcasts', { exact: true })).toBeVisible();
    await expect(capTable.getByText(/dilution, ESOP pools/)).toBeVisible();
    await expect(capTable.getByRole('link')).toHaveAccessibleName('Listen to The Honest Cap Table on Apple Podcasts (opens in a new tab)');
    for (const link of await episodes.getByRole('link', { name: /^Listen/ }).all()) await expectNewTabLink(link);
    await expect(episodes.getByRole('link', { name: /^Listen/ })).toHaveCount(6);

    const platforms = page.getByRole('region', { name: 'Listen on your favourite platform' });
    await expectNewTabLink(platforms.getByRole('link', { name: /^Spotify/ }), 'https://open.spotify.com');
    await expectNewTabLink(platforms.getByRole('link', { name: /^Apple Podcasts/ }), 'https://podcasts.apple.com');
    await expectNewTabLink(platforms.getByRole('link', { name: /^YouTube/ }), 'https://www.youtube.com');
  });

  test('hovering a card zooms its image, except under reduced motion', async ({ page }) => {
    const zoom = (image: ReturnType<Page['locator']>) =>
      image.evaluate((el) => el.getBoundingClientRect().width / (el.parentElement as HTMLElement).getBoundingClientRect().width);

    await open(page, '/resources/podcast', 'Our Podcast');
    const card = page.getByRole('region', { name: 'All episodes' }).getByRole('article').nth(1);
    const image = card.getByRole('img');
    await card.scrollIntoViewIfNeeded();
    expect(await zoom(image)).toBeCloseTo(1, 2);
    await card.hover();
    await expect.poll(() => zoom(image)).toBeGreaterThan(1.05);
    await page.mouse.move(0, 0);
    await expect.poll(() => zoom(image)).toBeCloseTo(1, 2);

    // Under reduced motion no zoom rule applies at all, so the hovered image has no scale or transform.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await card.hover();
    expect(await image.evaluate((el) => [getComputedStyle(el).scale, getComputedStyle(el).transform])).toEqual(['none', 'none']);
    expect(await zoom(image)).toBeCloseTo(1, 2);
  });
});

test.describe('Webinars', () => {
  test('lists the five webinars with date, time, duration, thumbnail and Watch Now', async ({ page, request }) => {
    const webinars = (await (await request.get('/api/webinars')).json()) as { title: string; youtubeLink: string }[];
    await page.clock.setFixedTime(NOW);
    await open(page, '/webinars', 'Webinars');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    const grants = cards.filter({ has: page.getByRole('heading', { name: 'Grant Funding for Early-Stage Startups' }) });
    await expect(grants.getByText('Saturday, 18 April 2026')).toBeVisible();
    await expect(grants.getByText('5:00 PM IST')).toBeVisible();
    await expect(grants.getByText('60 min')).toBeVisible();
    await expect(grants.getByText(/government and foundation grants/)).toBeVisible();
    await expect(grants.getByRole('img', { name: 'Webinar thumbnail with a document and a rupee coin' })).toBeVisible();
    for (const webinar of webinars) {
      await expectNewTabLink(page.getByRole('link', { name: `Watch Now – ${webinar.title} (opens in a new tab)` }), webinar.youtubeLink);
    }
  });

  test('filters All Webinars, Upcoming and Past Webinars against the visitor clock', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await open(page, '/resources/webinars', 'Webinars');
    const filter = page.getByRole('group', { name: 'Show' });
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(filter.getByRole('button')).toHaveText(['All Webinars', 'Upcoming', 'Past Webinars']);
    await expect(filter.getByRole('button', { name: 'All Webinars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(titles).toHaveCount(5);

    await filter.getByRole('button', { name: 'Upcoming' }).click();
    await expect(filter.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
    await expect(titles).toHaveText(['Financial Planning for Founders in 2027', 'Leading Remote and Hybrid Teams']);

    await filter.getByRole('button', { name: 'Past Webinars' }).click();
    await expect(titles).toHaveText([
      'Grant Funding for Early-Stage Startups',
      'Localization as a Business',
      'Digital Marketing on a Shoestring',
    ]);

    await filter.getByRole('button', { name: 'All Webinars' }).click();
    await expect(titles).toHaveCount(5);
  });

  test('says so when a filter leaves nothing', async ({ page, checkA11y }) => {
    await page.clock.setFixedTime(new Date('2030-01-01T00:00:00Z'));
    await open(page, '/webinars', 'Webinars');
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Upcoming' }).click();
    await expect(page.getByRole('heading', { name: 'No webinars found' })).toBeVisible();
    await expect(page.getByText('Try another filter to see more webinars.')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Past Webinars' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  });
});

test.describe('resources pages at every width', () => {
  // Each screen visited once, its layouts in one window resized between the widths, axe once (issue
  // 39). Each screen's second path shows the same screen ("both paths of …" above), so axe on it
  // would check the same page again.
  test('fit at 375, 768 and 1280 px and pass axe', async ({ page, checkA11y }) => {
    for (const [index, [path, heading]] of (
      [
        ['/resources', 'Resources'],
        ['/resources/blog', 'Our Blog'],
        ['/resources/podcast', 'Our Podcast'],
        ['/resources/webinars', 'Webinars'],
      ] as const
    ).entries()) {
      await open(page, path, heading);
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: LAYOUT_WIDTHS[index % LAYOUT_WIDTHS.length] });
    }
  });
});
