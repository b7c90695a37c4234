import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs task every intervalMs (first run after `firstRunAfterMs`, intervalMs by default), never two
 * at once; stop() waits for a running one. The next run is timed from the end of the previous one,
 * so a slow run never piles up behind itself; a failing run is logged and the loop goes on.
 */
export function startPeriodic(
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
  log: FastifyBaseLogger,
  options: { firstRunAfterMs?: number } = {},
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (afterMs = intervalMs) => {
    if (stopped) return;
    timer = setTimeout(run, afterMs);
    // A pending run must not keep a process alive that has nothing else to do.
    timer.unref();
  };
  const run = () => {
    timer = undefined;
    running = task()
      .catch((error: unknown) => log.error({ err: error, task: name }, 'periodic task failed'))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };

  schedule(options.firstRunAfterMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** A background pass started by `startPassLoop`. */
export interface PassLoop {
  /** Runs a pass now, or one more right after the running one; resolves when that pass is over. Nothing once stopped. */
  run(): Promise<void>;
  /** Runs a pass `afterMs` from now (one wake at a time: a wake while one is pending is dropped). */
  wake(afterMs: number): void;
  /** Ends the ticks and the pending wake, and waits for a running pass. */
  stop(): Promise<void>;
}

/**
 * A background worker's pass (the outbox's, WhatsApp's queue and webhooks'), run one at a time:
 * every `intervalMs` as `startPeriodic` does, at once on `run()`, and after `wake(afterMs)`; asked
 * for during a pass, it runs once more right after it, so nothing queued meanwhile waits for the next
 * tick. A failing pass is logged and the loop goes on.
 */
export function startPassLoop(name: string, intervalMs: number, pass: () => Promise<void>, log: FastifyBaseLogger): PassLoop {
  let current: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    if (stopping) return current ?? Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopping);
    })()
      .catch((error: unknown) => log.error({ err: error, task: name }, `${name} pass failed`))
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const periodic = startPeriodic(name, intervalMs, run, log);
  return {
    run,
    wake(afterMs) {
      if (stopping || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void run();
      }, afterMs);
      wakeTimer.unref();
    },
    async stop() {
      stopping = true;
      if (wakeTimer) clearTimeout(wakeTimer);
      await periodic.stop();
      await current;
    },
  };
}
