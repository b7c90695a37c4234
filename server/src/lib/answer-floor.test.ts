import { describe, expect, it } from 'vitest';
import { ANSWER_FLOOR_MS, createAnswerFloor, type FloorTimer } from './answer-floor';

/** A clock that moves only when told: the work "takes" what it advances, a wait what it asks for. */
function manualTimer(options: { early?: number } = {}) {
  let now = 1_000;
  const waits: number[] = [];
  const timer: FloorTimer = {
    now: () => now,
    wait: async (ms) => {
      waits.push(ms);
      // A timer may fire a little early; the floor must wait again.
      now += Math.max(1, ms - (options.early ?? 0));
    },
  };
  return { timer, waits, advance: (ms: number) => (now += ms), now: () => now };
}

describe('createAnswerFloor (issue 26)', () => {
  it('holds a quick answer until the floor after its work began, whatever the work took', async () => {
    for (const took of [0, 7, 120, ANSWER_FLOOR_MS - 1]) {
      const clock = manualTimer();
      const floor = createAnswerFloor(ANSWER_FLOOR_MS, clock.timer);
      const start = clock.now();
      const answer = await floor(async () => {
        clock.advance(took);
        return 'done';
      });
      expect(answer).toBe('done');
      expect(clock.now() - start).toBe(ANSWER_FLOOR_MS);
      expect(clock.waits).toEqual([ANSWER_FLOOR_MS - took]);
    }
  });

  it('answers slow work at once, without waiting', async () => {
    const clock = manualTimer();
    const floor = createAnswerFloor(ANSWER_FLOOR_MS, clock.timer);
    await floor(async () => clock.advance(ANSWER_FLOOR_MS + 50));
    expect(clock.waits).toEqual([]);
  });

  it('holds an error to the floor too, and throws it', async () => {
    const clock = manualTimer();
    const floor = createAnswerFloor(ANSWER_FLOOR_MS, clock.timer);
    const start = clock.now();
    await expect(
      floor(async () => {
        clock.advance(5);
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(clock.now() - start).toBe(ANSWER_FLOOR_MS);
  });

  it('waits again when its timer fires early, so an answer never comes before the floor', async () => {
    const clock = manualTimer({ early: 2 });
    const floor = createAnswerFloor(ANSWER_FLOOR_MS, clock.timer);
    const start = clock.now();
    await floor(async () => clock.advance(10));
    expect(clock.now() - start).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
    expect(clock.waits.length).toBeGreaterThan(1);
  });

  it('on the real clock, takes at least the floor', async () => {
    const floor = createAnswerFloor(40);
    const start = performance.now();
    await floor(async () => undefined);
    expect(performance.now() - start).toBeGreaterThanOrEqual(40);
  });
});
