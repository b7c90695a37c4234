import multipart from '@fastify/multipart';
import { BlockBody, DirectoryQuery, ListingBody, MAX_IMAGE_BYTES, mediaMessages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { memberSessionOf, requireMember } from '../member-sign-in/member-session';
import {
  assertMember,
  blockMember,
  blocksOf,
  cardPhoto,
  directoryCard,
  directoryFilters,
  myListing,
  saveListing,
  savePhoto,
  searchDirectory,
  unblockMember,
} from './directory.service';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

/** The member directory (issue 42): her listing, the directory, photos and blocks. */
export async function directoryRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 } });
  const member = { preHandler: requireMember(app) };
  const limited = { ...member, config: { rateLimit: app.limits.forms } };
  const emailOf = (request: Parameters<typeof memberSessionOf>[0]) => memberSessionOf(request).email;

  app.get('/api/member/listing', member, async (request) => myListing(app.database, emailOf(request)));

  app.put('/api/member/listing', limited, async (request) =>
    saveListing(app.database, emailOf(request), parseInput(ListingBody, request.body), app.clock()),
  );

  app.post('/api/member/listing/photo', limited, async (request, reply) => {
    await assertMember(app.database, emailOf(request));
    if (!request.isMultipart()) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') bytes = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError(413, 'BODY_TOO_LARGE', mediaMessages.tooLarge, { file: mediaMessages.tooLarge });
      if (error instanceof Error && 'statusCode' in error) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
      throw error;
    }
    const answer = await savePhoto(app.database, emailOf(request), bytes, app.clock());
    request.log.info({ memberSessionId: memberSessionOf(request).id, media: answer.photoId }, 'card photo uploaded');
    return reply.code(201).send(answer);
  });

  app.get('/api/member/directory', member, async (request) =>
    searchDirectory(app.database, emailOf(request), parseInput(DirectoryQuery, request.query)),
  );

  app.get('/api/member/directory/filters', member, async (request) => directoryFilters(app.database, emailOf(request)));

  app.get<{ Params: { id: string } }>('/api/member/directory/:id', member, async (request) =>
    directoryCard(app.database, emailOf(request), request.params.id),
  );

  app.get<{ Params: { file: string } }>('/api/member/directory/photos/:file', member, async (request, reply) => {
    const found = await cardPhoto(app.database, emailOf(request), request.params.file);
    // Her browser may keep it a while; no shared cache ever may.
    reply.header('Cache-Control', 'private, max-age=3600').type(CONTENT_TYPES[found.format] ?? 'application/octet-stream');
    return reply.send(found.data);
  });

  app.get('/api/member/blocks', member, async (request) => blocksOf(app.database, emailOf(request)));

  app.post('/api/member/blocks', limited, async (request) =>
    blockMember(app.database, emailOf(request), parseInput(BlockBody, request.body).listingId, app.clock()),
  );

  app.delete<{ Params: { listingId: string } }>('/api/member/blocks/:listingId', limited, async (request) =>
    unblockMember(app.database, emailOf(request), request.params.listingId),
  );
}
