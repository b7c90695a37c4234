import { expect, type Page } from '@playwright/test';

/**
 * Holds back the page's scripts (the built bundles under /assets/) until `release` is called, as a
 * slow phone on a slow link would, so a test can type and submit before the page is interactive.
 * It stays in force for pages the browser goes on to (a form's answer), until released.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Every URL the page requests or navigates to, for checking that nothing typed went into one. */
export function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** No URL's query string or fragment carries any of `values` (plainly or URL-encoded). */
export function expectNoValuesInUrls(urls: string[], values: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const { search, hash } = new URL(url);
    const tail = `${search}${hash}`;
    let decoded = tail;
    try {
      decoded = decodeURIComponent(tail.replace(/\+/g, ' '));
    } catch {
      // A tail that is not valid percent-encoding is checked as it is.
    }
    for (const value of values) {
      expect(decoded, `${url} carries a typed value`).not.toContain(value);
      expect(tail, `${url} carries a typed value`).not.toContain(encodeURIComponent(value));
    }
  }
}
