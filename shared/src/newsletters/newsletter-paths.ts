/**
 * A sent newsletter's own page (issue 29), apart from routes.ts: the home page's first load carries
 * routes.ts whole, and only the titles (loaded later) and the server read this.
 */

/** The slug of a sent newsletter's page (`/newsletters/<slug>`), else undefined; `feed.atom` is no slug. */
export function newsletterSlugOf(pathname: string): string | undefined {
  return /^\/newsletters\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}
