import { expect, test } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/pages';

/**
 * Issue 26, item 3: a page form's post refused before it is read (here another site's) gets a small
 * page of its own, not the rendered page. A person whose browser posted without scripts reads it:
 * it names the reason and leads back to the form, in the page's language, and fits at 375, 768 and
 * 1280 px, passing axe.
 */
test.describe('a refused page form post', () => {
  for (const [path, heading, link] of [
    ['/membership', 'Please send this form from our own website.', 'Go back to the form.'],
    ['/ml/membership', 'ദയവായി ഈ ഫോം ഞങ്ങളുടെ സ്വന്തം വെബ്സൈറ്റിൽ നിന്ന് അയയ്ക്കുക.', 'ഫോമിലേക്ക് മടങ്ങുക.'],
  ] as const) {
    test(`${path}: a small page that says why and leads back, at 375, 768 and 1280 px`, async ({ page, request, checkA11y }) => {
      const response = await request.post(path, { form: { firstName: 'Asha' }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(response.status()).toBe(403);
      const html = await response.text();
      expect(html.length).toBeLessThan(1024);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(html);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', path);
        await expectNoHorizontalScroll(page);
        // One axe pass: the page has no layout that changes with the width.
        if (width === 375) await checkA11y(page);
      }
    });
  }
});
