import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { resolveWebDistDir } from '../../server/src/config';

const distDir = resolveWebDistDir();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Issue 12: a form submitted before the page's scripts have run is sent by the browser itself; one
 * without method="post" would put what was typed into the URL. Every form of the built site posts.
 */
test('every form in the built HTML has method="post"', () => {
  const files = htmlFiles(distDir);
  expect(files.length).toBeGreaterThan(10);
  let forms = 0;
  for (const file of files) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(/<form\b[^>]*>/gi)) {
      forms += 1;
      expect(tag, path.relative(distDir, file)).toMatch(/\smethod="post"/);
    }
  }
  // The home page's quick help, membership, login, memberlogin and register forms at least.
  expect(forms).toBeGreaterThanOrEqual(5);
});
