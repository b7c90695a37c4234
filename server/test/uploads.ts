import { randomBytes } from 'node:crypto';
import type { MediaAsset, User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, tokenFor } from './accounts';

/** A multipart/form-data body of text fields and one file, as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----wfc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A plain JPEG of this size, made here. */
export const photo = (width: number, height: number, background = { r: 200, g: 120, b: 80 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads a JPEG through POST /api/media as `who`, and answers the stored asset. */
export async function uploadPhoto(app: FastifyInstance, who: User, alt: string, size = { width: 800, height: 450 }): Promise<MediaAsset> {
  const body = multipart({ alt }, { name: 'photo.jpg', type: 'image/jpeg', data: await photo(size.width, size.height) });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await tokenFor(app, who)) },
  });
  if (answer.statusCode !== 201) throw new Error(`upload failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<MediaAsset>();
}
