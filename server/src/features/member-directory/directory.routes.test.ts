import type { DirectoryCard, DirectoryFilters, DirectoryPage, MyListing } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import type { MemberBrowser } from '../../../test/member-session';
import { seedAccounts } from '../../../test/accounts';
import { multipart, photo, uploadPhoto } from '../../../test/uploads';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { joinAndSignIn, saveListing } from './directory-test-kit';

/**
 * The member directory (issue 42): a card shows only the parts she chose, search and filters never
 * find a hidden part, hiding and showing take effect at once, pages follow by name, photos reach only
 * members who may see the card, and blocks hide each from the other.
 */
describe('the member directory', () => {
  let t: TestApp;
  let asha: MemberBrowser;
  let bina: MemberBrowser;
  let chitra: MemberBrowser;
  let binaListing: string;

  const get = (who: MemberBrowser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const search = async (who: MemberBrowser, query: string) => {
    const answer = await get(who, `/api/member/directory${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as DirectoryPage;
  };
  const names = (page: DirectoryPage) => page.items.map((card) => card.name);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { clock: fixedClock('2026-12-01T09:00:00.000Z'), memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000) },
    );
    asha = await joinAndSignIn(t.app, 'Asha', 'asha@example.org');
    bina = await joinAndSignIn(t.app, 'Bina', 'bina@example.org');
    chitra = await joinAndSignIn(t.app, 'Chitra', 'chitra@example.org');
    await saveListing(t.app, asha, {
      name: 'Asha Menon',
      company: 'Kayal Foods',
      role: 'Founder',
      vertical: 'retail',
      city: 'Kochi',
      canHelp: 'Cold chains and exports',
      canHelpTags: ['Exports', 'logistics'],
      lookingFor: 'A designer',
      lookingForTags: ['design'],
      website: 'https://kayal.example',
    });
    binaListing = await saveListing(t.app, bina, {
      name: 'Bina Varghese',
      company: 'Secretco',
      role: 'CTO',
      vertical: 'tech',
      city: 'Thrissur',
      canHelp: 'Hiring engineers',
      canHelpTags: ['hiring'],
      lookingFor: 'An investor',
      lookingForTags: ['funding'],
      linkedin: 'https://www.linkedin.com/in/bina',
      shown: ['canHelp'],
    });
  });
  afterAll(() => t.close());

  it('starts her listing from her membership, unlisted', async () => {
    const answer = await get(chitra, '/api/member/listing');
    expect(answer.statusCode).toBe(200);
    const mine = answer.json() as MyListing;
    expect(mine.listing).toBeNull();
    expect(mine.defaults).toEqual({ name: 'Chitra Member', vertical: 'tech' });
    expect(mine.hiddenByStaff).toBeNull();
  });

  it('shows only the parts she chose, in every answer', async () => {
    const card = (await get(asha, `/api/member/directory/${binaListing}`)).json() as DirectoryCard;
    expect(card).toEqual({
      id: binaListing,
      name: 'Bina Varghese',
      textLocale: 'en',
      canHelp: 'Hiring engineers',
      canHelpTags: ['hiring'],
    });
    const page = await search(asha, '?q=bina');
    expect(page.items).toEqual([card]);
    const raw = JSON.stringify(page) + JSON.stringify((await get(asha, '/api/member/directory/filters')).json());
    for (const secret of ['Secretco', 'CTO', 'Thrissur', 'investor', 'funding', 'linkedin', 'bina@example.org'])
      expect(raw).not.toContain(secret);
    // Her own page holds everything she typed, and the preview what others see.
    const mine = (await get(bina, '/api/member/listing')).json() as MyListing;
    expect(mine.listing?.company).toBe('Secretco');
    expect(mine.preview).toEqual(card);
  });

  it('never finds a hidden part by search or filters', async () => {
    for (const query of ['?q=secretco', '?q=cto', '?q=investor', '?city=thrissur', '?tag=funding', '?vertical=tech']) {
      expect(names(await search(asha, query)), query).toEqual([]);
    }
    const filters = (await get(asha, '/api/member/directory/filters')).json() as DirectoryFilters;
    expect(filters.cities).toEqual([{ value: 'Kochi', count: 1 }]);
    expect(filters.tags.map((tag) => tag.value)).toEqual(['design', 'exports', 'hiring', 'logistics']);
  });

  it('searches names, companies and texts, and filters by vertical, city and tag', async () => {
    expect(names(await search(chitra, '?q=KAYAL'))).toEqual(['Asha Menon']);
    expect(names(await search(chitra, '?q=hiring'))).toEqual(['Bina Varghese']);
    expect(names(await search(chitra, '?q=cold%20exports'))).toEqual(['Asha Menon']);
    expect(names(await search(chitra, '?q=cold%20hiring'))).toEqual([]);
    expect(names(await search(chitra, '?city=KOCHI'))).toEqual(['Asha Menon']);
    expect(names(await search(chitra, '?tag=Exports'))).toEqual(['Asha Menon']);
    expect(names(await search(chitra, '?q=asha&vertical=retail'))).toEqual(['Asha Menon']);
    expect(names(await search(chitra, '?q=asha&vertical=tech'))).toEqual([]);
    // LIKE's wildcards are taken as letters.
    expect(names(await search(chitra, '?q=%25'))).toEqual([]);
    expect(names(await search(chitra, '?q=_'))).toEqual([]);
    expect((await get(chitra, '/api/member/directory?vertical=space')).statusCode).toBe(400);
  });

  it('hides her card at once, and shows it again at once', async () => {
    await saveListing(t.app, bina, {
      name: 'Bina Varghese',
      canHelp: 'Hiring engineers',
      canHelpTags: ['hiring'],
      shown: ['canHelp'],
      listed: false,
    });
    expect(names(await search(chitra, ''))).toEqual(['Asha Menon']);
    expect((await get(chitra, `/api/member/directory/${binaListing}`)).statusCode).toBe(404);
    expect(((await get(chitra, '/api/member/directory/filters')).json() as DirectoryFilters).tags.map((tag) => tag.value)).not.toContain(
      'hiring',
    );
    // Her own card she still sees.
    expect((await get(bina, `/api/member/directory/${binaListing}`)).statusCode).toBe(200);
    await saveListing(t.app, bina, { name: 'Bina Varghese', canHelp: 'Hiring engineers', canHelpTags: ['hiring'], shown: ['canHelp'] });
    expect(names(await search(chitra, ''))).toEqual(['Asha Menon', 'Bina Varghese']);
  });

  it('pages by name with a cursor, none missed or repeated', async () => {
    const extra = ['Devi', 'Esha', 'Fathima', 'Gauri', 'Hema'];
    for (const [index, first] of extra.entries()) {
      const who = await joinAndSignIn(t.app, first, `${first.toLowerCase()}@example.org`);
      await saveListing(t.app, who, { name: `${first} ${index}`, shown: [] });
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await search(chitra, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...names(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Asha Menon', 'Bina Varghese', 'Devi 0', 'Esha 1', 'Fathima 2', 'Gauri 3', 'Hema 4']);
    expect((await get(chitra, '/api/member/directory?cursor=bad')).statusCode).toBe(400);
  });

  it('serves a photo only to members who may see it on a card, privately', async () => {
    const body = multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: await photo(400, 400) });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/member/listing/photo',
      payload: body.payload,
      headers: { ...body.headers, ...asha.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photoId, photo: shown } = uploaded.json() as { photoId: string; photo: { sources: { url: string }[] } };
    const url = shown.sources[0]!.url;
    expect(url).toMatch(/^\/api\/member\/directory\/photos\/[\w-]{22}\.(webp|avif)$/);
    // Hers before it is on her card; nobody else's.
    expect((await get(asha, url)).statusCode).toBe(200);
    expect((await get(chitra, url)).statusCode).toBe(404);
    // Never on the public address.
    expect((await t.app.inject({ method: 'GET', url: url.replace('/api/member/directory/photos/', '/uploads/') })).statusCode).toBe(404);

    // Another member's upload is not hers to put on a card.
    const stolen = await t.app.inject({
      method: 'PUT',
      url: '/api/member/listing',
      headers: chitra.headers,
      payload: { listed: true, name: 'Chitra', photoId },
    });
    expect(stolen.statusCode).toBe(400);

    await saveListing(t.app, asha, { name: 'Asha Menon', photoId, photoAlt: 'Asha smiling', shown: ['photo'] });
    const seen = await get(chitra, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, max-age=3600');
    expect(seen.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
    const card = (await search(chitra, '?q=asha')).items[0]!;
    expect(card.photo?.alt).toBe('Asha smiling');

    // Not shown any more: not served to others.
    await saveListing(t.app, asha, { name: 'Asha Menon', photoId, shown: [] });
    expect((await get(chitra, url)).statusCode).toBe(404);
    expect((await search(chitra, '?q=asha')).items[0]!.photo).toBeUndefined();
    await saveListing(t.app, asha, { name: 'Asha Menon', photoId, shown: ['photo'] });
    expect((await get(chitra, '/api/member/directory/photos/nothing-here')).statusCode).toBe(404);
  });

  it('keeps a public image public when a member uploads the same bytes as her photo', async () => {
    const { admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada.photos@example.org', role: 'admin' } });
    const asset = await uploadPhoto(t.app, admin, 'An orange square', { width: 320, height: 320 });
    const publicUrl = asset.variants[0]!.url;
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(200);
    // The same bytes as her photo: her renditions are her own, the public one stays where it was.
    const same = multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: await photo(320, 320) });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/member/listing/photo',
      payload: same.payload,
      headers: { ...same.headers, ...asha.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const hers = (uploaded.json() as { photo: { sources: { url: string }[] } }).photo.sources.map((source) => source.url.split('/').pop());
    expect(hers).not.toContain(publicUrl.split('/').pop());
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(200);
  });

  it('blocks hide each from the other, both ways, and unblocking brings them back', async () => {
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/member/blocks',
      headers: chitra.headers,
      payload: { listingId: binaListing },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(names(await search(chitra, '?q=bina'))).toEqual([]);
    expect((await get(chitra, `/api/member/directory/${binaListing}`)).statusCode).toBe(404);
    // Bina listed herself later: Chitra's card is hidden from her too.
    const chitraListing = await saveListing(t.app, chitra, { name: 'Chitra Nair', shown: [] });
    expect(names(await search(bina, '?q=chitra'))).toEqual([]);
    expect((await get(bina, `/api/member/directory/${chitraListing}`)).statusCode).toBe(404);
    // The blocked member cannot block back through a card she cannot see.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/member/blocks', headers: bina.headers, payload: { listingId: chitraListing } }))
        .statusCode,
    ).toBe(404);
    const blocks = (await get(chitra, '/api/member/blocks')).json() as { listingId: string; name: string }[];
    expect(blocks.map((entry) => [entry.listingId, entry.name])).toEqual([[binaListing, 'Bina Varghese']]);
    expect(((await get(bina, '/api/member/blocks')).json() as unknown[]).length).toBe(0);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/member/blocks/${binaListing}`, headers: chitra.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/member/blocks/${binaListing}`, headers: chitra.headers })).statusCode).toBe(
      404,
    );
    expect(names(await search(chitra, '?q=bina'))).toEqual(['Bina Varghese']);
    expect(names(await search(bina, '?q=chitra'))).toEqual(['Chitra Nair']);
  });
});
