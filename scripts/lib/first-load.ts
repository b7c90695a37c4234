/**
 * The home page's first-load JavaScript as issue 39 counts it: every script the page requests in a
 * real browser until the network is idle, each gzipped at level 9. Shared by the budget check
 * (`e2e/tests/budget.spec.ts`) and `npm run first-load`, so both measure the same way.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The home page's first-load JavaScript budget, in each language (decisions.md 18): the one place it
 * lives; the check, `npm run first-load` and docs/performance.md read it here. Issue 39's 90 KB,
 * met since React Router gave way to wouter (decision 034).
 */
export const FIRST_LOAD_JS_BUDGET = 90 * 1024;

/** A language's site messages, which a rendered page carries as JSON (decision 026): data, not code, budgeted on their own. */
export const SITE_MESSAGES_BUDGET = 16 * 1024;

/** The pages the budget covers: the home page in each language. */
export const FIRST_LOAD_PAGES = ['/', '/ml'] as const;

interface FirstLoadScript {
  /** The script's path, e.g. `/assets/index-<hash>.js`. */
  path: string;
  /** Its bytes gzipped at level 9. */
  gzipped: number;
}

export interface FirstLoad {
  page: string;
  scripts: FirstLoadScript[];
  /** The sum of the scripts' gzipped sizes, in bytes. */
  total: number;
}

/** Loads `baseUrl + page` in a fresh context of `browser` and lists every script answered before the network is idle. */
export async function measureFirstLoad(browser: Browser, baseUrl: string, page: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const pending: Promise<FirstLoadScript | undefined>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await tab.goto(new URL(page, baseUrl).href, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((script): script is FirstLoadScript => script !== undefined);
    const unique = [...new Map(scripts.map((script) => [script.path, script])).values()].sort((a, b) => b.gzipped - a.gzipped);
    return { page, scripts: unique, total: unique.reduce((sum, script) => sum + script.gzipped, 0) };
  } finally {
    await context.close();
  }
}

/** `98.4 KB` (1 KB = 1,024 bytes, as the budget counts). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
