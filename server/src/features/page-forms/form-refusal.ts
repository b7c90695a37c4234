import { localeOfPath, pageFormAction, type PageFormName } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { localizeErrorBody, localizeText } from '../../lib/localize';

const CROSS_SITE = 'Please send this form from our own website.';
const BACK_TO_FORM = 'Go back to the form.';

/**
 * Why a page form's post is refused before its body is read, or undefined when it may go on. Every
 * post is counted against its form's budget first, those another site sent included, so a flood of
 * them is refused as a flood (issue 26: they were refused uncounted, each with a whole page).
 */
export async function refusalOf(app: FastifyInstance, request: FastifyRequest, route: string): Promise<AppError | undefined> {
  try {
    await app.limits.spend(route, request);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  if (isCrossSite(request)) return new AppError(403, 'FORBIDDEN', CROSS_SITE);
  return undefined;
}

/**
 * A post another site's page made the visitor's browser send (browsers name the sending page's
 * origin on every post), which would spend her rate-limit budget or sign her in unasked.
 */
function isCrossSite(request: FastifyRequest): boolean {
  // Sec-Fetch-Site is set by the browser itself and cannot be forged by a page; older browsers send Origin.
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  // No Origin: not a browser's cross-site post (every browser that omits Sec-Fetch-Site names it).
  if (origin === undefined) return false;
  // `null` is an opaque origin (a sandboxed frame, a data: page, a redirect from another site): never ours.
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

/**
 * The answer to a refused post: a small page in the form's language saying why, with a link back
 * to the form; no page render, no content read. Cheap on purpose, since anyone can send many.
 */
export function sendRefusal(reply: FastifyReply, pathname: string, form: PageFormName, refusal: AppError) {
  const locale = localeOfPath(pathname);
  const message = localizeErrorBody(refusal.toBody(), locale, refusal.messageTemplate).message;
  const back = localizeText(BACK_TO_FORM, locale);
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8" />` +
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" />' +
    `<title>${escapeHtml(message)}</title>` +
    '<style>body{margin:0;padding:2rem 1rem;font:1.125rem/1.6 system-ui,sans-serif;color:#111827}main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.4;color:#14532d}a{color:#14532d}</style>' +
    `</head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(pageFormAction(form, pathname))}">${escapeHtml(back)}</a></p></main></body></html>`;
  if (refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
  return reply.code(refusal.statusCode).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
