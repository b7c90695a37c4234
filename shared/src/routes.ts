import { dashboardSubPaths } from './dashboard-screens';
import { unlocalizedPath } from './locales';

/**
 * Every path the site's router knows. The server answers these with the app's HTML (200) and any
 * other non-API path with the 404 page and a real 404 status.
 */
export const publicPaths = [
  '/',
  '/allenablers',
  '/membership',
  '/events',
  '/resources',
  '/resources/blog',
  '/blogs',
  '/resources/podcast',
  '/podcast',
  '/resources/webinars',
  '/webinars',
  '/newsletters',
  '/login',
  '/memberlogin',
  '/register',
  '/forgot-password',
] as const;

/** The dashboards, and `/account` (change password, two-factor sign-in), which every role has. */
export const staffPaths = ['/admin', '/operator', '/enabler', '/account'] as const;

export { dashboardScreens, dashboardSubPaths, type Dashboard, type DashboardScreen, type DashboardScreenEntry } from './dashboard-screens';

/**
 * Pages for one person that anyone may open but no search engine should list: served with the app
 * shell (never prerendered, so nothing of them is in the built HTML) and marked noindex.
 * The requester's page, the password reset page, the invitation page, the e-mail verification page, a member's
 * confirm and unsubscribe pages and her sign-in link's page read their token from the URL's fragment,
 * which never reaches the server; a member's own page (`/member`, issue 28) reads her data through
 * her session, as the member directory does (`/members`, issue 42); an introduction's e-mailed link (`/introduction`)
 * reads its token from the fragment. A mentee's booking with an enabler (`/sessions/booking`, issue 31) reads its token from the fragment too.
 */
export const privatePaths = [
  '/request',
  '/reset-password',
  '/accept-invite',
  '/verify-email',
  '/membership/confirm',
  '/membership/unsubscribe',
  '/member',
  '/member/sign-in',
  '/events/registration',
  '/sessions/booking',
  '/members',
  '/introduction',
] as const;

// A call marked pure, not spreads: the site's first load never reads this list, and so leaves it
// (and the lists only it reads) out of its budget (decisions.md 18).
export const knownPaths: readonly string[] = /* @__PURE__ */ joinPaths(publicPaths, staffPaths, dashboardSubPaths, privatePaths);

function joinPaths(...lists: readonly (readonly string[])[]): readonly string[] {
  return lists.flat();
}

/** Whether the router has a screen for this path, in any language (a trailing slash is ignored). */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = unlocalizedPath(path);
  return knownPaths.includes(bare) || bookingProfileOf(bare) !== undefined;
}

/** The slug of a blog post's own page (`/resources/blog/<slug>` or `/blogs/<slug>`), else undefined. */
export function articleSlugOf(pathname: string): string | undefined {
  return /^\/(?:resources\/blog|blogs)\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}

/** The slug of an event's own page (`/events/<slug>`, issue 30), else undefined; `/events/registration` is a guest's own page. */
export function eventSlugOf(pathname: string): string | undefined {
  const slug = /^\/events\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  return slug === 'registration' ? undefined : slug;
}

/** The profile id of an enabler's booking page (`/book/<profileId>`, issue 31), else undefined. */
export function bookingProfileOf(pathname: string): number | undefined {
  const id = /^\/book\/([1-9]\d{0,8})\/?$/.exec(pathname)?.[1];
  return id === undefined ? undefined : Number(id);
}
