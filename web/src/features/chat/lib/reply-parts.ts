/** A piece of a bot reply: plain text, or a path of the site to show as a link. */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; path: string };

// What might be a path: a slash at a word's start (not inside an e-mail address or a URL) up to the
// last letter or digit before a space, so the full stop after "/membership." stays text.
const CANDIDATE = /(?<![\w.@/:\\%])\/[^\s<>"'`()]*[a-z0-9]/gi;

// A path of this site: one "/" and segments of letters, digits, "#" and "-" joined by single
// slashes ("/membership", "/resources/blog", "/#quick-help").
const SITE_PATH = /^\/(?:[a-z0-9#-]+\/)*[a-z0-9#-]+$/i;

/**
 * Whether `path` is one of the site's own paths, and so may become a link: never "//host",
 * "/\host", a scheme, or an escape such as "/%2F%2Fhost", which browsers read as another site.
 */
export const isSitePath = (path: string) => SITE_PATH.test(path);

/** Splits a reply so that the site's own paths in it can be rendered as links; nothing else becomes one. */
export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    if (!isSitePath(match[0])) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', path: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
