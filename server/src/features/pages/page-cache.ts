import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A rendered page: its HTML as UTF-8, a strong ETag, and its compressed forms. */
export interface RenderedPage {
  bytes: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** A page's HTML as rendered, and the time (ms) after which it must be rendered again, if any. */
export interface PageRender {
  html: string;
  expiresAt?: number | undefined;
}

export interface PageCache {
  /** The page as last rendered, rendering it first when no render since the last clear (and still in its time) has it. */
  get(pathname: string): Promise<RenderedPage>;
  /** The page as `get` would answer it now without rendering, when its render is done (the kept answers). */
  peek(pathname: string): RenderedPage | undefined;
  /** Forgets every page. A render that started before is still answered but not kept. */
  clear(): void;
}

/** Compresses a rendered page once, for every visitor until the next clear. */
export function toRenderedPage(html: string): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    // Quality 5: about 1 ms for the home page and 2% larger than 9, which takes over 10 ms (a save renders every page).
    br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: gzipSync(bytes, { level: 6 }),
  };
}

/**
 * Pages by path, each rendered once however many visitors ask at the same moment. A clear while a
 * render runs drops it from the map, so that render (read from the content before the save) is
 * answered to those already waiting but not kept: the next request renders again.
 */
export function createPageCache(render: (pathname: string) => Promise<string | PageRender>, now: () => number = Date.now): PageCache {
  const pages = new Map<string, Promise<RenderedPage>>();
  // The same pages once rendered, for `peek`.
  const done = new Map<string, RenderedPage>();
  // A page whose content changes with time (the events page's order) is kept until that time.
  const expiries = new Map<string, number>();
  const inTime = (pathname: string) => {
    const expiresAt = expiries.get(pathname);
    return expiresAt === undefined || now() < expiresAt;
  };
  return {
    get(pathname) {
      const cached = pages.get(pathname);
      if (cached && inTime(pathname)) return cached;
      expiries.delete(pathname);
      done.delete(pathname);
      const rendering: Promise<RenderedPage> = render(pathname).then((rendered) => {
        const { html, expiresAt: until } = typeof rendered === 'string' ? { html: rendered, expiresAt: undefined } : rendered;
        if (until !== undefined && pages.get(pathname) === rendering) expiries.set(pathname, until);
        const page = toRenderedPage(html);
        if (pages.get(pathname) === rendering) done.set(pathname, page);
        return page;
      });
      pages.set(pathname, rendering);
      // A failed render is not kept: the next request tries again.
      rendering.catch(() => {
        if (pages.get(pathname) === rendering) pages.delete(pathname);
      });
      return rendering;
    },
    peek(pathname) {
      const page = done.get(pathname);
      return page && inTime(pathname) ? page : undefined;
    },
    clear() {
      pages.clear();
      done.clear();
      expiries.clear();
    },
  };
}
