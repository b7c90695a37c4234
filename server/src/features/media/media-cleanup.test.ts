import type { CarouselItem, EnablerProfileItem, MediaAsset, User, VersionedItem } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { uploadPhoto } from '../../../test/uploads';
import { removeUnusedUploads } from './media-cleanup';
import { findAsset } from './media.service';

const HOUR = 60 * 60 * 1000;

describe('the clean-up of unused uploads (decision 023)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  let ada: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ ada } = await seedAccounts(t.app, { ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  // Each size makes other bytes, so other renditions; the same size makes the same ones.
  const upload = (alt: string, width: number) => uploadPhoto(t.app, ada, alt, { width, height: 300 });
  const served = async (asset: MediaAsset) =>
    Promise.all(asset.variants.map(async (variant) => (await t.app.inject({ url: variant.url })).statusCode));
  const count = async (table: 'media_assets' | 'media_variants') =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function setEnablerPhoto(id: number, asset: MediaAsset) {
    const headers = bearer(await tokenFor(t.app, ada));
    const { item, version } = (await t.app.inject({ url: `/api/admin/content/enablers/${id}`, headers })).json<
      VersionedItem<EnablerProfileItem>
    >();
    const { photo: _photo, photoSources: _sources, photoAlt: _alt, ...fields } = item;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/enablers/${id}`,
      headers,
      payload: { ...fields, version, photoMediaId: asset.id },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('removes old uploads no content names, and keeps fresh ones, used ones, and those only an old version names', async () => {
    const unused = await upload('Never saved anywhere', 400);
    const portrait = await upload('Anjali at her desk', 410);
    const replaced = await upload('An older portrait of Bindu', 420);
    const newer = await upload('Bindu on stage', 425);
    const slide = await upload('Members at a meetup', 415);
    const sharedFirst = await upload('A square, uploaded once', 430);
    await setEnablerPhoto(1, portrait);
    await setEnablerPhoto(2, replaced);
    // The first photo is now named only by the profile's older version, which may be restored.
    await setEnablerPhoto(2, newer);
    const headers = bearer(await tokenFor(t.app, ada));
    const carousel = (await t.app.inject({ url: '/api/admin/content/carousel', headers })).json<VersionedItem<CarouselItem>>();
    const slides = [...carousel.item.slides.map(({ src, alt }) => ({ src, alt })), { mediaId: slide.id, alt: slide.alt }];
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/content/carousel', headers, payload: { slides, version: carousel.version } }))
        .statusCode,
    ).toBe(200);

    // A day and a half later: the same bytes uploaded again, and an upload not saved yet.
    clock.set('2026-12-02T21:00:00.000Z');
    const sharedAgain = await upload('The same square, uploaded again', 430);
    const fresh = await upload('Chosen, not saved yet', 440);
    const assetsBefore = await count('media_assets');

    const removed = await removeUnusedUploads(t.app.database, { now: clock() });
    // The unused upload's six renditions; it, and the first copy of the square, whose renditions went to the second.
    expect(removed).toEqual({ variants: unused.variants.length, assets: 2 });
    expect(await count('media_assets')).toBe(assetsBefore - 2);
    expect(await findAsset(t.app.database, unused.id)).toBeUndefined();
    expect(await findAsset(t.app.database, sharedFirst.id)).toBeUndefined();
    expect(new Set(await served(unused))).toEqual(new Set([404]));
    for (const kept of [portrait, replaced, newer, slide, sharedAgain, fresh]) {
      expect(new Set(await served(kept)), kept.alt).toEqual(new Set([200]));
      expect((await findAsset(t.app.database, kept.id))?.variants, kept.alt).toHaveLength(kept.variants.length);
    }
  });

  it('removes an upload once its grace has passed, however many processes run it at once', async () => {
    const variantsBefore = await count('media_variants');
    // Both unused uploads above (the square's second copy and the one never saved) are two days old now.
    const now = new Date(clock().getTime() + 48 * HOUR);
    const runs = await Promise.all([removeUnusedUploads(t.app.database, { now }), removeUnusedUploads(t.app.database, { now })]);
    const total = runs.reduce((sum, run) => ({ variants: sum.variants + run.variants, assets: sum.assets + run.assets }), {
      variants: 0,
      assets: 0,
    });
    expect(total).toEqual({ variants: 12, assets: 2 });
    expect(await count('media_variants')).toBe(variantsBefore - 12);
    expect(await removeUnusedUploads(t.app.database, { now })).toEqual({ variants: 0, assets: 0 });
  });

  it('keeps an unused upload as long as the grace it is given', async () => {
    clock.set('2026-12-06T09:00:00.000Z');
    const recent = await upload('Uploaded an hour ago', 450);
    expect(await removeUnusedUploads(t.app.database, { now: new Date(clock().getTime() + HOUR), graceMs: 2 * HOUR })).toEqual({
      variants: 0,
      assets: 0,
    });
    expect(await removeUnusedUploads(t.app.database, { now: new Date(clock().getTime() + 3 * HOUR), graceMs: 2 * HOUR })).toEqual({
      variants: recent.variants.length,
      assets: 1,
    });
  });
});
