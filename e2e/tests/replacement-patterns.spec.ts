import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type ServerHandle } from '../support/server';

/**
 * Issue 26, item 1: every replacement pattern `String.prototype.replace` knows, in every kind of
 * text that reaches a page (site settings, an enabler's profile, an event, a blog post's title,
 * excerpt and body, a page form's echoed value, a 404's path), in English and in Malayalam. Each
 * page is one copy of the template, its initial data parses and holds the text, and the page shows
 * the text as typed. Before the fix, `$'` in a profile copied the rest of the template into the
 * home page and cut off its data. Read as HTML the server sends, before any script.
 */
const PATTERNS = "$& $' $` $$ $1 $<name> $0";
const SLUG = 'dollar-patterns';
/** The post's body as its page shows it: Markdown sets the apostrophe as a typographic one. */
const BODY_SHOWN = 'Body $& $’ $` $$ $1 $<name> $0';

/** Text as the server wrote it into HTML, its entities read back. */
const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's parts, each asserted to be there exactly once. */
function readPage(html: string) {
  expect(html.match(/<!doctype html>/gi), 'one template').toHaveLength(1);
  expect(html.match(/<html\b/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  const scripts = [...html.matchAll(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]![1]!) as unknown;
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return { data: JSON.stringify(data), root: unescapeHtml(root), head: unescapeHtml(html.slice(0, html.indexOf('</head>'))) };
}

test.describe('text holding replacement patterns', () => {
  test.setTimeout(90_000);
  let database: TestDatabase;
  let server: ServerHandle;
  let token: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
    return answer as { item: Record<string, unknown>; version: number; items?: { id: number }[] };
  };
  const page = async (path: string, init?: RequestInit) => (await fetch(`${server.url}${path}`, init)).text();

  test.beforeAll(async ({ newDatabase }) => {
    // A server of its own and a dozen saves: on a busy machine more than a test's default.
    test.setTimeout(120_000);
    database = await newDatabase();
    server = await startServer({ database });
    const session = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await session.json()) as { token: string }).token;

    const site = await call('GET', '/api/admin/content/site');
    await call('PUT', '/api/admin/content/site', {
      ...site.item,
      name: `Club ${PATTERNS}`,
      tagline: `Tagline ${PATTERNS}`,
      mission: `Mission ${PATTERNS}`,
      ml: { tagline: `ടാഗ്‌ലൈൻ ${PATTERNS}` },
      version: site.version,
    });

    const [enabler] = (await fetch(`${server.url}/api/admin/content/enablers`, { headers: { Authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    )) as { id: number }[];
    const profile = await call('GET', `/api/admin/content/enablers/${enabler!.id}`);
    await call('PUT', `/api/admin/content/enablers/${enabler!.id}`, {
      ...profile.item,
      description: `Profile ${PATTERNS}`,
      ml: { description: `വിവരണം ${PATTERNS}` },
      version: profile.version,
    });

    const events = await call('GET', '/api/admin/content/events');
    const event = await call('GET', `/api/admin/content/events/${events.items![0]!.id}`);
    await call('PUT', `/api/admin/content/events/${events.items![0]!.id}`, {
      ...event.item,
      title: `Event ${PATTERNS}`,
      ml: { ...(event.item.ml as object), title: `പരിപാടി ${PATTERNS}` },
      version: event.version,
    });

    const blog = (await call('GET', '/api/admin/content/blog')) as unknown as { images: string[] };
    await call('POST', '/api/admin/content/blog', {
      title: `Post ${PATTERNS}`,
      excerpt: `Excerpt ${PATTERNS}`,
      category: 'Stories',
      publishedAt: '2026-11-20T10:00:00.000Z',
      readTime: '3 min read',
      image: blog.images[0],
      imageAlt: 'A founder at work',
      format: 'article',
      link: '',
      slug: SLUG,
      body: `Body ${PATTERNS}`,
      hidden: false,
    });
  });
  test.afterAll(async () => server.stop());

  // Each page, the texts it shows and holds in its initial data, and those it only shows.
  const pages: [path: string, texts: string[], shownOnly?: string[]][] = [
    ['/', [`Tagline ${PATTERNS}`, `Club ${PATTERNS}`, `Mission ${PATTERNS}`]],
    ['/ml', [`ടാഗ്‌ലൈൻ ${PATTERNS}`]],
    ['/allenablers', [`Profile ${PATTERNS}`]],
    ['/ml/allenablers', [`വിവരണം ${PATTERNS}`]],
    ['/events', [`Event ${PATTERNS}`]],
    ['/ml/events', [`പരിപാടി ${PATTERNS}`]],
    ['/resources/blog', [`Post ${PATTERNS}`, `Excerpt ${PATTERNS}`]],
    [`/resources/blog/${SLUG}`, [`Post ${PATTERNS}`], [BODY_SHOWN]],
    [`/ml/resources/blog/${SLUG}`, [`Post ${PATTERNS}`], [BODY_SHOWN]],
  ];
  for (const [path, texts, shownOnly = []] of pages) {
    test(`${path} shows them as typed, in one intact page`, async () => {
      const { data, root } = readPage(await page(path));
      for (const text of texts) {
        expect(root.includes(text), `${text} shown`).toBe(true);
        expect(data.includes(JSON.stringify(text).slice(1, -1)), `${text} in the data`).toBe(true);
      }
      for (const text of shownOnly) expect(root.includes(text), `${text} shown`).toBe(true);
    });
  }

  test("a post's title and excerpt reach its page's head as typed", async () => {
    const { head } = readPage(await page(`/resources/blog/${SLUG}`));
    expect(head.includes(`<title>Post ${PATTERNS}`), 'title').toBe(true);
    expect(head.includes(`content="Excerpt ${PATTERNS}"`), 'description').toBe(true);
  });

  for (const prefix of ['', '/ml']) {
    test(`a 404 whose path holds them (${prefix || 'English'})`, async () => {
      const response = await fetch(`${server.url}${prefix}/no-such-page/${encodeURIComponent(PATTERNS)}`);
      expect(response.status).toBe(404);
      readPage(await response.text());
    });

    test(`a page form echoes them as typed (${prefix || 'English'})`, async () => {
      const body = new URLSearchParams({
        requesterName: `Name ${PATTERNS}`,
        requesterEmail: 'not an address',
        question: `Question ${PATTERNS}`,
      });
      const response = await fetch(`${server.url}${prefix || '/'}`, { method: 'POST', body, headers: { 'Sec-Fetch-Site': 'same-origin' } });
      expect(response.status).toBe(400);
      const { data, root } = readPage(await response.text());
      for (const text of [`Name ${PATTERNS}`, `Question ${PATTERNS}`]) {
        expect(root.includes(text), `${text} shown`).toBe(true);
        expect(data.includes(JSON.stringify(text).slice(1, -1)), `${text} in the data`).toBe(true);
      }
    });
  }
});
