import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startPassLoop, startPeriodic } from './periodic';

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

describe('startPassLoop', () => {
  it('runs one pass at a time, once more after a pass when asked during it, on a wake, goes on after a failure, and nothing once stopped', async () => {
    const { log, lines } = capturingLogger();
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => undefined;
    const loop = startPassLoop(
      'test pass',
      60_000,
      async () => {
        passes += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
        if (passes === 2) throw new Error('second pass fails');
      },
      log,
    );
    const first = loop.run();
    // Asked for three times during the first pass: one more pass after it, not three.
    void loop.run();
    void loop.run();
    const second = loop.run();
    expect(second).toBe(first);
    await expect.poll(() => passes).toBe(1);
    release();
    await expect.poll(() => passes).toBe(2);
    release();
    await first;
    expect(passes).toBe(2);
    expect(most).toBe(1);
    expect(lines.join('')).toContain('test pass pass failed');

    // A wake runs a pass after its delay; a second wake while one waits is dropped.
    loop.wake(10);
    loop.wake(10);
    await expect.poll(() => passes).toBe(3);
    release();
    await sleep(40);
    expect(passes).toBe(3);

    await loop.stop();
    loop.wake(1);
    await loop.run();
    await sleep(20);
    expect(passes).toBe(3);
  });
});
