import {
  MAX_POST_BODY,
  type BlogArticle,
  type BlogPost,
  type BlogPostItem,
  type CollectionList,
  type ContentRevision,
  type EditableBlogPost,
  type User,
  type VersionedItem,
} from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { uploadPhoto } from '../../../test/uploads';

// The role matrix of these routes is in auth/require-role.test.ts with every other staff endpoint;
// the pages at /resources/blog/<slug> are in pages/pages.routes.test.ts.

const article: EditableBlogPost = {
  title: 'Exporting Handloom: Paperwork Without Tears',
  excerpt: 'What a first export order from Kerala asks of a small weaving business, step by step.',
  category: 'Operations',
  publishedAt: '2026-12-01T04:30:00.000Z',
  readTime: '3 min read',
  image: '/images/blog/leading-through-your-first-ten-hires.svg',
  imageAlt: 'Illustration of folded handloom saris in a box',
  format: 'article',
  link: '',
  slug: 'exporting-handloom',
  body: '## The first order\n\nStart with the **invoice**.\n\n- A packing list\n- A certificate of origin\n',
  hidden: true,
};

describe('the blog posts editor (issue 17, decision 022)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T09:00:00.000Z');
  let ada: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ ada } = await seedAccounts(t.app, { ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  const headers = async () => bearer(await tokenFor(t.app, ada));
  const publicPosts = async () => (await t.app.inject({ url: '/api/blog' })).json<BlogPost[]>();
  const read = async (id: string) =>
    (await t.app.inject({ url: `/api/admin/content/blog/${id}`, headers: await headers() })).json<VersionedItem<BlogPostItem>>();
  const editable = ({ inTrash: _inTrash, imageSources: _imageSources, ...fields }: BlogPostItem) => fields;
  const save = async (id: string, change: Partial<EditableBlogPost> & { imageMediaId?: string }) => {
    const { item, version } = await read(id);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/blog/${id}`,
      headers: await headers(),
      payload: { ...editable(item), ...change, version },
    });
  };
  let id = '';

  it('keeps a draft from visitors: not in the list, its page and document 404, yet the editor lists it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/content/blog', headers: await headers(), payload: article });
    expect(created.statusCode).toBe(201);
    ({ id } = created.json<{ id: string }>());
    expect(created.json()).toMatchObject({ version: 1, message: 'Blog post created, hidden from the site.' });
    expect((await publicPosts()).some((post) => post.id === id)).toBe(false);
    expect((await t.app.inject({ url: '/api/blog/exporting-handloom' })).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/admin/content/blog', headers: await headers() })).json<CollectionList>();
    expect(list.items.find((post) => post.id === id)).toMatchObject({
      hidden: true,
      detail: 'Written here · /resources/blog/exporting-handloom',
    });
  });

  it('previews the Markdown as the page will show it, for admins only', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/blog/preview',
      headers: await headers(),
      payload: { body: article.body },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ html: string }>().html).toBe(
      '<h2>The first order</h2>\n<p>Start with the <strong>invoice</strong>.</p>\n<ul>\n<li>A packing list</li>\n<li>A certificate of origin</li>\n</ul>\n',
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/content/blog/preview', payload: { body: 'x' } })).statusCode).toBe(401);
  });

  it('publishes the draft: listed newest first with its own page address, its document rendered from Markdown', async () => {
    expect((await save(id, { hidden: false })).statusCode).toBe(200);
    const posts = await publicPosts();
    expect(posts[0]).toMatchObject({
      id,
      link: '/resources/blog/exporting-handloom',
      slug: 'exporting-handloom',
      date: 'December 1, 2026',
    });
    const document = await t.app.inject({ url: '/api/blog/exporting-handloom' });
    expect(document.statusCode).toBe(200);
    expect(document.headers.etag).toBeTruthy();
    const { post, html } = document.json<BlogArticle>();
    expect(post.title).toBe(article.title);
    expect(html).toContain('<h2>The first order</h2>');
  });

  it('shows script and HTML written in a post as text, and drops links and images that could harm', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [ours](/events) [theirs](https://example.org/a) [away](//evil.example/x) [slanted](/\\evil.example/y)',
      '![tracker](https://tracker.example/pixel.png) ![ours](/images/blog/a-year-of-free-mentorship.svg)',
    ].join('\n\n');
    expect((await save(id, { body })).statusCode).toBe(200);
    const { html } = (await t.app.inject({ url: '/api/blog/exporting-handloom' })).json<BlogArticle>();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script|<img src="x"|href="javascript|href="data|href="\/\/|href="\/\\/i);
    // A backslash stays inside the site's own path, encoded: never read as another host.
    expect(html).toContain('<a href="/%5Cevil.example/y">slanted</a>');
    expect(html).toContain('<a href="/events">ours</a>');
    expect(html).toContain('<a href="https://example.org/a" rel="noopener noreferrer">theirs</a>');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('<img src="/images/blog/a-year-of-free-mentorship.svg" alt="ours"');
  });

  it('moves a changed slug: the old address answers 301 to the new, which the history names', async () => {
    expect((await save(id, { slug: 'handloom-exports' })).statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/blog/exporting-handloom' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/blog/handloom-exports');
    expect((await t.app.inject({ url: '/api/blog/handloom-exports' })).statusCode).toBe(200);
    const history = (await t.app.inject({ url: `/api/admin/content/blog/${id}/revisions`, headers: await headers() })).json<
      ContentRevision[]
    >();
    expect(history[0]).toMatchObject({ changed: ['Address'], authorName: 'Ada Admin' });

    // Moving back takes the old address again: no redirect loop.
    expect((await save(id, { slug: 'exporting-handloom' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blog/exporting-handloom' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blog/handloom-exports' })).headers.location).toBe('/api/blog/exporting-handloom');
  });

  it('refuses a slug another post has, a bad slug, an empty text and a link post without a link, changing nothing', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/blog',
      headers: await headers(),
      payload: { ...article, title: 'Another post', slug: 'another-post' },
    });
    expect(other.statusCode).toBe(201);
    const { version } = await read(id);
    const cases: [Partial<EditableBlogPost>, string, string][] = [
      [{ slug: 'another-post' }, 'slug', 'Another post already has this address. Please choose another.'],
      [
        { slug: 'Not a slug!' },
        'slug',
        'Please give the post an address of lower-case letters, digits and hyphens, such as first-round-lessons.',
      ],
      [{ body: '   ' }, 'body', 'Please write the post.'],
      [
        { format: 'link', link: 'javascript:alert(1)' },
        'link',
        'Please enter the link as a web address starting with https:// or http://.',
      ],
      [{ image: 'https://elsewhere.example/a.png' }, 'image', 'Please choose an image.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save(id, change);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fields?.[field], field).toBe(message);
    }
    expect((await read(id)).version).toBe(version);
  });

  it('turns a post into a link elsewhere: its page goes, the card links out', async () => {
    expect((await save(id, { format: 'link', link: 'https://womenfoundersclub.example/blog/handloom' })).statusCode).toBe(200);
    expect((await publicPosts()).find((post) => post.id === id)).toMatchObject({ link: 'https://womenfoundersclub.example/blog/handloom' });
    expect((await publicPosts()).find((post) => post.id === id)?.slug).toBeUndefined();
    expect((await t.app.inject({ url: '/api/blog/exporting-handloom' })).statusCode).toBe(404);
  });

  it('takes an uploaded image with its srcsets, and a restore brings the written post back', async () => {
    const asset = await uploadPhoto(t.app, ada, 'Folded saris in a cardboard box');
    const saved = await save(id, { imageMediaId: asset.id, imageAlt: 'Folded saris in a cardboard box' });
    expect(saved.statusCode).toBe(200);
    const listed = (await publicPosts()).find((post) => post.id === id)!;
    expect(listed.image).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(listed.imageSources?.avif).toMatch(/^\/uploads\/[\w-]+\.avif 160w, .+ 640w$/);

    const history = (await t.app.inject({ url: `/api/admin/content/blog/${id}/revisions`, headers: await headers() })).json<
      ContentRevision[]
    >();
    const written = history.find((line) => line.changed.includes('Kind of post'))!;
    const { version } = await read(id);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/blog/${id}/revisions/${written.version - 1}/restore`,
      headers: await headers(),
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blog/exporting-handloom' })).statusCode).toBe(200);
  });
});

