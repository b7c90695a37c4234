import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createTestDatabase, type Engine, type TestDatabase } from './database';
import { startServer, type ServerHandle } from './server';

interface TestOptions {
  /**
   * Whether a video may start without the visitor's click (muted autoplay, as Chromium allows it).
   * Off in the journeys, as in a browser that refuses autoplay (iOS in Low Power Mode, a saver
   * setting): the home page's looping background video, decoded and composited in software here,
   * doubled Chromium's processor time for every second a journey spent on `/` (issue 39: 3.7 → 1.8 s
   * of a core in 10 s). A click still plays it. A journey about the video sets it with `test.use`.
   */
  autoplayVideo: boolean;
  checkA11y: (page: Page, scope?: A11yScope) => Promise<void>;
}

interface WorkerFixtures {
  /** The database engine of this Playwright project (`sqlite` unless the project says `postgres`). */
  engine: Engine;
  /** Creates a fresh database on the project's engine, dropped when the worker ends. */
  newDatabase: () => Promise<TestDatabase>;
  /** The database of the worker's server. */
  database: TestDatabase;
  /** The worker's own server, on a fresh database. */
  server: ServerHandle;
}

/** Each worker runs its own server on a fresh database; tests get its URL as baseURL. */
/**
 * What axe checks: the whole page by default; `include` narrows it to a region (a staff screen's own
 * panel, a dialog) where the page around it is checked by another test, which is most of axe's time.
 */
export interface A11yScope {
  include?: string;
}

export const test = base.extend<TestOptions, WorkerFixtures>({
  autoplayVideo: [false, { option: true }],
  context: async ({ context, autoplayVideo }, use) => {
    if (!autoplayVideo) await context.addInitScript(refuseAutoplay);
    await use(context);
  },
  engine: ['sqlite', { scope: 'worker', option: true }],
  newDatabase: [
    async ({ engine }, use) => {
      const made: TestDatabase[] = [];
      await use(async () => {
        const database = await createTestDatabase(engine);
        made.push(database);
        return database;
      });
      for (const database of made) await database.drop();
    },
    { scope: 'worker' },
  ],
  database: [async ({ newDatabase }, use) => use(await newDatabase()), { scope: 'worker' }],
  server: [
    async ({ database }, use) => {
      const server = await startServer({ database });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  checkA11y: async ({}, use) => {
    await use(async (page: Page, scope: A11yScope = {}) => {
      // A part the browser renders only near the viewport (`render-when-near`: content-visibility
      // auto) is rendered for axe, which reads colours from what is painted; while skipped, its
      // transitions are held too, so waiting for them would never end.
      await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('.render-when-near').forEach((part) => (part.style.contentVisibility = 'visible'));
      });
      // Colours still fading (a button re-enabled after a refused code: 150 ms from its disabled
      // shade) are measured as they end, not halfway: the running finite transitions and animations
      // first. A paused one (a test holding a reveal part-way on purpose) is measured where it is held.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      // Legacy mode runs axe in the page itself; the default opens a blank page in the context for
      // each run to merge its frames' results, which was half of every run's time here (issue 39: the
      // directory 10.0–11.5 → 5.2–5.6 s, the home page 7.0–7.5 → 3.4–3.7 s, on a loaded machine). It
      // leaves out cross-origin frames; the site has one, the newsletter preview's sandboxed frame,
      // which axe could not enter either way (its e-mail is checked on its own in newsletters.spec.ts).
      const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true);
      if (scope.include) builder.include(scope.include);
      const results = await builder.analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  },
});

/** Runs in the page: `play()` without the visitor's activation is refused, as a browser's autoplay policy refuses it. */
function refuseAutoplay() {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (navigator.userActivation.isActive) return play.call(this);
    return Promise.reject(new DOMException('play() without a user gesture is refused here', 'NotAllowedError'));
  };
}

export { expect };
