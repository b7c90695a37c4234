import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, mediaMessages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { actorOf, requireRole } from '../auth/require-role';
import { findVariantData, uploadImage } from './media.service';

/** A rendition's id: a content hash and its format. Anything else is not looked up. */
const VARIANT_ID = /^[\w-]{22}\.(webp|avif)$/;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };
/** Renditions kept in memory after their first request: they never change. */
const MEMORY_LIMIT = 256;

/**
 * Uploads (POST /api/media, multipart: `alt`, then `file`) and the renditions' addresses (GET
 * /uploads/<hash>.<format>, cached for a year as immutable) (issue 17, decision 023).
 */
export async function mediaRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 } });

  app.post(
    '/api/media',
    { preHandler: requireRole(app, 'admin', 'enabler'), config: { rateLimit: app.limits.forms } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
      let bytes: Buffer | undefined;
      let alt: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') bytes = await part.toBuffer();
          else if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError(413, 'BODY_TOO_LARGE', mediaMessages.tooLarge, { file: mediaMessages.tooLarge });
        if (error instanceof Error && 'statusCode' in error) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
        throw error;
      }
      const asset = await uploadImage(app.database, { bytes, alt }, actorOf(request), app.clock());
      request.log.info({ by: actorOf(request)._id, media: asset.id, renditions: asset.variants.length }, 'image uploaded');
      return reply.code(201).send(asset);
    },
  );

  const memory = new Map<string, { type: string; data: Buffer }>();
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const { file } = request.params;
    if (!VARIANT_ID.test(file)) throw notFound('There is no such image.');
    let hit = memory.get(file);
    if (!hit) {
      const found = await findVariantData(app.database, file);
      if (!found) throw notFound('There is no such image.');
      hit = { type: CONTENT_TYPES[found.format] ?? 'application/octet-stream', data: found.data };
      if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
      memory.set(file, hit);
    }
    // The address names the bytes: they never change, so any cache may keep them for a year.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', `"${file}"`).type(hit.type);
    if (request.headers['if-none-match'] === `"${file}"`) return reply.code(304).send();
    return reply.send(hit.data);
  });
}
