import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A rendered page: its HTML, a strong ETag, and its compressed forms. */
export interface RenderedPage {
  html: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PageCache {
  /** The page as last rendered, rendering it first when no render since the last clear has it. */
  get(pathname: string): Promise<RenderedPage>;
  /** Forgets every page. A render that started before is still answered but not kept. */
  clear(): void;
}

/** Compresses a rendered page once, for every visitor until the next clear. */
export function toRenderedPage(html: string): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
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
export function createPageCache(render: (pathname: string) => Promise<string>): PageCache {
  const pages = new Map<string, Promise<RenderedPage>>();
  return {
    get(pathname) {
      const cached = pages.get(pathname);
      if (cached) return cached;
      const rendering = render(pathname).then(toRenderedPage);
      pages.set(pathname, rendering);
      // A failed render is not kept: the next request tries again.
      rendering.catch(() => {
        if (pages.get(pathname) === rendering) pages.delete(pathname);
      });
      return rendering;
    },
    clear() {
      pages.clear();
    },
  };
}
