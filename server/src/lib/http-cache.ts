import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON document and its strong ETag. */
export interface CacheableBody {
  body: string;
  etag: string;
}

export function toCacheable(data: unknown): CacheableBody {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Keeps each document for `ttlMs`, so a burst of reads costs one query and one hash. Content is
 * public and sent with `max-age=60` anyway; a few seconds of staleness per process is harmless.
 */
export function createDocumentCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: CacheableBody; expires: number }>();
  return async (key: string, load: () => Promise<unknown>): Promise<CacheableBody> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = toCacheable(await load());
    entries.set(key, { value, expires: now() + ttlMs });
    return value;
  };
}

/**
 * Sends a public, briefly cacheable JSON document with its ETag, or `304` when the client's
 * `If-None-Match` already names it (api-contract.md, content reads).
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, { body, etag }: CacheableBody) {
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
