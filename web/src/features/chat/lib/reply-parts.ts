/** A piece of a bot reply: plain text, or a relative path of the site to show as a link. */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; path: string };

// "/membership", "/resources/blog", "/#quick-help": a slash at a word's start, ending on a letter or digit
// (so the full stop after "/membership." stays text); not inside an e-mail address or a URL.
const RELATIVE_PATH = /(?<![\w.@/:])\/[a-z0-9/#-]*[a-z0-9]/gi;

/** Splits a reply so that the site paths in it can be rendered as links. */
export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(RELATIVE_PATH)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', path: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
