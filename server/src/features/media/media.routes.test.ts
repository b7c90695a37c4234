import { randomBytes } from 'node:crypto';
import type { EnablerProfileItem, MediaAsset, User, VersionedItem } from '@wfc/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart, photo } from '../../../test/uploads';

describe('image uploads (issue 17, decision 023)', () => {
  let t: TestApp;
  let users: Record<'ada' | 'meera', User>;

  beforeAll(async () => {
    t = await createTestApp();
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      meera: { name: 'Meera Enabler', email: 'meera@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => t.close());

  const upload = async (
    fields: Record<string, string>,
    file?: { name: string; type: string; data: Buffer },
    who: 'ada' | 'meera' = 'ada',
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(t.app, users[who])) },
    });
  };
  const stored = async () => {
    const count = async (table: 'media_assets' | 'media_variants') =>
      Number(
        (
          await t.app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { assets: await count('media_assets'), variants: await count('media_variants') };
  };

  it('turns a JPEG into WebP and AVIF at each width up to its own, served from content-hashed addresses as immutable', async () => {
    const answer = await upload(
      { alt: 'Meera smiling at a workshop in Kochi' },
      { name: 'meera.jpg', type: 'image/jpeg', data: await photo(800, 600) },
    );
    expect(answer.statusCode).toBe(201);
    const asset = answer.json<MediaAsset>();
    expect(asset).toMatchObject({ alt: 'Meera smiling at a workshop in Kochi', width: 800, height: 600 });
    expect(asset.variants.map(({ format, width, height }) => `${format} ${width}x${height}`).sort()).toEqual(
      ['avif 160x120', 'avif 320x240', 'avif 640x480', 'webp 160x120', 'webp 320x240', 'webp 640x480'].sort(),
    );
    for (const variant of asset.variants) {
      expect(variant.url).toMatch(/^\/uploads\/[\w-]{22}\.(webp|avif)$/);
      const served = await t.app.inject({ url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.length).toBe(variant.bytes);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect((await t.app.inject({ url: variant.url, headers: { 'if-none-match': String(served.headers.etag) } })).statusCode).toBe(304);
    }
  });

  it('never enlarges a small image', async () => {
    const asset = (
      await upload(
        { alt: 'A small logo' },
        {
          name: 'logo.png',
          type: 'image/png',
          data: await sharp({ create: { width: 200, height: 100, channels: 4, background: '#114433' } })
            .png()
            .toBuffer(),
        },
      )
    ).json<MediaAsset>();
    expect([...new Set(asset.variants.map((variant) => variant.width))].sort((a, b) => a - b)).toEqual([160, 200]);
  });

  it('gives an image uploaded again every rendition, stored once', async () => {
    const bytes = await photo(480, 360, { r: 10, g: 90, b: 160 });
    const first = (await upload({ alt: 'A blue square' }, { name: 'a.jpg', type: 'image/jpeg', data: bytes })).json<MediaAsset>();
    const before = await stored();
    const again = (await upload({ alt: 'The same blue square' }, { name: 'b.jpg', type: 'image/jpeg', data: bytes })).json<MediaAsset>();
    expect(again.id).not.toBe(first.id);
    expect(again.variants.map((variant) => variant.url).sort()).toEqual(first.variants.map((variant) => variant.url).sort());
    expect(await stored()).toEqual({ assets: before.assets + 1, variants: before.variants });
  });

  it('refuses hostile and broken uploads with a clear message, and stores nothing', async () => {
    const before = await stored();
    const good = await photo(400, 300);
    const cases: [string, Record<string, string>, { name: string; type: string; data: Buffer } | undefined, number, string, string][] = [
      [
        'an HTML page named .jpg',
        { alt: 'x' },
        { name: 'cat.jpg', type: 'image/jpeg', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
        400,
        'file',
        'Please upload a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.',
      ],
      [
        'an SVG',
        { alt: 'x' },
        {
          name: 'logo.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
        },
        400,
        'file',
        'Please upload a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.',
      ],
      [
        'a truncated JPEG',
        { alt: 'x' },
        { name: 'half.jpg', type: 'image/jpeg', data: good.subarray(0, Math.floor(good.length / 2)) },
        400,
        'file',
        'That image could not be read: it may be damaged or incomplete. Please export it again and upload it.',
      ],
      [
        'a decompression bomb (a tiny PNG of 60 million pixels)',
        { alt: 'x' },
        {
          name: 'bomb.png',
          type: 'image/png',
          data: await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000000' } })
            .png({ compressionLevel: 9, palette: true })
            .toBuffer(),
        },
        400,
        'file',
        'That image is too large in pixels (at most 40 million). Please make it smaller and upload it again.',
      ],
      [
        'a file over 8 MB',
        { alt: 'x' },
        { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.concat([good, randomBytes(8 * 1024 * 1024)]) },
        413,
        'file',
        'The image must be at most 8 MB.',
      ],
      [
        'no alt text',
        { alt: '   ' },
        { name: 'ok.jpg', type: 'image/jpeg', data: good },
        400,
        'alt',
        'Please describe the image for people who cannot see it (alt text).',
      ],
      ['no file', { alt: 'A photo' }, undefined, 400, 'file', 'Please choose an image to upload.'],
    ];
    for (const [what, fields, file, status, field, message] of cases) {
      const answer = await upload(fields, file);
      expect(answer.statusCode, what).toBe(status);
      expect(answer.json().fields?.[field], what).toBe(message);
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: { alt: 'x' },
      headers: bearer(await tokenFor(t.app, users.ada)),
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers an unknown or malformed address 404, without looking it up', async () => {
    expect((await t.app.inject({ url: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/x.svg' })).statusCode).toBe(404);
  });

  it('lets an enabler upload her photo and save it on her profile: the directory offers it as AVIF and WebP with her alt text', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/enabler-profiles/4/account',
      headers: bearer(await tokenFor(t.app, users.ada)),
      payload: { userId: users.meera._id },
    });
    const asset = (
      await upload({ alt: 'Meera at her desk' }, { name: 'me.jpg', type: 'image/jpeg', data: await photo(640, 640) }, 'meera')
    ).json<MediaAsset>();
    const headers = bearer(await tokenFor(t.app, users.meera));
    const { item, version } = (await t.app.inject({ url: '/api/enabler/profile/edit', headers })).json<VersionedItem<EnablerProfileItem>>();
    const { photo: _photo, photoSources: _sources, photoAlt: _alt, ...fields } = item;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/profile',
      headers,
      payload: { ...fields, version, photoMediaId: asset.id },
    });
    expect(saved.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: '/api/enablers' }))
      .json<{ id: number; photo: string; photoSources?: { webp: string; avif: string }; photoAlt?: string }[]>()
      .find((enabler) => enabler.id === 4)!;
    expect(listed.photo).toMatch(/^\/uploads\/[\w-]{22}\.webp$/);
    expect(listed.photoAlt).toBe('Meera at her desk');
    expect(listed.photoSources?.avif).toMatch(
      /^\/uploads\/[\w-]{22}\.avif 160w, \/uploads\/[\w-]{22}\.avif 320w, \/uploads\/[\w-]{22}\.avif 640w$/,
    );
    expect(listed.photoSources?.webp).toContain(`${listed.photo} 160w`);

    // An id that names no upload is refused; the photo stays.
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/profile',
      headers,
      payload: { ...fields, version: version + 1, photoMediaId: '2f6ad3f4-2b9c-4d7e-9a51-0c8e1f2d3b4a' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ photoMediaId: 'That photo could not be found. Please upload it again.' });
  });
});
