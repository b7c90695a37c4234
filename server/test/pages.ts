import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Reads a cursor-paged list from `firstUrl` to its end, following each `Link: <...>; rel="next"`
 * (which must stay under `path` and keep `limit`); returns every page's items and X-Total-Count.
 */
export async function readAllPages<T>(app: FastifyInstance, path: string, firstUrl: string, headers: Record<string, string>) {
  const pages: T[][] = [];
  const totals: string[] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json() as T[]);
    totals.push(String(response.headers['x-total-count']));
    const link = response.headers.link as string | undefined;
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    if (link) expect(url).toMatch(new RegExp(`^${path.replace(/[/]/g, '\\/')}\\?limit=\\d+&cursor=[A-Za-z0-9_-]+$`));
  }
  return { pages, totals };
}
