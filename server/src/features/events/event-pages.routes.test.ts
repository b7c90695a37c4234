import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageFormResult } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createEvent, eventBody, registerGuest } from '../../../test/event-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { writeTinySite } from '../../../test/tiny-site';

/**
 * An event's own page (issue 30): /events/<slug> and /ml/events/<slug> rendered from the events
 * list, the 404 page for any other slug, the Register form's plain post (before the page's scripts
 * ran) answered with the page showing the result, and her registration's private page.
 */
const renderedPath = (html: string) => /<p id="path">([^<]*)<\/p>/.exec(html)?.[1];
const formResult = (html: string) => JSON.parse(/<p id="form">([^<]*)<\/p>/.exec(html)?.[1] ?? 'null') as PageFormResult | null;
const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
// Far enough ahead that the list, read with the real clock, still takes registrations.
const later = { dateObj: '2030-03-06T04:30:00.000Z', endsAt: '2030-03-06T07:30:00.000Z', date: 'Wednesday, 6 March 2030' };

describe('an event’s own page', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-event-pages-'));
  let t: TestApp;
  let admin: Record<string, string>;
  let summit: { id: string; slug: string };

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work), RATE_LIMIT_FORMS_PER_MINUTE: '100' });
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
    const stage = {
      id: 'q-stage',
      label: 'Where is your business today?',
      labelMl: '',
      kind: 'choice' as const,
      options: ['An idea', 'Growing'],
      optionsMl: [],
      required: true,
    };
    summit = await createEvent(
      t.app,
      admin,
      eventBody({ capacity: 2, questions: [stage] }, { ...later, title: 'Founders Summit', ml: { title: 'സ്ഥാപകരുടെ ഉച്ചകോടി' } }),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('renders a shown event’s page in both languages from the events list', async () => {
    expect(summit.slug).toBe('founders-summit');
    const english = await t.app.inject({ url: '/events/founders-summit' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(renderedPath(english.body)).toBe('/events/founders-summit');
    expect(english.body).toContain('<article id="event"><h1>Founders Summit</h1></article>');
    const malayalam = await t.app.inject({ url: '/ml/events/founders-summit' });
    expect(malayalam.statusCode).toBe(200);
    expect(malayalam.body).toContain('<article id="event"><h1>സ്ഥാപകരുടെ ഉച്ചകോടി</h1></article>');
    const again = await t.app.inject({ url: '/events/founders-summit', headers: { 'if-none-match': String(english.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown slug, a hidden event and one in the trash with the 404 page, in the page’s language', async () => {
    const hidden = await createEvent(t.app, admin, eventBody({}, { ...later, title: 'Hidden Draft', hidden: true }));
    const trashed = await createEvent(t.app, admin, eventBody({}, { ...later, title: 'Gone Workshop' }));
    expect((await t.app.inject({ url: `/events/${trashed.slug}` })).statusCode).toBe(200);
    const trash = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/events/${trashed.id}/trash`,
      headers: admin,
      payload: { version: trashed.version },
    });
    expect(trash.statusCode).toBe(200);
    for (const slug of ['no-such-event', hidden.slug, trashed.slug, 'Not_A_Slug']) {
      const page = await t.app.inject({ url: `/events/${slug}` });
      expect(page.statusCode, slug).toBe(404);
      expect(renderedPath(page.body), slug).toBe('/404');
    }
    const malayalam = await t.app.inject({ url: '/ml/events/no-such-event' });
    expect(malayalam.statusCode).toBe(404);
    expect(renderedPath(malayalam.body)).toBe('/ml/404');
  });

  it('takes the Register form’s plain post and answers with the page showing the result', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/events/founders-summit',
      headers: form,
      payload: 'name=Asha+Nair&email=asha%40example.org&answers.q-stage=Growing',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(renderedPath(sent.body)).toBe('/events/founders-summit');
    expect(formResult(sent.body)).toEqual({
      form: 'event-registration',
      status: 'success',
      message: 'You are registered. We have sent the details and a calendar invitation to your e-mail.',
      registration: { status: 'confirmed' },
    });
    const stored = await t.app.database.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('email_key', '=', 'asha@example.org')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ event_id: summit.id, name: 'Asha Nair', status: 'confirmed', locale: 'en' });
    expect(JSON.parse(stored.answers)).toEqual({ 'q-stage': 'Growing' });
  });

  it('registers a post from the Malayalam page in Malayalam, whatever the browser prefers, and says where she is in line', async () => {
    await registerGuest(t.app, summit.id, { name: 'Bindu', email: 'bindu@example.org', answers: { 'q-stage': 'An idea' } });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/ml/events/founders-summit',
      headers: { ...form, 'accept-language': 'en' },
      payload: 'name=Chitra&email=chitra%40example.org&answers.q-stage=An+idea',
    });
    expect(sent.statusCode).toBe(201);
    expect(renderedPath(sent.body)).toBe('/ml/events/founders-summit');
    expect(formResult(sent.body)).toMatchObject({ status: 'success', registration: { status: 'waitlisted', position: 1 } });
    const stored = await t.app.database.db
      .selectFrom('event_registrations')
      .select(['status', 'locale'])
      .where('email_key', '=', 'chitra@example.org')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'waitlisted', locale: 'ml' });
  });

  it('answers a refused post with the page: each field’s message by its name, and what was typed', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/events/founders-summit',
      headers: form,
      payload: 'name=Devi&email=devi%40example.org&answers.q-stage=',
    });
    expect(sent.statusCode).toBe(400);
    expect(formResult(sent.body)).toMatchObject({
      form: 'event-registration',
      status: 'error',
      fields: { 'answers.q-stage': 'Please answer this question.' },
      values: { name: 'Devi', email: 'devi@example.org', 'answers.q-stage': '' },
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/events/founders-summit',
      headers: form,
      payload: 'name=&email=nope&answers.q-stage=Maybe',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(formResult(invalid.body)?.fields ?? {}).sort()).toEqual(['email', 'name']);
    expect(
      await t.app.database.db
        .selectFrom('event_registrations')
        .select('id')
        .where('email_key', 'in', ['devi@example.org', 'nope'])
        .execute(),
    ).toEqual([]);
  });

  it('answers a closed event’s post with its 409 message, and a post to an unknown event with the 404 page', async () => {
    const full = await createEvent(t.app, admin, eventBody({ capacity: 1, waitlist: false }, { ...later, title: 'Tiny Table' }));
    await registerGuest(t.app, full.id, { name: 'Asha', email: 'asha@example.org' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/events/${full.slug}`,
      headers: form,
      payload: 'name=Esha&email=esha%40example.org',
    });
    expect(refused.statusCode).toBe(409);
    expect(formResult(refused.body)).toMatchObject({ status: 'error', message: 'Sorry, this event is full.' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ml/events/no-such-event',
      headers: form,
      payload: 'name=Esha&email=esha%40example.org',
    });
    expect(unknown.statusCode).toBe(404);
    expect(renderedPath(unknown.body)).toBe('/ml/404');
    expect(formResult(unknown.body)).toBeNull();
  });

  it('refuses another site’s post with a small page linking back to the event’s form', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/events/founders-summit',
      headers: { ...form, 'sec-fetch-site': 'cross-site' },
      payload: 'name=Asha&email=asha%40example.org',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<a href="/events/founders-summit#register">');
  });

  it('lists each event’s page in the sitemap', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${t.app.config.publicUrl}/ml/events/founders-summit</loc>`);
  });

  it('serves her registration’s page as the private shell: never listed, kept or referred', async () => {
    for (const url of ['/events/registration', '/ml/events/registration']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(renderedPath(page.body), url).toBeUndefined();
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ url: '/ml/events/registration' })).body).toContain('<html lang="ml">');
  });
});
