/**
 * A page address from a title or subject: plain letters, digits and hyphens, at most 60 characters;
 * `fallback` when nothing is left (a Malayalam-only title).
 */
export function slugFrom(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}
