import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type ServerHandle } from './server';

/** Each worker runs its own server on a fresh database; tests get its URL as baseURL. */
export const test = base.extend<{ checkA11y: (page: Page) => Promise<void> }, { server: ServerHandle }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      server.cleanUp();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  checkA11y: async ({}, use) => {
    await use(async (page: Page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  },
});

export { expect };
