import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from './app-error';

/** Where a page of a list in creation order (newest or oldest first) ends: the last row's creation time and id. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

const BAD_CURSOR = 'That page link is not valid.';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A cursor's JSON: [created_at, id]. */
const CursorPair = z.tuple([z.string().regex(ISO_INSTANT), z.string().min(1).max(100)]);

/** An opaque cursor: the base64url of the JSON pair [created_at, id] of the last row shown. */
function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/**
 * The page of `rows` (read with `limit + 1`: one row more than asked tells whether another page
 * exists) and the cursor of the next page, made from the last row shown.
 */
export function pageOf<T>(rows: T[], limit: number, positionOf: (row: T) => PagePosition): { page: T[]; nextCursor: string | undefined } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : undefined };
}

/** The position of a stored row (`created_at`, `id`), for pageOf. */
export const rowPosition = (row: { created_at: string; id: string }): PagePosition => ({ createdAt: row.created_at, id: row.id });

/** Reads a cursor made by encodeCursor; anything else is a 400 on the `cursor` field. */
export function decodeCursor(cursor: string): PagePosition {
  const invalid = () => badRequest(BAD_CURSOR, { cursor: BAD_CURSOR });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const pair = CursorPair.safeParse(value);
  if (!pair.success) throw invalid();
  const [createdAt, id] = pair.data;
  return { createdAt, id };
}

/** `Link: <path?...>; rel="next"` for the page after this one, keeping the caller's filters and page size. */
export function nextPageLink(path: string, query: Record<string, string | number | boolean | undefined>, cursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'cursor' && value !== undefined && value !== '') params.set(name, String(value));
  }
  params.set('cursor', cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/**
 * The headers of one page of a list: `X-Total-Count`, and while more remain the `Link` to the next
 * page under `path`, keeping `query` (filters and page size).
 */
export function setPageHeaders(
  reply: FastifyReply,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  page: { total: number; nextCursor: string | undefined },
): void {
  reply.header('X-Total-Count', String(page.total));
  if (page.nextCursor) reply.header('Link', nextPageLink(path, query, page.nextCursor));
}

/** Where a page of a list in another order ends: the last row's sort key and id (the directory, by name). */
interface KeyPosition {
  key: string;
  id: string;
}

/** A key cursor's JSON: ['k', sort key, id]. */
const KeyTriple = z.tuple([z.literal('k'), z.string().max(200), z.string().min(1).max(100)]);

/** The page of `rows` (read with `limit + 1`) and the cursor of the next page, by sort key and id. */
export function pageByKeyOf<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => KeyPosition,
): { page: T[]; nextCursor: string | undefined } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  if (!(rows.length > limit && last)) return { page, nextCursor: undefined };
  const position = positionOf(last);
  return { page, nextCursor: Buffer.from(JSON.stringify(['k', position.key, position.id])).toString('base64url') };
}

/** Reads a cursor made by pageByKeyOf; anything else is a 400 on the `cursor` field. */
export function decodeKeyCursor(cursor: string): KeyPosition {
  const invalid = () => badRequest(BAD_CURSOR, { cursor: BAD_CURSOR });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const triple = KeyTriple.safeParse(value);
  if (!triple.success) throw invalid();
  const [, key, id] = triple.data;
  return { key, id };
}
