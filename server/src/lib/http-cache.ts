import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON document, its strong ETag, and its compressed forms when worth having. */
export interface CacheableBody {
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

// Below this, compressing saves less than the headers it costs.
const COMPRESS_FROM_BYTES = 1024;

export function toCacheable(data: unknown): CacheableBody {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return { body, etag };
  return {
    body,
    etag,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(body, { level: 6 }),
  };
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
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, { body, etag, br, gzip }: CacheableBody, vary = 'Accept-Encoding') {
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60').header('Vary', vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return sendEncoded(request, reply, { identity: body, br, gzip });
}

/**
 * Sends the Brotli or gzip form the client accepts, when there is one, else the bytes as they are;
 * forms compressed once, ahead, for every answer (documents, pages, the shell). Sets no other header.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, forms: { identity: string | Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined }) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (forms.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(forms.br);
  if (forms.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(forms.gzip);
  return reply.send(forms.identity);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
