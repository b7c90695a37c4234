import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertNewsletter } from '../../../test/newsletter-rows';
import { escapeXml } from '../../lib/xml';
import { absoluteAddresses } from './newsletter-content';
import { announceNewsletterPublished } from './newsletter-archive.routes';

const ATOM = 'http://www.w3.org/2005/Atom';

interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML with a conforming parser (saxes, jsdom's), which throws on anything not well-formed. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlElement = { name: '#document', uri: '', attributes: {}, children: [], text: '' };
  const open = [document];
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]));
    const element: XmlElement = { name: tag.local, uri: tag.uri, attributes, children: [], text: '' };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  expect(document.children).toHaveLength(1);
  return document.children[0]!;
}

const child = (element: XmlElement, name: string) => element.children.find((each) => each.name === name);
const textOf = (element: XmlElement, name: string) => child(element, name)?.text;
const linksOf = (element: XmlElement) => element.children.filter((each) => each.name === 'link').map((link) => link.attributes);

describe('the newsletters’ Atom feed (issue 29)', () => {
  let t: TestApp;
  const origin = 'https://club.example.org';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${origin}/` });
    // 22 sent, public newsletters a day apart (the feed keeps the 20 newest), and two it never shows.
    for (let day = 1; day <= 22; day += 1) {
      const date = `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`;
      await insertNewsletter(t.app, { slug: `issue-${day}`, finishedAt: date });
    }
    await insertNewsletter(t.app, { slug: 'for-members', membersOnly: true, finishedAt: '2026-11-30T08:00:00.000Z' });
    await insertNewsletter(t.app, { slug: 'a-draft', status: 'draft', finishedAt: null, startedAt: null });
    await insertNewsletter(t.app, {
      slug: 'tricky-subject',
      subject: 'Grants <& > "quotes" \'apostrophes\' for founders',
      preheader: 'Money & mentors <b>',
      body: 'See [the events](/events) and ![the hall](/uploads/hall.webp) & more: <i>x</i>',
      ml: { subject: 'ഗ്രാന്റുകൾ <&> സ്ഥാപകർക്ക്', preheader: '', body: 'വരൂ ![ഹാൾ](/images/hall.jpg)' },
      finishedAt: '2026-11-10T08:00:00.000Z',
    });
  });
  afterAll(async () => t.close());

  it('is Atom 1.0 of the 20 newest public newsletters, its texts escaped and its addresses absolute', async () => {
    const answer = await t.app.inject({ url: '/newsletters/feed.atom' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(answer.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);

    const feed = parseXml(answer.body);
    expect(feed.name).toBe('feed');
    expect(feed.uri).toBe(ATOM);
    expect(feed.attributes['xml:lang']).toBe('en');
    expect(textOf(feed, 'id')).toBe('tag:club.example.org,2026:newsletters');
    expect(textOf(feed, 'title')).toBe('Women Founders Club: Newsletters');
    expect(textOf(feed, 'updated')).toBe('2026-11-10T08:00:00.000Z');
    expect(textOf(child(feed, 'author')!, 'name')).toBe('Women Founders Club');
    expect(linksOf(feed)).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: `${origin}/newsletters/feed.atom` },
      { rel: 'alternate', type: 'text/html', href: `${origin}/newsletters` },
    ]);

    const entries = feed.children.filter((each) => each.name === 'entry');
    expect(entries).toHaveLength(20);
    expect(entries.map((entry) => textOf(entry, 'id'))).toEqual([
      'tag:club.example.org,2026:newsletters/tricky-subject',
      ...Array.from({ length: 19 }, (_, index) => `tag:club.example.org,2026:newsletters/issue-${22 - index}`),
    ]);

    const [tricky, newestIssue] = entries;
    expect(textOf(tricky!, 'title')).toBe('Grants <& > "quotes" \'apostrophes\' for founders');
    expect(textOf(tricky!, 'summary')).toBe('Money & mentors <b>');
    expect(textOf(tricky!, 'updated')).toBe('2026-11-10T08:00:00.000Z');
    expect(textOf(tricky!, 'published')).toBe('2026-11-10T08:00:00.000Z');
    expect(linksOf(tricky!)).toEqual([{ rel: 'alternate', type: 'text/html', href: `${origin}/newsletters/tricky-subject` }]);
    const content = child(tricky!, 'content')!;
    expect(content.attributes.type).toBe('html');
    // The HTML is the content's text, once unescaped: the renderer's, with the site's addresses absolute.
    expect(content.text).toContain(`<a href="${origin}/events">the events</a>`);
    expect(content.text).toContain(`<img src="${origin}/uploads/hall.webp" alt="the hall"`);
    expect(content.text).toContain('&amp; more: &lt;i&gt;x&lt;/i&gt;');
    expect(textOf(newestIssue!, 'summary')).toBe('Preheader of issue-22');
    expect(answer.body).not.toContain('for-members');
    expect(answer.body).not.toContain('a-draft');
  });

  it('in Malayalam takes the Malayalam texts where written, else the English marked as English', async () => {
    const answer = await t.app.inject({ url: '/ml/newsletters/feed.atom' });
    expect(answer.statusCode).toBe(200);
    const feed = parseXml(answer.body);
    expect(feed.attributes['xml:lang']).toBe('ml');
    expect(textOf(feed, 'id')).toBe('tag:club.example.org,2026:ml/newsletters');
    expect(textOf(feed, 'title')).toMatch(/: ന്യൂസ്‌ലെറ്ററുകൾ$/);
    expect(linksOf(feed)[0]).toEqual({ rel: 'self', type: 'application/atom+xml', href: `${origin}/ml/newsletters/feed.atom` });

    const [tricky, issue] = feed.children.filter((each) => each.name === 'entry');
    expect(tricky!.attributes['xml:lang']).toBeUndefined();
    expect(textOf(tricky!, 'title')).toBe('ഗ്രാന്റുകൾ <&> സ്ഥാപകർക്ക്');
    // Its Malayalam preheader is empty: no summary.
    expect(child(tricky!, 'summary')).toBeUndefined();
    expect(child(tricky!, 'content')!.text).toContain(`<img src="${origin}/images/hall.jpg" alt="ഹാൾ"`);
    expect(linksOf(tricky!)[0]!.href).toBe(`${origin}/ml/newsletters/tricky-subject`);
    expect(textOf(tricky!, 'id')).toBe('tag:club.example.org,2026:ml/newsletters/tricky-subject');

    expect(issue!.attributes['xml:lang']).toBe('en');
    expect(textOf(issue!, 'title')).toBe('Subject of issue-22');
    expect(linksOf(issue!)[0]!.href).toBe(`${origin}/ml/newsletters/issue-22`);
  });

  it('revalidates with its ETag, and changes once a newsletter is announced as published', async () => {
    const first = await t.app.inject({ url: '/newsletters/feed.atom' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await t.app.inject({ url: '/newsletters/feed.atom', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);

    await insertNewsletter(t.app, { slug: 'december-news', subject: 'December', finishedAt: '2026-12-01T08:00:00.000Z' });
    await announceNewsletterPublished(t.app);
    const after = await t.app.inject({ url: '/newsletters/feed.atom', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(after.statusCode).toBe(200);
    const feed = parseXml(after.body);
    expect(textOf(feed, 'updated')).toBe('2026-12-01T08:00:00.000Z');
    expect(
      textOf(
        feed.children.find((each) => each.name === 'entry')!,
        'title',
      ),
    ).toBe('December');
  });
});

describe('the feed before any newsletter was sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is a valid feed with no entries', async () => {
    const feed = parseXml((await t.app.inject({ url: '/newsletters/feed.atom' })).body);
    expect(feed.children.filter((each) => each.name === 'entry')).toEqual([]);
    expect(textOf(feed, 'updated')).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('the feed’s text', () => {
  it('escapes markup and drops what XML cannot carry at all, keeping Malayalam and emoji', () => {
    expect(escapeXml('a <b> & "c" \'d\'')).toBe('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;');
    expect(escapeXml('x\u0000y\u0008z\uFFFE \uD800 ക്ലബ്ബ് 🌸\tline\n')).toBe('xyz  ക്ലബ്ബ് 🌸\tline\n');
  });

  it('makes the site’s own addresses absolute, and leaves other sites’ and anchors alone', () => {
    const html = '<a href="/events">e</a><a href="https://x.org/a">x</a><a href="#top">t</a><img src="/uploads/a.webp">';
    expect(absoluteAddresses(html, 'https://club.example.org')).toBe(
      '<a href="https://club.example.org/events">e</a><a href="https://x.org/a">x</a><a href="#top">t</a><img src="https://club.example.org/uploads/a.webp">',
    );
  });
});
