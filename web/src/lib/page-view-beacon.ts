import { articleSlugOf, eventSlugOf, publicPaths, unlocalizedPath } from '@wfc/shared';

/**
 * Tells the server of a move within the site to a public page (issue 43, docs/analytics.md): the
 * first page of a visit is counted as the server sends it, the pages opened after it by the site's
 * own navigation only by this beacon. Nothing is sent when the browser asks not to be tracked (DNT
 * or Global Privacy Control), nor for a staff screen, a member's page or any other private page.
 * Loaded only on the first move (the router imports it then), never with the first load.
 */
export function sendPageView(pathname: string): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (browser.doNotTrack === '1' || browser.globalPrivacyControl === true || typeof browser.sendBeacon !== 'function') return;
  if (!isPublicPage(pathname)) return;
  // A string is sent as text/plain: a simple request, with no preflight.
  browser.sendBeacon('/api/visits', JSON.stringify({ path: pathname }));
}

function isPublicPage(pathname: string): boolean {
  const bare = unlocalizedPath(pathname);
  return (
    (publicPaths as readonly string[]).includes(bare) ||
    articleSlugOf(bare) !== undefined ||
    eventSlugOf(bare) !== undefined ||
    /^\/newsletters\/[a-z0-9-]+$/.test(bare)
  );
}
