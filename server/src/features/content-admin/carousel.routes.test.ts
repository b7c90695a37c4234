import type {
  CarouselItem,
  CarouselSlide,
  ContentRevision,
  ContentRevisionDetail,
  SiteResponse,
  StaleEditBody,
  User,
  VersionedItem,
} from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { uploadPhoto } from '../../../test/uploads';

// The role matrix of these routes (401 for every bad credential, 403 for operators and enablers)
// is in auth/require-role.test.ts with every other staff endpoint.

describe('the home carousel editor (issue 17, decisions 022 and 023)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-06T09:00:00.000Z');
  let users: Record<'ada' | 'bea', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      bea: { name: 'Bea Admin', email: 'bea@example.org', role: 'admin' },
    });
  });
  afterAll(async () => t.close());

  const as = async (who: 'ada' | 'bea') => bearer(await tokenFor(t.app, users[who]));
  const read = async () =>
    (await t.app.inject({ url: '/api/admin/content/carousel', headers: await as('ada') })).json<VersionedItem<CarouselItem>>();
  const save = async (who: 'ada' | 'bea', version: number, slides: object[]) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/content/carousel', headers: await as(who), payload: { slides, version } });
  /** The slides as the editor sends them back: each by its address, with its alt text. */
  const kept = (slides: CarouselSlide[]) => slides.map(({ src, alt }) => ({ src, alt }));
  const publicCarousel = async () => (await t.app.inject({ url: '/api/site' })).json<SiteResponse>().carousel;
  const history = async () =>
    (await t.app.inject({ url: '/api/admin/content/carousel/revisions', headers: await as('ada') })).json<ContentRevision[]>();

  it('reads the seed as version 1, its seven photos with their sizes, and a history of one version', async () => {
    const current = await read();
    expect(current).toMatchObject({ version: 1, updatedBy: null });
    expect(current.item.slides).toHaveLength(7);
    expect(current.item.slides[0]).toEqual({
      src: '/images/carousel/community-meetup.webp',
      alt: expect.stringContaining('community meetup'),
      width: 800,
      height: 600,
    });
    expect(await history()).toEqual([expect.objectContaining({ version: 1, authorName: 'Seed content', changed: [] })]);
  });

  it('saves a new order and alt text: the public API shows it at once, and the history names who changed the photos', async () => {
    const { item } = await read();
    const [first, second, ...rest] = kept(item.slides);
    clock.set('2026-12-06T09:05:00.000Z');
    const saved = await save('ada', 1, [{ ...second!, alt: 'Founders around a whiteboard' }, first!, ...rest]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, updatedBy: 'Ada Admin', message: 'Saved. The public pages show it now.' });

    const shown = await publicCarousel();
    expect(shown.map((image) => image.src).slice(0, 2)).toEqual([second!.src, first!.src]);
    // The size stays the stored one.
    expect(shown[0]).toEqual({ src: second!.src, alt: 'Founders around a whiteboard', width: 800, height: 600 });
    expect((await history())[0]).toEqual({
      version: 2,
      createdAt: '2026-12-06T09:05:00.000Z',
      authorName: 'Ada Admin',
      changed: ['Photos'],
      restoredFrom: null,
    });
  });

  it('adds an uploaded photo: stored with the upload’s size and srcsets, never the browser’s, and shown with AVIF and WebP', async () => {
    const asset = await uploadPhoto(t.app, users.ada, 'Members at the Kochi meetup', { width: 1200, height: 900 });
    const { item, version } = await read();
    const saved = await save('ada', version, [
      ...kept(item.slides),
      { mediaId: asset.id, alt: 'Members at the Kochi meetup', width: 1, height: 1, src: undefined },
    ]);
    expect(saved.statusCode).toBe(200);

    const added = (await publicCarousel()).at(-1)!;
    expect(added).toMatchObject({ alt: 'Members at the Kochi meetup', width: 1200, height: 900 });
    expect(added.src).toMatch(/^\/uploads\/[\w-]{22}\.webp$/);
    expect(asset.variants.find((variant) => variant.url === added.src)).toMatchObject({ format: 'webp', width: 640 });
    expect(added.sources?.avif).toMatch(
      /^\/uploads\/[\w-]{22}\.avif 160w, \/uploads\/[\w-]{22}\.avif 320w, \/uploads\/[\w-]{22}\.avif 640w$/,
    );
    expect(added.sources?.webp).toContain(`${added.src} 640w`);
    expect((await t.app.inject({ url: added.src })).statusCode).toBe(200);

    // Saved again by its address, the upload keeps its size and srcsets.
    const again = await read();
    const moved = kept(again.item.slides);
    expect((await save('ada', again.version, [moved.at(-1)!, ...moved.slice(0, -1)])).statusCode).toBe(200);
    expect((await publicCarousel())[0]).toEqual(added);
  });

  it('refuses the second of two saves made on one version with 409 and the carousel as it now is, changing nothing', async () => {
    const { item, version } = await read();
    expect((await save('bea', version, kept(item.slides).slice(1))).statusCode).toBe(200);

    const stale = await save('ada', version, kept(item.slides).reverse());
    expect(stale.statusCode).toBe(409);
    const body = stale.json<StaleEditBody<CarouselItem>>();
    expect(body).toMatchObject({ code: 'CONFLICT', current: { version: version + 1, updatedBy: 'Bea Admin' } });
    expect(body.current.item.slides).toHaveLength(item.slides.length - 1);
    expect((await read()).version).toBe(version + 1);
  });

  it('restores an older version as a new version, its order and photos with it', async () => {
    const { version } = await read();
    const seed = (await t.app.inject({ url: '/api/admin/content/carousel/revisions/1', headers: await as('ada') })).json<
      ContentRevisionDetail<CarouselItem>
    >();
    expect(seed.item.slides).toHaveLength(7);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/carousel/revisions/1/restore',
      headers: await as('ada'),
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      version: version + 1,
      message: 'Version 1 restored as a new version. The public pages show it now.',
    });
    expect(await publicCarousel()).toEqual(seed.item.slides);
    expect((await history())[0]).toMatchObject({ version: version + 1, restoredFrom: 1, authorName: 'Ada Admin', changed: ['Photos'] });
  });

  it('keeps markup typed into alt text as text', async () => {
    const { item, version } = await read();
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const [first, ...rest] = kept(item.slides);
    expect((await save('ada', version, [{ ...first!, alt: hostile }, ...rest])).statusCode).toBe(200);
    expect((await publicCarousel())[0]?.alt).toBe(hostile);
  });

  it('refuses script and outside addresses, unknown uploads, photos it does not have and bad lists, changing nothing', async () => {
    const { item, version } = await read();
    const slides = kept(item.slides);
    const cases: [string, object[], string][] = [
      ['a javascript: address', [{ src: 'javascript:alert(1)', alt: 'x' }], 'Please choose a photo of the carousel, or upload one.'],
      [
        'a climb out of the folder',
        [{ src: '/images/carousel/../../../etc/passwd', alt: 'x' }],
        'Please choose a photo of the carousel, or upload one.',
      ],
      ['another site’s image', [{ src: 'https://evil.example/x.webp', alt: 'x' }], 'Please choose a photo of the carousel, or upload one.'],
      [
        'a file of the site the carousel does not have',
        [...slides, { src: '/images/carousel/not-there.webp', alt: 'x' }],
        `Photo ${slides.length + 1} is not one of the carousel's photos. Please upload it.`,
      ],
      [
        'an upload that is not stored',
        [{ mediaId: '2f6ad3f4-2b9c-4d7e-9a51-0c8e1f2d3b4a', alt: 'x' }, ...slides],
        'Photo 1 could not be found. Please upload it again.',
      ],
      [
        'both an address and an upload',
        [{ src: slides[0]!.src, mediaId: '2f6ad3f4-2b9c-4d7e-9a51-0c8e1f2d3b4a', alt: 'x' }],
        'Please choose a photo of the carousel, or upload one.',
      ],
      ['no alt text', [{ ...slides[0]!, alt: '   ' }], 'Please describe the image for people who cannot see it (alt text).'],
      ['an empty list', [], 'Please keep at least one photo in the carousel.'],
      ['thirteen photos', Array.from({ length: 13 }, () => slides[0]!), 'The carousel holds at most 12 photos.'],
    ];
    for (const [what, body, message] of cases) {
      const answer = await save('ada', version, body);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json().fields, what).toEqual({ slides: message });
    }
    expect((await read()).version).toBe(version);
  });
});
