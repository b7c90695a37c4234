/** One counted event (a failed sign-in, a reset e-mail): when, and an id to take it back by. */
export interface Stamp {
  time: number;
  id: string;
}

/** Keys one in-process log tracks at most, so that a flood of made-up keys cannot exhaust memory. */
export const MAX_TRACKED_KEYS = 100_000;

/** The longest `Retry-After` told to a caller refused because the log is full: slots free as keys age out. */
const FULL_RETRY_MS = 60_000;

/**
 * Per-key events within a sliding window, in one process, with a ceiling on the number of keys.
 * The ceiling never forgets a key that still has an event inside its window (an attacker flooding
 * the log with other keys must not make it forget a victim's failures, issue 16): when it is full,
 * keys whose events have all aged out are dropped, least recently counted first, and if none has, a
 * new key is refused until one does.
 */
export class WindowLog {
  // Least recently counted first: `add` re-inserts a key, which moves it to the end.
  private readonly stamps = new Map<string, Stamp[]>();

  constructor(
    readonly windowMs: number,
    private readonly maxKeys = MAX_TRACKED_KEYS,
  ) {}

  /** The key's events younger than the window, oldest first (older ones are dropped). */
  recent(key: string, nowMs: number): Stamp[] {
    const all = this.stamps.get(key);
    if (!all) return [];
    const recent = all.filter((stamp) => stamp.time > nowMs - this.windowMs);
    if (recent.length === 0) this.stamps.delete(key);
    else if (recent.length !== all.length) this.stamps.set(key, recent);
    return recent;
  }

  /** 0 when `key` may be added now; otherwise the milliseconds until the full log has room for a new key. */
  waitForRoom(key: string, nowMs: number): number {
    if (this.stamps.has(key) || this.stamps.size < this.maxKeys) return 0;
    for (const [oldest, stamps] of this.stamps) {
      const newest = stamps.at(-1)?.time ?? 0;
      if (newest > nowMs - this.windowMs) return Math.min(FULL_RETRY_MS, newest + this.windowMs - nowMs);
      this.stamps.delete(oldest);
      if (this.stamps.size < this.maxKeys) return 0;
    }
    return 0;
  }

  /** Counts an event for `key` (after `waitForRoom` said there is room). */
  add(key: string, stamp: Stamp, nowMs: number): void {
    const recent = this.recent(key, nowMs);
    this.stamps.delete(key);
    this.stamps.set(key, [...recent, stamp]);
  }

  /** Takes back the events with these ids. */
  remove(key: string, ids: ReadonlySet<string>): void {
    const remaining = (this.stamps.get(key) ?? []).filter((stamp) => !ids.has(stamp.id));
    if (remaining.length === 0) this.stamps.delete(key);
    else this.stamps.set(key, remaining);
  }

  /** Forgets the key. */
  delete(key: string): void {
    this.stamps.delete(key);
  }

  /** Every key with events, least recently counted first (some may have aged out). */
  keys(): IterableIterator<string> {
    return this.stamps.keys();
  }

  get size(): number {
    return this.stamps.size;
  }
}
