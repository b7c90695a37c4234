/**
 * The bench's page-form row (issue 26, item 3): `/api/health`'s latency alone, and while a flood of
 * cross-site page-form posts arrives from one client. Each such post was refused only after a whole
 * page had been rendered, and uncounted: 300 of them took the health check from 5 ms to 308 ms. Now
 * every post is counted first and refused with a small page.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startServer } from './server-process';

export interface PageFormFloodRow {
  posts: number;
  /** The median of `/api/health`'s latency with nothing else arriving. */
  aloneMs: number;
  /** The median of `/api/health`'s latency, asked one after the other while the posts arrive. */
  duringMs: number;
  /** How the posts were answered, e.g. "10 × 403, 290 × 429". */
  answers: string;
  /** The largest answer to a post, in bytes. */
  largestBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function healthMs(baseUrl: string): Promise<number> {
  const start = performance.now();
  await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
  return performance.now() - start;
}

/** On a fresh SQLite server of the production build with its default form budget (10 a minute). */
export async function measureHealthDuringCrossSitePosts(posts = 300): Promise<PageFormFloodRow> {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') } });
  try {
    // Rendered once first, as a visited site's home page would have been.
    await (await fetch(`${server.url}/`)).arrayBuffer();
    const alone: number[] = [];
    for (let n = 0; n < 20; n += 1) alone.push(await healthMs(server.url));

    const statuses = new Map<number, number>();
    let largestBytes = 0;
    let arriving = true;
    const flood = Promise.all(
      Array.from({ length: posts }, async () => {
        const response = await fetch(`${server.url}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
          body: 'requesterName=Flood&requesterEmail=flood%40example.org&question=Sent+from+another+site',
        });
        largestBytes = Math.max(largestBytes, (await response.arrayBuffer()).byteLength);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    ).finally(() => {
      arriving = false;
    });
    const during: number[] = [];
    do during.push(await healthMs(server.url));
    while (arriving);
    await flood;
    const answers = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    return { posts, aloneMs: median(alone), duringMs: median(during), answers, largestBytes };
  } finally {
    await server.stop();
    server.cleanUp();
  }
}
