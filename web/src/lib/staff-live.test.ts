import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStaffSignIn, saveStaffSignIn } from './staff-sign-in-store';
import { subscribeToStaffLive, type StaffChange } from './staff-live';

/** One stream the stubbed server answers: the test pushes its chunks and ends it. */
interface Stream {
  push: (text: string) => void;
  end: () => void;
}

let streams: Stream[];
let calls: { url: string; init: RequestInit }[];
let stop: (() => void) | undefined;

beforeEach(() => {
  streams = [];
  calls = [];
  saveStaffSignIn('secret-token', 'operator');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      streams.push({ push: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Subscribes and collects the changes; resolves once the first stream is open. */
async function listen() {
  const changes: StaffChange[] = [];
  stop = subscribeToStaffLive((change) => changes.push(change));
  await vi.waitFor(() => expect(streams).toHaveLength(1));
  return changes;
}

describe('the staff live connection (issue 41)', () => {
  it('sends the token in the Authorization header, never in the URL', async () => {
    await listen();
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/staff/live');
    expect(url).not.toContain('secret-token');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');
  });

  it('reads frames split across chunks and several frames in one chunk, ignoring comments and other events', async () => {
    const changes = await listen();
    const stream = streams[0]!;
    stream.push('retry: 5000\n\n: still here\n\nevent: chan');
    stream.push('ge\ndata: {"kind":"case-mes');
    stream.push('sage","caseId":"c1"}\r');
    stream.push('\n\r\nevent: other\ndata: {"kind":"inbox"}\n\nevent: change\ndata: {"kind":"inbox"}\n\nevent: change\ndata: not json\n\n');
    stream.push('event: change\ndata: {"kind":"inquiry-created"}\n\nevent: change\ndata: {"kind":"case-deleted","caseId":"c1"}\n\n');
    await vi.waitFor(() => expect(changes).toHaveLength(3));
    expect(changes).toEqual([{ kind: 'case-message', caseId: 'c1' }, { kind: 'inbox' }, { kind: 'inquiry-created' }]);
  });

  it('connects again after a dropped stream, 1 s later, then tells the listeners to read again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const changes = await listen();
    streams[0]!.end();
    await vi.advanceTimersByTimeAsync(900);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    await vi.waitFor(() => expect(changes).toEqual([{ kind: 'reconnected' }]));
    streams[1]!.push('event: change\ndata: {"kind":"case-created","caseId":"c9"}\n\n');
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toEqual({ kind: 'case-created', caseId: 'c9' });
  });

  it('waits twice as long after each failed try, up to 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await listen();
    vi.mocked(fetch).mockImplementation(async (url) => {
      calls.push({ url: url as string, init: {} });
      throw new TypeError('Failed to fetch');
    });
    streams[0]!.end();
    const tries = () => calls.length;
    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      const before = tries();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(tries(), `before ${delay} ms`).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries(), `after ${delay} ms`).toBe(before + 1);
    }
  });

  it('shares one connection between listeners and closes it with the last one, or on sign-out', async () => {
    await listen();
    const second = subscribeToStaffLive(() => undefined);
    expect(calls).toHaveLength(1);
    const signal = calls[0]!.init.signal!;
    second();
    expect(signal.aborted).toBe(false);
    stop?.();
    stop = undefined;
    expect(signal.aborted).toBe(true);

    stop = subscribeToStaffLive(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    clearStaffSignIn();
    expect(calls[1]!.init.signal!.aborted).toBe(true);
  });
});
