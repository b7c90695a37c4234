import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, toRenderedPage } from './page-cache';

/** A render that waits until the test lets it finish, counting each call. */
function controlledRender() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  let version = 1;
  const render = async (pathname: string) => {
    calls.push(pathname);
    const seen = version;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return `<p>${pathname} v${seen}</p>`;
  };
  return {
    calls,
    render,
    bump: () => (version += 1),
    finishAll: () => waiting.splice(0).forEach((finish) => finish()),
  };
}

describe('createPageCache', () => {
  it('renders a page once for visitors who ask at the same moment, and keeps it', async () => {
    const control = controlledRender();
    const cache = createPageCache(control.render);
    const both = Promise.all([cache.get('/'), cache.get('/')]);
    control.finishAll();
    const [first, second] = await both;
    expect(first).toBe(second);
    expect((await cache.get('/')).bytes.toString()).toBe('<p>/ v1</p>');
    expect(control.calls).toEqual(['/']);
  });

  it('does not keep a render that started before a clear: the next visitor gets the new content', async () => {
    const control = controlledRender();
    const cache = createPageCache(control.render);
    const stale = cache.get('/events');
    control.bump();
    cache.clear();
    const fresh = cache.get('/events');
    control.finishAll();
    expect((await stale).bytes.toString()).toBe('<p>/events v1</p>');
    expect((await fresh).bytes.toString()).toBe('<p>/events v2</p>');
    expect((await cache.get('/events')).bytes.toString()).toBe('<p>/events v2</p>');
    expect(control.calls).toEqual(['/events', '/events']);
  });

  it('shows a page without rendering (peek) once its render is done, until a clear or its time', async () => {
    let now = 1_000;
    const control = controlledRender();
    const cache = createPageCache(
      async (pathname) => ({ html: await control.render(pathname), expiresAt: pathname === '/events' ? 2_000 : undefined }),
      () => now,
    );
    const home = cache.get('/');
    const events = cache.get('/events');
    expect(cache.peek('/')).toBeUndefined();
    control.finishAll();
    const [homePage, eventsPage] = await Promise.all([home, events]);
    expect(cache.peek('/')).toBe(homePage);
    expect(cache.peek('/events')).toBe(eventsPage);
    now = 2_000;
    expect(cache.peek('/events')).toBeUndefined();
    expect(cache.peek('/')).toBe(homePage);
    cache.clear();
    expect(cache.peek('/')).toBeUndefined();
  });

  it('does not show a render that started before a clear', async () => {
    const control = controlledRender();
    const cache = createPageCache(control.render);
    const stale = cache.get('/');
    cache.clear();
    control.finishAll();
    await stale;
    expect(cache.peek('/')).toBeUndefined();
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const cache = createPageCache(async () => {
      if (fail) throw new Error('content unreadable');
      return '<p>ok</p>';
    });
    await expect(cache.get('/')).rejects.toThrow('content unreadable');
    fail = false;
    expect((await cache.get('/')).bytes.toString()).toBe('<p>ok</p>');
  });
});

describe('toRenderedPage', () => {
  it('names the HTML by its bytes and keeps compressed forms that decode to it', () => {
    const html = `<!doctype html><p>${'Kerala '.repeat(400)}</p>`;
    const page = toRenderedPage(html);
    expect(page.etag).toBe(toRenderedPage(html).etag);
    expect(page.etag).not.toBe(toRenderedPage(`${html} `).etag);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.bytes.length);
  });
});
