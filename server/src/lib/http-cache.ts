import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, type AnswerKind } from './kept-answers';

/** A serialized JSON document, its strong ETag, and its compressed forms when worth having. */
export interface CacheableBody {
  /** The JSON text, for readers that parse it (the rendered pages). */
  body: string;
  /** The same text as UTF-8, encoded once: what is sent, so no request encodes or measures the text again. */
  bytes: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

// Below this, compressing saves less than the headers it costs.
const COMPRESS_FROM_BYTES = 1024;

export function toCacheable(data: unknown): CacheableBody {
  return cacheableText(JSON.stringify(data));
}

function cacheableText(body: string): CacheableBody {
  const bytes = Buffer.from(body);
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  if (bytes.length < COMPRESS_FROM_BYTES) return { body, bytes, etag };
  return {
    body,
    bytes,
    etag,
    br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(bytes, { level: 6 }),
  };
}

/**
 * Keeps each document for `ttlMs`, so a burst of reads costs one query. Content is public and sent
 * with `max-age=60` anyway; a few seconds of staleness per process is harmless. A document read
 * again unchanged keeps its bytes, ETag and compressed forms: each version is hashed and compressed
 * once, not once every `ttlMs` (issue 39).
 */
export function createDocumentCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: CacheableBody; expires: number }>();
  const read = async (key: string, load: () => Promise<unknown>): Promise<CacheableBody> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const body = JSON.stringify(await load());
    const previous = entries.get(key)?.value;
    const value = previous?.body === body ? previous : cacheableText(body);
    entries.set(key, { value, expires: now() + ttlMs });
    return value;
  };
  /** The document as `read` would answer it without loading, if it has it and it is still in its time. */
  const peek = (key: string): CacheableBody | undefined => {
    const hit = entries.get(key);
    return hit && hit.expires > now() ? hit.value : undefined;
  };
  return Object.assign(read, { peek });
}

const DOCUMENT_CACHE_CONTROL = 'public, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a public, briefly cacheable JSON document with its ETag, or `304` when the client's
 * `If-None-Match` already names it (api-contract.md, content reads).
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  { bytes, etag, br, gzip }: CacheableBody,
  vary = 'Accept-Encoding',
) {
  reply.header('ETag', etag).header('Cache-Control', DOCUMENT_CACHE_CONTROL).header('Vary', vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  return sendEncoded(request, reply, { identity: bytes, br, gzip });
}

/** What `sendCacheable` says besides the document, for the kept answers (`kept-answers.ts`). */
export function documentAnswerKind(vary = 'Accept-Encoding'): AnswerKind {
  return { cacheControl: DOCUMENT_CACHE_CONTROL, vary, contentType: JSON_TYPE, etagMatch: 'list' };
}

/**
 * Sends the Brotli or gzip form the client accepts, when there is one, else the bytes as they are;
 * forms compressed once, ahead, for every answer (documents, pages, the shell). Sets no other header.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  forms: { identity: string | Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined },
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (forms.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(forms.br);
  if (forms.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(forms.gzip);
  return reply.send(forms.identity);
}
