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
