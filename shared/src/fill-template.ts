/** A place in a page template (a literal string or a pattern) and what takes its place there. */
export type TemplateSlot = readonly [place: string | RegExp, content: string];

/**
 * The template with each place replaced by its content, taken literally: a `$&`, `$'` or `` $` ``
 * in a profile or a post is a dollar sign and two characters, never a replacement pattern of
 * `String.prototype.replace` (issue 26: they copied the template into the page). Each place is
 * found once in the template itself, so no content is ever searched for a later place; a place the
 * template lacks is an error rather than a page silently missing its body.
 */
export function fillTemplate(template: string, slots: readonly TemplateSlot[]): string {
  const spans = slots
    .map(([place, content]) => {
      const found = typeof place === 'string' ? { index: template.indexOf(place), length: place.length } : matchOf(template, place);
      if (found.index < 0) throw new Error(`The page template has no ${String(place)}`);
      return { start: found.index, end: found.index + found.length, content };
    })
    .sort((a, b) => a.start - b.start);
  let filled = '';
  let at = 0;
  for (const { start, end, content } of spans) {
    if (start < at) throw new Error('Two places of the page template overlap');
    filled += template.slice(at, start) + content;
    at = end;
  }
  return filled + template.slice(at);
}

function matchOf(template: string, pattern: RegExp): { index: number; length: number } {
  const match = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).exec(template);
  return match ? { index: match.index, length: match[0].length } : { index: -1, length: 0 };
}
