import { slugFrom } from '../../lib/slug';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ContentRevisionDetail,
  Enabler,
  EnablerProfileItem,
  Event,
  EventItem,
  SiteResponse,
  User,
  VersionedItem,
  VersionedSiteSettings,
} from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { contentDir, loadSeedContent, seedContent } from '../../db/seed';

/** A seed file's items as the English API gives them: without their Malayalam texts. */
const seedWithoutMl = (file: string) =>
  (JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as { ml?: unknown }[]).map(({ ml: _ml, ...item }) => item);
/**
 * The seed's events as the English API gives them (issue 30): each with its page's slug, those that
 * take registrations here linking to that page; what a visitor may know of a registration is left
 * out here (checked on its own).
 */
const seedEvents = () =>
  (seedWithoutMl('events.json') as { id: string; title: string; link: string; registration?: { mode: string } }[]).map(
    ({ registration, ...event }) => {
      const slug = slugFrom(event.title, 'event');
      return { ...event, slug, link: registration?.mode === 'here' ? `/events/${slug}` : event.link };
    },
  );
const withoutRegistration = (events: { registration?: unknown }[]) => events.map(({ registration: _registration, ...event }) => event);
const seedMl = (file: string) =>
  (JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as { id: unknown; ml: Record<string, string> }[]).map(({ id, ml }) => ({
    id,
    ml,
  }));

const inMalayalam = { 'accept-language': 'ml' };

