import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { localeOfPath, unlocalizedPath } from '@wfc/shared';
import { App } from './app/app';
import { metaFor } from './app/page-meta';
import { loadI18n } from './lib/i18n';
import { INITIAL_DATA_ID, type InitialData } from './lib/initial-data';

export { metaFor };

// Paths rendered in full once in this process: every lazy screen they use has loaded since.
const loadedPaths = new Set<string>();
// A Suspense boundary that rendered its fallback because something it holds had not loaded.
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders one page to HTML. The first time a path is rendered, a first pass (which waits for
 * Suspense) loads every lazy screen the page uses, and a second, synchronous pass renders with all
 * of them resolved into complete HTML; from then on (the server renders a path again after each
 * content save, decision 021) the synchronous pass alone does, unless a boundary still fell back.
 * The streaming renderer's output alone would reveal boundaries with inline scripts, which the
 * site's CSP (no inline scripts) blocks.
 */
export async function renderPage(url: string, data: InitialData): Promise<string> {
  const pathname = new URL(url, 'http://localhost').pathname;
  // The page's language comes from its path (`/ml/...`), as in the browser before hydrating.
  const i18n = await loadI18n(localeOfPath(pathname));
  const page = <App data={data} i18n={i18n} router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />;
  if (loadedPaths.has(pathname)) {
    const html = renderToString(page);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  }
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) {
    // Drained only so that every lazy screen has loaded.
  }
  loadedPaths.add(pathname);
  return renderToString(page);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside a script element must not be able to close it.
const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The whole document of one page: `template` (the built index.html) with the page's title and
 * description, its rendered body, and the data it was rendered with, which the browser hydrates
 * from. Used by the build's prerender and by the server's answers to page forms.
 */
export async function renderDocument(template: string, url: string, data: InitialData): Promise<string> {
  const body = await renderPage(url, data);
  // The CSP forbids inline scripts: a page that needs one would not hydrate.
  if (/<script(?![^>]*\bsrc=)/i.test(body)) throw new Error(`${url} rendered an inline script; every lazy screen must resolve before rendering`);
  const pathname = new URL(url, 'http://localhost').pathname;
  const meta = metaFor(unlocalizedPath(pathname), data);
  const dataScript = `<script type="application/json" id="${INITIAL_DATA_ID}">${escapeJson(JSON.stringify(data))}</script>`;
  return template
    .replace('<html lang="en">', `<html lang="${localeOfPath(pathname)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${dataScript}`);
}
