/**
 * Issue 16's finding 2, reproduced: parallel anonymous logins (unknown e-mails, so each one is
 * checked against the dummy hash), each from its own loopback address (127.0.0.2, .3, …: separate
 * clients for the sign-in throttle, no proxy headers needed), and one static file fetched while they
 * hash. Used by the hashing pool's process test (which compares only the order of the answers) and
 * by `npm run bench` (which prints the static file's latency).
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  /** The error code of a JSON error body, if any. */
  code: string | undefined;
  retryAfter: string | undefined;
  /** performance.now() when the whole answer had arrived. */
  doneAt: number;
}

export interface StormResult {
  logins: Answer[];
  file: Answer & { ms: number };
}

/** One request from `localAddress` (a loopback address of its own, so the server sees another client), answered in full. */
export function requestFrom(url: URL, method: 'GET' | 'POST', localAddress: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = body
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {};
    const outgoing = request(url, { method, localAddress, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const doneAt = performance.now();
        let code: string | undefined;
        try {
          code = (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code;
        } catch {
          code = undefined;
        }
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, code, retryAfter, doneAt });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Fires `logins` parallel logins at `baseUrl`, waits `pauseMs` so that they have reached the server,
 * then fetches `filePath` from 127.0.0.1 and waits for everything.
 */
export async function fetchFileDuringLogins(
  baseUrl: string,
  options: { logins: number; filePath: string; pauseMs?: number; round?: number },
): Promise<StormResult> {
  const round = options.round ?? 0;
  const logins = Array.from({ length: options.logins }, (_, i) =>
    requestFrom(
      new URL('/api/auth/login', baseUrl),
      'POST',
      `127.0.0.${i + 2}`,
      JSON.stringify({ email: `storm-${round}-${i}@example.org`, password: 'not a password' }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
  const start = performance.now();
  const file = await requestFrom(new URL(options.filePath, baseUrl), 'GET', '127.0.0.1');
  return { logins: await Promise.all(logins), file: { ...file, ms: file.doneAt - start } };
}

/** The file's latency with nothing else going on: the median of `times` fetches, in ms. */
export async function fetchFileIdle(baseUrl: string, filePath: string, times = 5): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    const answer = await requestFrom(new URL(filePath, baseUrl), 'GET', '127.0.0.1');
    latencies.push(answer.doneAt - start);
  }
  return latencies.sort((a, b) => a - b)[Math.floor(times / 2)] ?? 0;
}
