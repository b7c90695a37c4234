import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_JS_BUDGET, FIRST_LOAD_PAGES, SITE_MESSAGES_BUDGET, formatKb, measureFirstLoad } from '../../scripts/lib/first-load';
import { resolveWebDistDir } from '../../server/src/config';
import { expect, test } from '../support/fixtures';

const distDir = resolveWebDistDir();

/** Measured on the compiled catalog the staff shell would download. */
function siteMessagesSize(locale: string): number {
  const name = readdirSync(path.join(distDir, 'assets')).find((file) => file.startsWith(`site-${locale}-`) && file.endsWith('.js'));
  expect(name, `the build has no site catalog for ${locale}`).toBeDefined();
  return gzipSync(readFileSync(path.join(distDir, 'assets', name!)), { level: 9 }).length;
}

test.describe('performance budget (decisions.md 18, issue 39)', () => {
  // Issue 39's method: every script the page requests in the browser until the network is idle
  // (dynamic imports made while loading included), each gzipped at level 9 (scripts/lib/first-load.ts).
  for (const page of FIRST_LOAD_PAGES) {
    test(`the home page at ${page} loads at most its budget of gzipped JavaScript before it is idle`, async ({ browser, baseURL }) => {
      const load = await measureFirstLoad(browser, baseURL!, page);
      expect(load.scripts.length, 'the home page loaded no script').toBeGreaterThan(0);
      const listing = load.scripts.map((script) => `${script.path} ${script.gzipped} B`).join(', ');
      console.log(
        `home page ${page} first-load JavaScript: ${formatKb(load.total)} gzipped of ${formatKb(FIRST_LOAD_JS_BUDGET)} (${listing})`,
      );
      expect(load.total, `gzipped first-load JavaScript at ${page}: ${listing}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    });
  }

  for (const locale of ['en', 'ml']) {
    test(`a page's messages in ${locale}, embedded in it as data, stay within their own budget`, () => {
      const size = siteMessagesSize(locale);
      console.log(`site messages (${locale}): ${formatKb(size)} gzipped of ${formatKb(SITE_MESSAGES_BUDGET)}`);
      expect(size).toBeLessThanOrEqual(SITE_MESSAGES_BUDGET);
    });
  }
});
