import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '../../../testing/library';
import { Hero } from './hero';

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();
let idle: (() => void) | undefined;

beforeEach(() => {
  play.mockClear();
  pause.mockClear();
  idle = undefined;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => (idle = undefined));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the hero’s background video (issue 39: started when the page is idle)', () => {
  it('starts muted once the page is idle, not while its effects run', () => {
    render(<Hero id="club" name="Women Founders Club" nextId="stats" />);
    expect(play).not.toHaveBeenCalled();
    expect(idle).toBeDefined();
    act(() => idle!());
    expect(play).toHaveBeenCalledTimes(1);
    expect((document.querySelector('video') as HTMLVideoElement).muted).toBe(true);
  });

  it('never overrides her choice: paused before the page was idle, it stays paused', async () => {
    // Playing, as the browser would say once it started: her click pauses it.
    const paused = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => false });
    render(<Hero id="club" name="Women Founders Club" nextId="stats" />);
    await userEvent.click(screen.getByRole('button', { name: /background video$/ }));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => idle?.());
    expect(play).not.toHaveBeenCalled();
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', paused);
  });
});