describe('content in Malayalam (issue 18, decision 028)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-09T09:00:00.000Z');
  let ada: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ ada } = await seedAccounts(t.app, { ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  const headers = async () => bearer(await tokenFor(t.app, ada));
  const get = async <T>(url: string, extra: Record<string, string> = {}) => (await t.app.inject({ url, headers: extra })).json<T>();

  it('answers English exactly as before, without the Malayalam texts, to a client that asks for no language', async () => {
    expect(await get('/api/enablers')).toEqual(seedWithoutMl('enablers.json'));
    const events = await get<Event[]>('/api/events');
    expect(withoutRegistration(events)).toEqual(seedEvents());
    expect(events.find((event) => event.id === 'evt-05')?.registration).toMatchObject({
      capacity: 40,
      waitlist: true,
      approval: false,
      questions: [{ id: 'q-learn', kind: 'text' }],
    });
    expect(events.find((event) => event.id === 'evt-01')?.registration).toBeNull();
    const site = await get<SiteResponse & { ml?: unknown }>('/api/site', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(site.tagline).toBe('Where Kerala’s women founders build, lead and lift each other.');
    expect(site).not.toHaveProperty('ml');
    expect(site).not.toHaveProperty('untranslated');
  });

  it("answers Malayalam with the seed's translations in place, naming the fields left in English", async () => {
    const enablers = await get<Enabler[]>('/api/enablers', inMalayalam);
    const ml = seedMl('enablers.json');
    expect(enablers.map(({ id, title, description, region }) => ({ id, ml: { title, description, region } }))).toEqual(ml);
    // Her region too (issue 38: the /ml cards showed it in English).
    expect(enablers[0]!.region).toBe('കേരളം');
    expect(enablers[0]).toMatchObject({ name: 'Anjali Menon', untranslated: [] });

    const events = await get<Event[]>('/api/events', inMalayalam);
    expect(events.find((event) => event.id === 'evt-01')).toMatchObject({
      title: 'ലോക്കലൈസേഷൻ രംഗത്തെ വനിതകളുടെ കൂട്ടായ്മ',
      link: 'https://womenfoundersclub.example/events/women-in-localization-meetup',
      untranslated: [],
    });

    const site = await get<SiteResponse>('/api/site', inMalayalam);
    // The club's name is its name in both languages: it falls back, and says so.
    expect(site).toMatchObject({
      name: 'Women Founders Club',
      region: 'കേരളം',
      email: 'hello@womenfoundersclub.example',
      untranslated: ['name'],
    });
    expect(site).toMatchObject({
      membersLabel: 'അംഗങ്ങൾ',
      visitorsLabel: 'ദിവസേനയുള്ള സന്ദർശകർ',
      programsLabel: 'ആരോഗ്യ പരിപാടി',
      impactLabel: 'ഹൃദയമിടിപ്പ്',
    });
    expect(site.carousel).toHaveLength(7);
  });

  it('says Vary: Accept-Language, and keeps a document per language', async () => {
    const english = await t.app.inject({ url: '/api/events' });
    const malayalam = await t.app.inject({ url: '/api/events', headers: inMalayalam });
    expect(english.headers.vary).toContain('Accept-Language');
    expect(malayalam.headers.etag).not.toBe(english.headers.etag);
    expect((await t.app.inject({ url: '/api/events' })).headers.etag).toBe(english.headers.etag);
  });

  it("saves an enabler's Malayalam title with a revision; an empty biography falls back to the English, and a restore brings the old texts back", async () => {
    const url = '/api/admin/content/enablers/2';
    const { item, version } = (await t.app.inject({ url, headers: await headers() })).json<VersionedItem<EnablerProfileItem>>();
    expect(item.ml.title).toBe('സഹസ്ഥാപക | കൊച്ചി പ്രോഡക്റ്റ് സ്റ്റുഡിയോ | പ്രോഡക്റ്റ് കോച്ച്');
    const { photo: _p, photoSources: _s, photoAlt: _a, hidden: _h, inTrash: _t, ...fields } = item;
    clock.set('2026-12-09T09:05:00.000Z');
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: await headers(),
      payload: { ...fields, ml: { title: '  പ്രോഡക്റ്റ് കോച്ച്  ', description: '' }, version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: version + 1, item: { ml: { title: 'പ്രോഡക്റ്റ് കോച്ച്' } } });
    expect(saved.json().item.ml).not.toHaveProperty('description');

    const meera = (await get<Enabler[]>('/api/enablers', inMalayalam)).find((enabler) => enabler.id === 2)!;
    expect(meera).toMatchObject({
      title: 'പ്രോഡക്റ്റ് കോച്ച്',
      description: item.description,
      region: item.region,
      untranslated: ['description', 'region'],
    });
    expect((await get<Enabler[]>('/api/enablers')).find((enabler) => enabler.id === 2)).toMatchObject({ title: item.title });

    const history = (await t.app.inject({ url: `${url}/revisions`, headers: await headers() })).json<
      { version: number; changed: string[] }[]
    >();
    expect(history[0]).toMatchObject({ version: version + 1, changed: ['Malayalam'] });
    const seed = (await t.app.inject({ url: `${url}/revisions/${version}`, headers: await headers() })).json<
      ContentRevisionDetail<EnablerProfileItem>
    >();
    expect(seed.item.ml).toEqual(item.ml);

    const restored = await t.app.inject({
      method: 'POST',
      url: `${url}/revisions/${version}/restore`,
      headers: await headers(),
      payload: { version: version + 1 },
    });
    expect(restored.statusCode).toBe(200);
    expect((await get<Enabler[]>('/api/enablers', inMalayalam)).find((enabler) => enabler.id === 2)).toMatchObject({
      title: item.ml.title,
      untranslated: [],
    });
  });

  it("saves an event's Malayalam title that /ml's answer shows while English stays, and refuses one longer than the English may be", async () => {
    const url = '/api/admin/content/events/evt-02';
    const { item, version } = (await t.app.inject({ url, headers: await headers() })).json<VersionedItem<EventItem>>();
    const { imageSources: _s, inTrash: _t, ...fields } = item;
    const tooLong = await t.app.inject({
      method: 'PUT',
      url,
      headers: await headers(),
      payload: { ...fields, ml: { title: 'ക'.repeat(151) }, version },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields?.['ml.title']).toBe('The Malayalam title must be at most 150 characters.');

    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: await headers(),
      payload: { ...fields, ml: { ...item.ml, title: 'പിച്ച് ഡെക്ക് ശിൽപശാല', location: '' }, version },
    });
    expect(saved.statusCode).toBe(200);
    const event = (await get<Event[]>('/api/events', inMalayalam)).find((e) => e.id === 'evt-02')!;
    expect(event).toMatchObject({ title: 'പിച്ച് ഡെക്ക് ശിൽപശാല', location: 'Online (Zoom)', untranslated: ['location'] });
    expect(withoutRegistration(await get<Event[]>('/api/events')).find((e) => (e as { id: string }).id === 'evt-02')).toEqual(
      seedEvents().find((e) => e.id === 'evt-02'),
    );
  });

  it("saves the site settings' Malayalam tagline; clearing it falls back to the English", async () => {
    const { item, version } = (
      await t.app.inject({ url: '/api/admin/content/site', headers: await headers() })
    ).json<VersionedSiteSettings>();
    expect(item.ml.region).toBe('കേരളം');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers: await headers(),
      payload: { ...item, ml: { ...item.ml, tagline: '' }, version },
    });
    expect(saved.statusCode).toBe(200);
    const site = await get<SiteResponse>('/api/site', inMalayalam);
    expect(site).toMatchObject({ tagline: item.tagline, region: 'കേരളം', untranslated: ['name', 'tagline'] });
  });

  it('keeps the stored Malayalam texts when a save sends none (an editor from before translations, a script); ml: {} removes them', async () => {
    const put = async (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: await headers(), payload });

    const site = (await t.app.inject({ url: '/api/admin/content/site', headers: await headers() })).json<VersionedSiteSettings>();
    const { ml: siteMl, ...siteFields } = site.item;
    const siteSaved = await put('/api/admin/content/site', { ...siteFields, tagline: 'Kerala, together.', version: site.version });
    expect(siteSaved.json()).toMatchObject({ changed: true, item: { tagline: 'Kerala, together.', ml: siteMl } });
    expect(await get<SiteResponse>('/api/site', inMalayalam)).toMatchObject({ region: 'കേരളം' });

    const profile = (await t.app.inject({ url: '/api/admin/content/enablers/3', headers: await headers() })).json<
      VersionedItem<EnablerProfileItem>
    >();
    const { photo: _p, photoSources: _s, photoAlt: _a, hidden: _h, inTrash: _t, ml: profileMl, ...profileFields } = profile.item;
    expect(Object.keys(profileMl)).toEqual(['title', 'description', 'region']);
    const kept = await put('/api/admin/content/enablers/3', { ...profileFields, region: 'Kozhikode', version: profile.version });
    expect(kept.json()).toMatchObject({ item: { region: 'Kozhikode', ml: profileMl } });
    // The history names only what changed, and keeps the texts in the new version.
    const history = (await t.app.inject({ url: '/api/admin/content/enablers/3/revisions', headers: await headers() })).json<
      { changed: string[] }[]
    >();
    expect(history[0]!.changed).toEqual(['Region']);
    const cleared = await put('/api/admin/content/enablers/3', {
      ...profileFields,
      region: 'Kozhikode',
      ml: {},
      version: profile.version + 1,
    });
    expect(cleared.json().item.ml).toEqual({});
    expect((await get<Enabler[]>('/api/enablers', inMalayalam)).find((enabler) => enabler.id === 3)).toMatchObject({
      untranslated: ['title', 'description', 'region'],
    });

    const event = (await t.app.inject({ url: '/api/admin/content/events/evt-04', headers: await headers() })).json<
      VersionedItem<EventItem>
    >();
    const { imageSources: _i, inTrash: _e, ml: eventMl, ...eventFields } = event.item;
    const eventSaved = await put('/api/admin/content/events/evt-04', { ...eventFields, location: 'Kochi', version: event.version });
    expect(eventSaved.json()).toMatchObject({ item: { location: 'Kochi', ml: eventMl } });
  });

  it("gives a database seeded before translations the seed's Malayalam, on the items no one has saved since", async () => {
    const { db } = t.app.database;
    // evt-03 as seeded before this change; evt-02 was saved above, without a Malayalam location.
    await db.updateTable('events').set({ ml: null }).where('id', 'in', ['evt-02', 'evt-03']).execute();
    await seedContent(t.app.database, loadSeedContent(), new Date());
    const rows = await db.selectFrom('events').select(['id', 'ml']).where('id', 'in', ['evt-02', 'evt-03']).orderBy('id').execute();
    expect(rows[0]).toEqual({ id: 'evt-02', ml: null });
    expect(JSON.parse(rows[1]!.ml!)).toEqual(seedMl('events.json').find((event) => event.id === 'evt-03')!.ml);
  });

  it("gives an untouched profile seeded with an older seed's Malayalam the newer seed's, her region among it (issue 38)", async () => {
    const { db } = t.app.database;
    const seeded = seedMl('enablers.json').find((enabler) => enabler.id === 4)!.ml;
    const { region: _region, ...older } = seeded as Record<string, string>;
    await db
      .updateTable('enablers')
      .set({ ml: JSON.stringify(older) })
      .where('id', '=', 4)
      .execute();
    await seedContent(t.app.database, loadSeedContent(), new Date());
    const row = await db.selectFrom('enablers').select('ml').where('id', '=', 4).executeTakeFirstOrThrow();
    expect(JSON.parse(row.ml!)).toEqual(seeded);
  });
});
