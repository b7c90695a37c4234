import { vi } from 'vitest';

/**
 * A stand-in for GET /api/staff/live: `respond` answers the call with an open event stream and
 * `send` writes a `change` event on the latest one (once it is open).
 */
export function liveStream() {
  let push: ((text: string) => void) | undefined;
  const encoder = new TextEncoder();
  return {
    respond: () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void (push = (text) => controller.enqueue(encoder.encode(text))),
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    send: async (change: object) => {
      await vi.waitFor(() => {
        if (!push) throw new Error('The live stream is not open yet');
      });
      push!(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    },
  };
}
