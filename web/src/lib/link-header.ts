/**
 * The `rel="next"` target of a `Link` header (RFC 8288), or null. Only a target under `within`
 * (the list's own path) is followed, so a header can never send the staff token elsewhere.
 */
export function parseNextLinkWithin(header: string | null, within: string): string | null {
  if (!header) return null;
  for (const match of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const [, target = '', params = ''] = match;
    const isNext = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(params)?.[1]?.split(/\s+/).includes('next');
    if (isNext && (target === within || target.startsWith(`${within}?`))) return target;
  }
  return null;
}
