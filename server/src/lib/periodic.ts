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
