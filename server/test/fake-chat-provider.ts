import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

/** How the fake answers the next requests. */
type FakeAnswer =
  /** `declareLength` sends a Content-Length; without it the body is chunked. */
  | { kind: 'json'; status?: number; body: unknown; declareLength?: boolean }
  | { kind: 'raw'; status?: number; text: string; contentType?: string }
  /** Never answers: the caller's timeout must end the call. */
  | { kind: 'hang' };

export interface FakeChatProvider {
  /** Base URL to use as CHAT_API_URL (the client appends /chat/completions). */
  url: string;
  requests: ReceivedRequest[];
  answerWith(answer: FakeAnswer): void;
  close(): Promise<void>;
}

/** A chat-completions body whose first choice says `content` (null: a choice without content). */
export function completion(content: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/**
 * An OpenAI-compatible chat-completions server on loopback, on a free port: it records every
 * request and answers as told (by default, a fixed reply).
 */
export async function startFakeChatProvider(): Promise<FakeChatProvider> {
  const requests: ReceivedRequest[] = [];
  let answer: FakeAnswer = { kind: 'json', body: completion('Hello from the fake provider.') };
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });

      if (request.method !== 'POST' || !request.url?.endsWith('/v1/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      switch (answer.kind) {
        case 'hang':
          hanging.add(response);
          response.on('close', () => hanging.delete(response));
          return;
        case 'raw':
          response.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' }).end(answer.text);
          return;
        case 'json': {
          const text = JSON.stringify(answer.body);
          const length = answer.declareLength ? { 'content-length': Buffer.byteLength(text) } : {};
          response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...length }).end(text);
          return;
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