describe('the podcast and webinars editors (issue 17, decision 022)', () => {
  let t: TestApp;
  let ada: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock('2026-12-07T09:00:00.000Z') });
    ({ ada } = await seedAccounts(t.app, { ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  const kinds = [
    { path: 'podcast', publicPath: '/api/podcast', id: 'ep-01', change: { title: 'Pricing your first product (re-mastered)' } },
    { path: 'webinars', publicPath: '/api/webinars', id: 'web-02', change: { title: 'Digital Marketing on a Shoestring (2026 edition)' } },
  ];

  for (const kind of kinds) {
    it(`${kind.path}: edits, hides, trashes and restores an item, each shown to visitors at once`, async () => {
      const headers = bearer(await tokenFor(t.app, ada));
      const url = `/api/admin/content/${kind.path}/${kind.id}`;
      const shown = async () =>
        (await t.app.inject({ url: kind.publicPath })).json<{ id: string; title: string }[]>().find((item) => item.id === kind.id);
      const read = async () =>
        (await t.app.inject({ url, headers })).json<VersionedItem<{ inTrash: boolean; imageSources: unknown } & Record<string, unknown>>>();
      const fields = async () => {
        const { item, version } = await read();
        const { inTrash: _inTrash, imageSources: _imageSources, ...rest } = item;
        return { ...rest, version };
      };

      expect((await t.app.inject({ method: 'PUT', url, headers, payload: { ...(await fields()), ...kind.change } })).statusCode).toBe(200);
      expect((await shown())?.title).toBe(kind.change.title);

      expect((await t.app.inject({ method: 'PUT', url, headers, payload: { ...(await fields()), hidden: true } })).statusCode).toBe(200);
      expect(await shown()).toBeUndefined();
      expect((await t.app.inject({ method: 'PUT', url, headers, payload: { ...(await fields()), hidden: false } })).statusCode).toBe(200);

      const before = await read();
      expect((await t.app.inject({ method: 'POST', url: `${url}/trash`, headers, payload: { version: before.version } })).statusCode).toBe(
        200,
      );
      expect(await shown()).toBeUndefined();
      // A second editor still on the version before the trash is refused, with the item as it is now.
      const stale = await t.app.inject({ method: 'PUT', url, headers, payload: { ...(await fields()), version: before.version } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current.item.inTrash).toBe(true);

      const history = (await t.app.inject({ url: `${url}/revisions`, headers })).json<ContentRevision[]>();
      const seedVersion = history.at(-1)!.version;
      const restored = await t.app.inject({
        method: 'POST',
        url: `${url}/revisions/${seedVersion}/restore`,
        headers,
        payload: { version: (await read()).version },
      });
      expect(restored.statusCode).toBe(200);
      expect((await shown())?.title).not.toBe(kind.change.title);
      expect(await shown()).toBeDefined();
    });
  }

  it('creates an episode with a script in its title shown as text, and refuses a link that is not a web address', async () => {
    const headers = bearer(await tokenFor(t.app, ada));
    const episode = {
      title: '<img src=x onerror=alert(1)> Founders at Night',
      description: 'Two founders on building a company after the children are asleep.',
      platform: 'Spotify',
      link: 'https://open.example/episodes/founders-at-night',
      publishedAt: '2026-12-02T00:00:00.000Z',
      image: '/images/podcast/episode-1.svg',
      imageAlt: 'Illustration of a desk lamp and a microphone',
      hidden: false,
    };
    const images = (await t.app.inject({ url: '/api/admin/content/podcast', headers })).json<CollectionList>().images;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/podcast',
      headers,
      payload: { ...episode, image: images[0] },
    });
    expect(created.statusCode).toBe(201);
    const listed = (await t.app.inject({ url: '/api/podcast' })).json<{ title: string }[]>()[0];
    expect(listed?.title).toBe('<img src=x onerror=alert(1)> Founders at Night');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/podcast',
      headers,
      payload: { ...episode, image: images[0], link: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.link).toBe('Please enter the link as a web address starting with https:// or http://.');
  });

  // Issue 26: 50 000 Malayalam characters are 150 000 bytes of JSON, and the app's 32 KiB refused them with a 413.
  it('saves a 50 000-character Malayalam post, even sent all escaped, and refuses one character more with the field message', async () => {
    const headers = { ...bearer(await tokenFor(t.app, ada)), 'content-type': 'application/json' };
    const malayalam = (length: number) => 'മ'.repeat(length);
    const post = (slug: string, body: string) => ({ ...article, slug, body });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/blog',
      headers,
      payload: JSON.stringify(post('malayalam-long', malayalam(MAX_POST_BODY))),
    });
    expect(saved.statusCode).toBe(201);
    const escaped = JSON.stringify(post('malayalam-escaped', malayalam(MAX_POST_BODY))).replaceAll('മ', '\\u0d2e');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/content/blog', headers, payload: escaped })).statusCode).toBe(201);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/blog',
      headers,
      payload: JSON.stringify(post('malayalam-over', malayalam(MAX_POST_BODY + 1))),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.body).toBe('The post must be at most 50,000 characters.');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/blog/preview',
      headers,
      payload: JSON.stringify({ body: malayalam(MAX_POST_BODY) }),
    });
    expect(preview.statusCode).toBe(200);
  });

  it('keeps the 32 KiB limit on the other routes', async () => {
    const headers = { ...bearer(await tokenFor(t.app, ada)), 'content-type': 'application/json' };
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/podcast',
      headers,
      payload: JSON.stringify({ title: 'x'.repeat(40 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });
});
