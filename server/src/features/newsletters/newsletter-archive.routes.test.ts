import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewsletterArchiveEntry, NewsletterPage } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertNewsletter } from '../../../test/newsletter-rows';
import { writeTinySite } from '../../../test/tiny-site';
import { announceNewsletterPublished } from './newsletter-archive.routes';

// The feed is in newsletter-archive.feed.test.ts.
describe('the newsletters’ public archive and pages (issue 29)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-newsletters-'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
    await insertNewsletter(t.app, {
      slug: 'october-news',
      subject: 'October at the club',
      preheader: 'Three events and a grant',
      finishedAt: '2026-10-05T08:00:00.000Z',
    });
    await insertNewsletter(t.app, {
      slug: 'november-news',
      subject: 'November at the club',
      preheader: 'A workshop in Kochi',
      body: '# Workshop\n\nJoin us in **Kochi**. <script>alert(1)</script>\n\n![The hall](/uploads/hall.webp)',
      ml: { subject: 'ക്ലബ്ബിൽ നവംബർ', preheader: 'കൊച്ചിയിൽ ഒരു ശിൽപശാല', body: '# ശിൽപശാല\n\nകൊച്ചിയിൽ വരൂ.' },
      finishedAt: '2026-11-05T08:00:00.000Z',
    });
    // Sent before its finish was recorded: its start is its time.
    await insertNewsletter(t.app, { slug: 'started-only', finishedAt: null, startedAt: '2026-09-01T08:00:00.000Z' });
    await insertNewsletter(t.app, { slug: 'a-draft', status: 'draft', finishedAt: null, startedAt: null });
    await insertNewsletter(t.app, { slug: 'being-sent', status: 'sending', finishedAt: null });
    await insertNewsletter(t.app, { slug: 'cancelled-one', status: 'cancelled' });
    await insertNewsletter(t.app, { slug: 'for-members', membersOnly: true, finishedAt: '2026-11-20T08:00:00.000Z' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('lists the sent, public newsletters newest first, with their Malayalam headings where written, and revalidates', async () => {
    const archive = await t.app.inject({ url: '/api/newsletters' });
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['cache-control']).toBe('public, max-age=60');
    expect(archive.json<NewsletterArchiveEntry[]>()).toEqual([
      {
        slug: 'november-news',
        subject: 'November at the club',
        preheader: 'A workshop in Kochi',
        sentAt: '2026-11-05T08:00:00.000Z',
        ml: { subject: 'ക്ലബ്ബിൽ നവംബർ', preheader: 'കൊച്ചിയിൽ ഒരു ശിൽപശാല' },
      },
      {
        slug: 'october-news',
        subject: 'October at the club',
        preheader: 'Three events and a grant',
        sentAt: '2026-10-05T08:00:00.000Z',
        ml: null,
      },
      {
        slug: 'started-only',
        subject: 'Subject of started-only',
        preheader: 'Preheader of started-only',
        sentAt: '2026-09-01T08:00:00.000Z',
        ml: null,
      },
    ]);
    const again = await t.app.inject({ url: '/api/newsletters', headers: { 'if-none-match': String(archive.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives a sent newsletter’s text as the safe renderer made it, in both languages', async () => {
    const answer = await t.app.inject({ url: '/api/newsletters/november-news' });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<NewsletterPage>();
    expect(page).toMatchObject({ slug: 'november-news', subject: 'November at the club', sentAt: '2026-11-05T08:00:00.000Z' });
    expect(page.html).toContain('<h2>Workshop</h2>');
    expect(page.html).toContain('<strong>Kochi</strong>');
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('<img src="/uploads/hall.webp" alt="The hall"');
    expect(page.ml).toEqual({ subject: 'ക്ലബ്ബിൽ നവംബർ', preheader: 'കൊച്ചിയിൽ ഒരു ശിൽപശാല', html: '<h2>ശിൽപശാല</h2>\n<p>കൊച്ചിയിൽ വരൂ.</p>\n' });
    expect((await t.app.inject({ url: '/api/newsletters/october-news' })).json<NewsletterPage>().ml).toBeNull();
  });

  it('answers 404 NOT_FOUND for a draft, one being sent, a cancelled one, a members-only one and an unknown slug', async () => {
    for (const slug of ['a-draft', 'being-sent', 'cancelled-one', 'for-members', 'no-such-newsletter', 'Not_A_Slug']) {
      const answer = await t.app.inject({ url: `/api/newsletters/${slug}` });
      expect(answer.statusCode, slug).toBe(404);
      expect(answer.json(), slug).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that newsletter.' });
    }
    const malayalam = await t.app.inject({ url: '/api/newsletters/for-members', headers: { 'accept-language': 'ml' } });
    expect(malayalam.json<{ message: string }>().message).toMatch(/[\u0D00-\u0D7F]/);
  });

  it('renders the archive page and each newsletter’s page in both languages', async () => {
    for (const prefix of ['', '/ml']) {
      const archive = await t.app.inject({ url: `${prefix}/newsletters` });
      expect(archive.statusCode).toBe(200);
      expect(archive.body).toContain(
        '<ul id="newsletters"><li>November at the club</li><li>October at the club</li><li>Subject of started-only</li></ul>',
      );

      const page = await t.app.inject({ url: `${prefix}/newsletters/november-news` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(`<p id="path">${prefix}/newsletters/november-news</p>`);
      expect(page.body).toContain('<article><h1>November at the club</h1><h2>Workshop</h2>');
      const again = await t.app.inject({
        url: `${prefix}/newsletters/november-news`,
        headers: { 'if-none-match': String(page.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers an unsent, members-only or unknown newsletter’s page with the 404 page in its language', async () => {
    for (const [url, notFound] of [
      ['/newsletters/a-draft', '/404'],
      ['/newsletters/for-members', '/404'],
      ['/ml/newsletters/no-such-newsletter', '/ml/404'],
      ['/ml/newsletters/being-sent', '/ml/404'],
      ['/newsletters/Not_A_Slug', '/404'],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain(`<p id="path">${notFound}</p>`);
    }
  });

  it('keeps the pages until a newsletter is announced as published, then shows it everywhere', async () => {
    const before = await t.app.inject({ url: '/newsletters' });
    await t.app.database.db
      .updateTable('newsletters')
      .set({ status: 'sent', finished_at: '2026-12-10T08:00:00.000Z' })
      .where('slug', '=', 'being-sent')
      .execute();
    expect((await t.app.inject({ url: '/newsletters' })).body).toBe(before.body);

    await announceNewsletterPublished(t.app);
    const after = await t.app.inject({ url: '/newsletters' });
    expect(after.body).toContain('<li>Subject of being-sent</li><li>November at the club</li>');
    expect((await t.app.inject({ url: '/newsletters/being-sent' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/newsletters/being-sent' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/newsletters' })).json<NewsletterArchiveEntry[]>()[0]?.slug).toBe('being-sent');
  });

  it('lists each public newsletter’s page in the sitemap, in both languages, and no other', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/newsletters</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/newsletters/november-news</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/ml/newsletters/october-news</loc>');
    expect(sitemap).not.toContain('for-members');
    expect(sitemap).not.toContain('a-draft');
  });
});
