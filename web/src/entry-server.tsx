import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import type { InitialData } from './lib/initial-data';

export { metaFor } from './app/page-meta';

/**
 * Renders one page to HTML at build time. The first pass (which waits for Suspense) loads every
 * lazy screen the page uses; the second, synchronous pass renders with all of them resolved into
 * complete HTML. The streaming renderer's output alone would reveal boundaries with inline
 * scripts, which the site's CSP (no inline scripts) blocks.
 */
export async function renderPage(url: string, data: InitialData): Promise<string> {
  const page = <App data={data} router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />;
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) {
    // Drained only so that every lazy screen has loaded.
  }
  return renderToString(page);
}
