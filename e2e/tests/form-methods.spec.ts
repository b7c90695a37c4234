import { knownPaths } from '@wfc/shared';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12: a form submitted before the page's scripts have run is sent by the browser itself; one
 * without method="post" would put what was typed into the URL. Every form of every page the server
 * sends (rendered from the database, decision 021), the 404 page included, posts.
 */
test('every form in the HTML the server sends has method="post"', async ({ request }) => {
  let forms = 0;
  for (const pathname of [...knownPaths, '/no-such-page']) {
    const html = await (await request.get(pathname)).text();
    expect(html, pathname).toContain('<div id="root">');
    for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
      forms += 1;
      expect(tag, pathname).toMatch(/\smethod="post"/);
    }
  }
  // The home page's quick help, membership, login, memberlogin, register and forgot-password forms at least.
  expect(forms).toBeGreaterThanOrEqual(6);
});
