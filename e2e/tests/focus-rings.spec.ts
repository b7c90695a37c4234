import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openPage, waitForHydration } from '../support/pages';
import { tabTo } from '../support/keyboard';

type Rgb = [number, number, number];

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The focused element's outline as the browser draws it, and the contrast of its colour against the
 * dark surface's background (both resolved to sRGB through a canvas, whatever CSS syntax they use).
 */
async function focusRing(focused: Locator, surface: Locator) {
  const ring = await focused.evaluate(
    (element, surfaceElement) => {
      const toRgb = (color: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d')!;
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number];
      };
      const style = getComputedStyle(element);
      return {
        visible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: toRgb(style.outlineColor),
        background: toRgb(getComputedStyle(surfaceElement as Element).backgroundColor),
      };
    },
    await surface.elementHandle(),
  );
  return { ...ring, contrast: contrast(ring.color, ring.background) };
}

async function expectLightRing(focused: Locator, surface: Locator) {
  // Buttons and links transition their colours, the outline's included: wait for it to settle.
  // WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it.
  await expect
    .poll(async () => (await focusRing(focused, surface)).contrast, { message: 'outline contrast against the surface' })
    .toBeGreaterThanOrEqual(3);
  const ring = await focusRing(focused, surface);
  expect(ring.visible).toBe(true);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test.describe('keyboard focus rings on dark surfaces', () => {
  test('a footer link focused with Tab has an outline of at least 3:1 against the footer', async ({ page }) => {
    await openPage(page, '/resources', 'Resources');
    const footer = page.locator('footer');
    const link = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Membership' });
    await tabTo(page, link);
    await expectLightRing(link, footer);
  });

  test("the podcast's latest-episode Listen link focused with Tab has an outline of at least 3:1 against its block", async ({ page }) => {
    await openPage(page, '/podcast', 'Our Podcast');
    const latest = page.getByRole('region', { name: 'Latest episode' });
    const listen = latest.getByRole('link', { name: /^Listen/ });
    await tabTo(page, listen);
    await expectLightRing(listen, latest);
  });

  test("the hero's Discover More and video button focused with Tab have outlines of at least 3:1 against the hero", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '#club h1');
    const hero = page.locator('#club');
    const discover = hero.getByRole('link', { name: 'Discover More' });
    await tabTo(page, discover);
    await expectLightRing(discover, hero);
    const video = hero.getByRole('button', { name: /background video$/ });
    await tabTo(page, video);
    await expectLightRing(video, hero);
  });

  test("the chat panel's close button focused with Shift+Tab has an outline of at least 3:1 against the panel's header", async ({
    page,
  }) => {
    await openPage(page, '/resources', 'Resources');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await tabTo(page, launcher);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: /^Chat with/ });
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    const close = panel.getByRole('button', { name: 'Close chat' });
    await tabTo(page, close, 'Shift+Tab', 10);
    await expectLightRing(close, panel.locator('header'));
  });
});
