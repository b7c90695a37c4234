import { describe, expect, it } from 'vitest';
import site from '../../content/site.json';
import { renderDocument } from './entry-server';
import { eventOf } from './features/event-pages/testing/event-samples';

const template =
  '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const origin = 'https://club.example';

/** The document of an event's page as the server renders it, from the events list. */
const renderEvent = (path: string, title = 'Founders Summit') =>
  renderDocument(template, path, { '/api/site': site, '/api/events': [eventOf({ title })] }, { origin });

const structuredData = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};

describe('an event’s page as the server renders it (issue 30)', () => {
  it('carries schema.org Event data in its head, its title, description and alternates, and the form that posts to itself', async () => {
    const html = await renderEvent('/events/founders-summit');
    expect(structuredData(html)).toMatchObject({
      '@type': 'Event',
      name: 'Founders Summit',
      startDate: '2027-03-06T04:00:00.000Z',
      offers: { url: `${origin}/events/founders-summit` },
      organizer: { name: site.name },
    });
    expect(html).toContain('<title>Founders Summit | Women Founders Club</title>');
    expect(html).toContain('<meta name="description" content="A day of talks and workshops." />');
    expect(html).toContain(`<link rel="alternate" hreflang="ml" href="${origin}/ml/events/founders-summit" />`);
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/events/founders-summit#register"');
    // The rendered count would be as old as the page: none before the browser asks.
    expect(html.slice(0, html.indexOf('<script type="application/json"'))).not.toMatch(/places? left/);
  });

  it('escapes the event’s texts so none can end the data’s script element', async () => {
    const html = await renderEvent('/events/founders-summit', 'Summit</script><script>alert(1)</script>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)');
    expect(structuredData(html)?.name).toBe('Summit</script><script>alert(1)</script>');
  });

  it('describes the Malayalam page at its own address, and no other page', async () => {
    expect(structuredData(await renderEvent('/ml/events/founders-summit'))?.offers).toMatchObject({
      url: `${origin}/ml/events/founders-summit`,
    });
    expect(structuredData(await renderEvent('/events'))).toBeUndefined();
  });
});

/** The head's Open Graph tags, by property. */
const openGraph = (html: string) =>
  Object.fromEntries(
    [...html.slice(0, html.indexOf('</head>')).matchAll(/<meta property="(og:[a-z:_]+)" content="([^"]*)" \/>/g)].map(
      ([, property, content]) => [property, content],
    ),
  );

describe('a page’s link preview (issue 44)', () => {
  const withTemplateImage = template.replace('</head>', '<meta property="og:image" content="/images/og-image.webp" /></head>');

  it('names an event’s page, its absolute address and its own picture, in place of the template’s relative one', async () => {
    const html = await renderDocument(
      withTemplateImage,
      '/events/founders-summit',
      { '/api/site': site, '/api/events': [eventOf()] },
      { origin },
    );
    expect(openGraph(html)).toEqual({
      'og:title': 'Founders Summit | Women Founders Club',
      'og:description': 'A day of talks and workshops.',
      'og:url': `${origin}/events/founders-summit`,
      'og:locale': 'en_IN',
      'og:image': `${origin}${eventOf().coverImage}`,
    });
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
  });

  it('gives a Malayalam page its address and locale, and a page without a picture the site’s, made absolute', async () => {
    const html = await renderDocument(withTemplateImage, '/ml/events', { '/api/site': site, '/api/events': [] }, { origin });
    expect(openGraph(html)).toMatchObject({
      'og:url': `${origin}/ml/events`,
      'og:locale': 'ml_IN',
      'og:image': `${origin}/images/og-image.webp`,
    });
  });

  it('escapes the texts, so none can end the attribute', async () => {
    const html = await renderEvent('/events/founders-summit', 'The "Summit" <b>& more</b>');
    expect(html).toContain(
      '<meta property="og:title" content="The &quot;Summit&quot; &lt;b&gt;&amp; more&lt;/b&gt; | Women Founders Club" />',
    );
  });
});
