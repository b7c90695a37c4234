import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(stream), lines };
}

describe('startPeriodic', () => {
  it('waits an interval before the first run, never runs twice at once, goes on after a failure, and stop waits for a run', async () => {
    const { log, lines } = capturingLogger();
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const loop = startPeriodic(
      'test task',
      10,
      async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        await sleep(40);
        running -= 1;
        finished += 1;
        if (runs === 1) throw new Error('first run fails');
      },
      log,
    );
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await loop.stop();
    // The run in progress when stop() was called has finished, and none starts after it.
    expect(finished).toBe(runs);
    await sleep(60);
    expect(runs).toBe(finished);
    expect(most).toBe(1);
    expect(lines.join('')).toContain('periodic task failed');
    expect(lines.join('')).toContain('"task":"test task"');
  });

  it('runs first after firstRunAfterMs when given, then every interval', async () => {
    const { log } = capturingLogger();
    let runs = 0;
    const loop = startPeriodic('soon', 10_000, async () => void (runs += 1), log, { firstRunAfterMs: 10 });
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: 2_000 }).toBe(1);
    await sleep(50);
    // The second run waits the whole interval.
    expect(runs).toBe(1);
    await loop.stop();
  });
});
