/**
 * The least time an answer that must not tell a known address from an unknown one takes, from
 * the start of its work (issue 26): "Forgot your password?" and "Find my requests". Their work
 * (a few rows and a commit, some milliseconds) differs between the two; held to this floor, both
 * answer after the same time. Under a load that makes the work itself take longer, the floor no
 * longer hides the difference (docs/security.md).
 */
export const ANSWER_FLOOR_MS = 300;

/** The time an answer floor measures and waits in: the process's clock, or a test's. */
export interface FloorTimer {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  wait(ms: number): Promise<void>;
}

const realFloorTimer: FloorTimer = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `work` to its end (its writes committed), then holds its answer or its error until the floor. */
export type AnswerFloor = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * An answer floor of `floorMs`: the work runs as it always did, and only then is its outcome held
 * until `floorMs` after it began, never sooner (a timer that fires early waits again). Work that
 * took longer is answered at once.
 */
export function createAnswerFloor(floorMs: number = ANSWER_FLOOR_MS, timer: FloorTimer = realFloorTimer): AnswerFloor {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const deadline = timer.now() + floorMs;
    try {
      return await work();
    } finally {
      for (let left = deadline - timer.now(); left > 0; left = deadline - timer.now()) await timer.wait(Math.ceil(left));
    }
  };
}
