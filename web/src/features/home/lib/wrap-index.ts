/** The slide at `index` of a carousel of `count` slides, wrapping past either end (-1 is the last, `count` the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
