/**
 * `npm run first-load`: the home page's first-load JavaScript per language, measured as the budget
 * check measures it (scripts/lib/first-load.ts), with every script listed. `-- --json` prints JSON.
 */
import { chromium } from 'playwright-core';
import { FIRST_LOAD_JS_BUDGET, FIRST_LOAD_PAGES, formatKb, measureFirstLoad } from './lib/first-load';
import { startServer } from './lib/server-process';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const loads = [];
  for (const page of FIRST_LOAD_PAGES) loads.push(await measureFirstLoad(browser, server.url, page));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budget: FIRST_LOAD_JS_BUDGET, loads }, null, 2));
  } else {
    for (const load of loads) {
      console.log(
        `${load.page}: ${formatKb(load.total)} (${load.total} B) gzipped at level 9 of ${formatKb(FIRST_LOAD_JS_BUDGET)}, ${load.scripts.length} scripts`,
      );
      for (const script of load.scripts) console.log(`  ${String(script.gzipped).padStart(7)} B  ${script.path}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  server.cleanUp();
}
