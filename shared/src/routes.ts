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
  '/login',
  '/memberlogin',
  '/register',
] as const;

export const staffPaths = ['/admin', '/operator', '/enabler'] as const;

export const knownPaths: readonly string[] = [...publicPaths, ...staffPaths];

/** Whether the router has a screen for this path (a trailing slash is ignored). */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.includes(path);
}
