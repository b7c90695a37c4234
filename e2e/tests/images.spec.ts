import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/pages';

const pages = ['/', '/allenablers', '/events', '/podcast', '/webinars', '/resources/blog'];
/** A phone and a desktop screen: an image below the first screen on either must load lazily. */
const screens = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

test.describe('images (decisions.md 4, 18)', () => {
  for (const path of pages) {
    test(`${path}: every image has its width and height set, and those below the first screen load lazily`, async ({ page }) => {
      for (const screen of screens) {
        await page.setViewportSize(screen);
        await page.goto(path);
        await waitForHydration(page);
        const images = await page.locator('img').evaluateAll((elements) =>
          elements.map((img) => ({
            src: img.getAttribute('src'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
            belowTheFold: img.getBoundingClientRect().top + window.scrollY >= window.innerHeight,
          })),
        );
        expect(images.length).toBeGreaterThan(1);
        const at = `${path} at ${screen.width} px`;
        expect(
          images.filter((img) => !/^[1-9]\d*$/.test(img.width ?? '') || !/^[1-9]\d*$/.test(img.height ?? '')),
          `${at}: without width and height`,
        ).toEqual([]);
        expect(
          images.filter((img) => img.belowTheFold && img.loading !== 'lazy'),
          `${at}: below the first screen, not lazy`,
        ).toEqual([]);
      }
    });
  }
});
