import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { resolveWebDistDir } from '../../server/src/config';

/** decisions.md 18: at most 100 KB of gzipped JavaScript on the home page's first load. */
const HOME_JS_BUDGET = 100 * 1024;

const distDir = resolveWebDistDir();

/** The scripts the built HTML starts with: its module scripts and modulepreload links. */
function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const attribute = (name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attribute('type') === 'module' && attribute('src')) return [attribute('src')!];
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href')) return [attribute('href')!];
    return [];
  });
}

/** The files a chunk imports statically (`import … from "./x.js"`), which load with it; `import()` waits until used. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1]!);
}

/** Every JavaScript file the page loads before anything is clicked, keyed by its path under the build folder. */
function firstLoadScripts(htmlFile: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const pending = entryScripts(readFileSync(htmlFile, 'utf8')).map((src) => path.join(distDir, new URL(src, 'http://site/').pathname));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    const code = readFileSync(file);
    files.set(file, code);
    pending.push(...staticImports(code.toString('utf8')).map((specifier) => path.resolve(path.dirname(file), specifier)));
  }
  return files;
}

/**
 * A language's site messages, which a rendered page carries as JSON (decision 026): data, not
 * code, budgeted on their own. Measured on the compiled catalog the staff shell would download.
 */
const MESSAGES_BUDGET = 16 * 1024;
function siteMessagesSize(locale: string): number {
  const name = readdirSync(path.join(distDir, 'assets')).find((file) => file.startsWith(`site-${locale}-`) && file.endsWith('.js'));
  expect(name, `the build has no site catalog for ${locale}`).toBeDefined();
  return gzipSync(readFileSync(path.join(distDir, 'assets', name!)), { level: 9 }).length;
}

test.describe('performance budget (decisions.md 18)', () => {
  test('the home page loads at most 100 KB of gzipped JavaScript first, in every language', () => {
    const scripts = firstLoadScripts(path.join(distDir, 'index.html'));
    expect(scripts.size, 'the built home page names no module script').toBeGreaterThan(0);
    const sizes = [...scripts].map(([file, code]) => ({ file: path.relative(distDir, file), gzipped: gzipSync(code, { level: 9 }).length }));
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(total, `gzipped first-load JavaScript: ${sizes.map((s) => `${s.file} ${s.gzipped} B`).join(', ')}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
    console.log(`home page first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzipped of ${HOME_JS_BUDGET / 1024} KB`);
  });

  for (const locale of ['en', 'ml']) {
    test(`a page's messages in ${locale}, embedded in it as data, stay within their own budget`, () => {
      const size = siteMessagesSize(locale);
      console.log(`site messages (${locale}): ${(size / 1024).toFixed(1)} KB gzipped of ${MESSAGES_BUDGET / 1024} KB`);
      expect(size).toBeLessThanOrEqual(MESSAGES_BUDGET);
    });
  }
});
