/** Ease-out (cubic): fast at first, slowing towards the end; `progress` and the result run from 0 to 1. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** The number a counter shows `elapsed` ms into a count-up from 0 to `target` lasting `duration` ms. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  return Math.round(target * easeOut(duration > 0 ? elapsed / duration : 1));
}
