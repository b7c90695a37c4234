import type { Page } from '@playwright/test';
import type { A11yScope } from './fixtures';
import { atEachWidth, expectNoHorizontalScroll } from './pages';

export interface FitsOptions {
  /** The `checkA11y` fixture: axe runs once, at `axeAt` px. Left out where the test runs axe itself. */
  axe?: (page: Page, scope?: A11yScope) => Promise<void>;
  /** The width axe runs at (375 by default: the collapsed menu, the most wrapping). */
  axeAt?: number;
  /** What axe checks: the whole page by default, or a region whose page around it is checked elsewhere. */
  include?: string;
  /** More checks at each width, after the fit (a control in view, a tab in sight). */
  each?: (width: number) => Promise<unknown>;
}

/**
 * The page as it is, at 375, 768 and 1280 px in one resized window (issue 39): at each width it
 * fits (no sideways scroll); axe runs once, since the screen's content is the same at every width
 * and only its layout changes (axe on a region costs most of what a whole page does, about 1 s).
 */
export async function fitsAtEachWidth(page: Page, { axe, axeAt = 375, include, each }: FitsOptions = {}) {
  await atEachWidth(page, async (width) => {
    await expectNoHorizontalScroll(page);
    if (axe && width === axeAt) await axe(page, include ? { include } : {});
    await each?.(width);
  });
}
