import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a public, briefly cacheable JSON document with a strong ETag, or `304` when the client's
 * `If-None-Match` already names it (api-contract.md, content reads).
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
