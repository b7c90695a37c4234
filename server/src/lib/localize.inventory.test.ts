import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodTemplateOf } from '@wfc/shared/locales/answers';
import {
  collectionTexts,
  messageObjectTexts,
  serverTexts,
  sharedModules,
  sharedSrc,
  translatedMsgids,
  zodMessages,
} from '../../test/answer-inventory';

/**
 * The answers' catalog (shared/src/locales/answers/ml.po) against the code: every English text the
 * API can answer has its Malayalam, and the catalog keeps no text the code no longer sends. This is
 * the server's "extraction would change the catalogs" (`npm run i18n:check` checks the site's).
 */
describe("the answers' catalog", () => {
  it('translates every text the API can answer, and nothing else', async () => {
    const modules = await sharedModules();
    const server = serverTexts();
    const texts = new Set([...zodMessages(modules), ...messageObjectTexts(modules), ...server.texts, ...(await collectionTexts())]);
    // zod's own varying messages are looked up by their template, as translateAnswer does.
    const ids = new Set([...[...texts].map((text) => zodTemplateOf(text)?.id ?? text), ...server.templates]);
    // The PO file, not the compiled catalog: compiling fills a missing text with its English.
    const catalog = translatedMsgids(readFileSync(path.join(sharedSrc, 'locales', 'answers', 'ml.po'), 'utf8'));

    const missing = [...ids].filter((id) => !catalog.has(id)).sort();
    const stale = [...catalog].filter((id) => !ids.has(id)).sort();
    expect(
      { missing, stale },
      'Add the missing texts to shared/src/locales/answers/{en,ml}.po, remove the stale ones, then `npx lingui compile` in shared',
    ).toEqual({ missing: [], stale: [] });
    // The probes reach what they should: a schema's expanded template, a server constant, a template id.
    expect(ids).toContain('Please enter your first name.');
    expect(ids).toContain('We could not find that case.');
    expect(ids).toContain('Too many requests. Please wait {seconds} seconds and try again.');
  }, 120_000);
});
