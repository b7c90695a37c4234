import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  articleSlugOf,
  eventSlugOf,
  fillTemplate,
  htmlLangOf,
  locales,
  localizedPath,
  pageLocaleOfPath,
  pseudoLocale,
  publicPaths,
  unlocalizedPath,
  type Locale,
  type SiteResponse,
} from '@wfc/shared';
import { newsletterSlugOf } from '@wfc/shared/newsletters/newsletter-paths';
import malayalamFont from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import malayalamBoldFont from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2?url';
import { App } from './app/app';
import { eventOfPage, metaFor } from './app/page-meta';
import { eventJsonLd } from './features/event-pages/lib/event-json-ld';
import { loadI18n, MESSAGES_ID } from './lib/i18n';
import { INITIAL_DATA_ID, type InitialData } from './lib/initial-data';
import { PAGE_ORIGIN } from './lib/page-address';
import { StaticRouter } from './lib/router';
import { scriptJson } from './lib/script-json';

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
  // The page's language comes from its path (`/ml/...`, `/pseudo/...`), as in the browser before hydrating.
  const i18n = await loadI18n(pageLocaleOfPath(pathname));
  const page = <App data={data} i18n={i18n} hydrating router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />;
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

/**
 * The whole document of one page: `template` (the built index.html) with the page's title and
 * description, its rendered body, and the data it was rendered with, which the browser hydrates
 * from. Used by the build's prerender and by the server's answers to page forms.
 */
export async function renderDocument(template: string, url: string, pageData: InitialData, options: DocumentOptions = {}): Promise<string> {
  // The site's address goes with the page, so its absolute links (a share on WhatsApp) hydrate as rendered.
  const data = options.origin ? { ...pageData, [PAGE_ORIGIN]: options.origin } : pageData;
  const body = await renderPage(url, data);
  // The CSP forbids inline scripts: a page that needs one would not hydrate.
  if (/<script(?![^>]*\bsrc=)/i.test(body))
    throw new Error(`${url} rendered an inline script; every lazy screen must resolve before rendering`);
  const pathname = new URL(url, 'http://localhost').pathname;
  const locale = pageLocaleOfPath(pathname);
  const i18n = await loadI18n(locale);
  const meta = metaFor(unlocalizedPath(pathname), i18n, data);
  // A pseudo-locale page is for tests: no search engine is told about it.
  const origin = options.origin ?? '';
  const head =
    (locale === pseudoLocale
      ? ''
      : alternatesOf(pathname, origin) + feedLinkOf(pathname, locale, meta.title, origin) + structuredDataOf(pathname, data, origin)) +
    openGraphOf(pathname, locale, meta, data, origin) +
    fontPreloadOf(locale);
  const dataScript =
    `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(data)}</script>` +
    `<script type="application/json" id="${MESSAGES_ID}">${scriptJson(i18n.messages)}</script>`;
  // Filled in one pass with the content taken literally: a `$'` in a profile is text (issue 26).
  // The template's own og:image is relative, which link previews ignore: the page names its own.
  return fillTemplate(template.replace(TEMPLATE_OG_IMAGE, ''), [
    ['<html lang="en">', `<html lang="${htmlLangOf(locale)}">`],
    ['</head>', `${head}</head>`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`],
    [/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`],
    ['<div id="root"></div>', `<div id="root">${body}</div>${dataScript}`],
  ]);
}

export interface DocumentOptions {
  /** The address people open the site at (PUBLIC_URL), for the links that must be absolute. */
  origin?: string;
}

const TEMPLATE_OG_IMAGE = /<meta property="og:image" content="[^"]*" \/>/;
/** The picture of a page that has none of its own, in link previews. */
const DEFAULT_OG_IMAGE = '/images/og-image.webp';

/**
 * The page's link preview (Open Graph, issue 44: WhatsApp, and most apps, read it when a link is
 * pasted): its title and description, its absolute address in its language, its language, and its
 * picture (an event's cover or a post's image, else the site's), each escaped.
 */
function openGraphOf(
  pathname: string,
  locale: string,
  meta: { title: string; description: string },
  data: InitialData,
  origin: string,
): string {
  const bare = unlocalizedPath(pathname);
  const slug = articleSlugOf(bare);
  const post = slug === undefined ? undefined : (data[`/api/blog/${slug}`] as { post?: { image?: string } } | undefined)?.post;
  const image = eventOfPage(bare, data)?.coverImage ?? post?.image ?? DEFAULT_OG_IMAGE;
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : origin + href);
  const tags: [string, string][] = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', origin + pathname],
    ['og:locale', locale === 'ml' ? 'ml_IN' : 'en_IN'],
    ['og:image', absolute(image)],
  ];
  return tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('');
}

/**
 * The same page in every language, for search engines (`hreflang`, English as `x-default`): on the
 * pages they may list, the public ones and the blog's posts; not on a 404 or a private page.
 */
function alternatesOf(pathname: string, origin: string): string {
  const bare = unlocalizedPath(pathname);
  const listed =
    (publicPaths as readonly string[]).includes(bare) ||
    [articleSlugOf, newsletterSlugOf, eventSlugOf].some((slugOf) => slugOf(bare) !== undefined);
  if (!listed) return '';
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + href)}" />`;
  return [...locales.map((locale) => link(locale, localizedPath(locale, bare))), link('x-default', bare)].join('');
}

/** The newsletters' archive names its Atom feed in its language, for feed readers and browsers to find (issue 29). */
function feedLinkOf(pathname: string, locale: Locale, title: string, origin: string): string {
  if (unlocalizedPath(pathname) !== '/newsletters') return '';
  const href = origin + localizedPath(locale, '/newsletters/feed.atom');
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
}

/**
 * An event's page describes its event to search engines as schema.org `Event` data (issue 30), in
 * the head: a data block, not a script the CSP would have to allow, escaped so no text of the event
 * can end the element.
 */
function structuredDataOf(pathname: string, data: InitialData, origin: string): string {
  const event = eventOfPage(unlocalizedPath(pathname), data);
  const site = data['/api/site'] as SiteResponse | undefined;
  if (!event || !site) return '';
  const json = eventJsonLd(event, { url: origin + pathname, origin, clubName: site.name });
  return `<script type="application/ld+json">${scriptJson(json)}</script>`;
}

/**
 * A Malayalam page's fonts, asked for with the document rather than once the page has been laid
 * out: both weights, since every page has bold headings and buttons. Found only at layout, the bold
 * one arrived after the first paint and its swap moved the page (Lighthouse: CLS 0.13 on
 * /ml/allenablers, as the headings wrapped anew).
 */
function fontPreloadOf(locale: string): string {
  if (locale !== 'ml') return '';
  return [malayalamFont, malayalamBoldFont]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`)
    .join('');
}
