import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { writeTinySite } from '../../test/tiny-site';
import { createKeptAnswers } from './kept-answers';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The kept answers (issue 39) are written by the HTTP server before Fastify routes the request, so
 * `inject` (which calls Fastify's router) never sees them: these tests ask over a socket, and hold
 * each kept answer to what the route answers for the same request, header for header.
 */
describe('the kept answers', () => {
  let t: TestApp;
  let work: string;
  let port: number;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'wfc-kept-'));
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Over the socket: the status, the headers as sent (lower-cased), the bytes. */
  const ask = (url: string, headers: OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = response.rawHeaders;
          const byName: Record<string, string> = {};
          for (let i = 0; i < raw.length; i += 2) byName[raw[i]!.toLowerCase()] = raw[i + 1]!;
          resolve({ status: response.statusCode ?? 0, headers: byName, body: Buffer.concat(chunks) });
        });
      });
      sent.on('error', reject);
      sent.end();
    });
  /** Through Fastify's routes, as every other test asks. */
  const route = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await t.app.inject({ url, headers });
    return {
      status: answer.statusCode,
      headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)])),
      body: answer.rawPayload,
    };
  };
  /** What the transport adds on each path (the date; the socket's keep-alive timeout). */
  const content = ({ status, headers, body }: Answer) => {
    const { date, 'keep-alive': _keepAlive, ...rest } = headers;
    expect(date).toEqual(expect.any(String));
    return { status, headers: rest, body: body.toString('base64') };
  };
  /** Asks over the socket and says whether the kept answers wrote the answer. */
  const askCounting = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const before = t.app.keptAnswers.answered;
    const answer = await ask(url, headers, method);
    return { answer, kept: t.app.keptAnswers.answered - before };
  };

  const variants: Record<string, string>[] = [
    {},
    { 'accept-language': 'ml' },
    { 'accept-encoding': 'gzip, br' },
    { 'accept-encoding': 'gzip' },
    { 'accept-language': 'ml-IN, en;q=0.5', 'accept-encoding': 'br' },
  ];
  for (const url of ['/api/site', '/api/enablers', '/', '/ml']) {
    it(`${url}: the route's answer, as sent, compressed, in Malayalam and as a 304`, async () => {
      for (const headers of variants) {
        await ask(url, headers); // the route reads or renders it, if not yet kept
        const { answer: kept, kept: counted } = await askCounting(url, headers);
        expect(counted).toBe(1);
        expect(kept.status).toBe(200);
        expect(content(kept)).toEqual(content(await route(url, headers)));

        const current = { ...headers, 'if-none-match': kept.headers.etag! };
        const { answer: notModified, kept: counted304 } = await askCounting(url, current);
        expect(counted304).toBe(1);
        expect(notModified.status).toBe(304);
        expect(content(notModified)).toEqual(content(await route(url, current)));
      }
    });
  }

  it('compares ETags as the route does: a list or a weak tag for a document, the tag itself for a page', async () => {
    for (const url of ['/api/site', '/']) {
      await ask(url);
      const etag = (await ask(url)).headers.etag!;
      for (const tag of [`W/${etag}`, `"other", ${etag}`, '*', '"other"']) {
        const { answer: kept, kept: counted } = await askCounting(url, { 'if-none-match': tag });
        expect(counted).toBe(1);
        const routed = await route(url, { 'if-none-match': tag });
        expect(kept.status).toBe(routed.status);
        expect(content(kept)).toEqual(content(routed));
      }
    }
    expect((await ask('/api/site', { 'if-none-match': '*' })).status).toBe(304);
    expect((await ask('/', { 'if-none-match': '*' })).status).toBe(200);
  });

  it('leaves to the routes a query, another method, and what a save made stale until read again', async () => {
    await ask('/api/site');
    expect((await askCounting('/api/site?x=1')).kept).toBe(0);
    expect((await askCounting('/api/site', {}, 'HEAD')).kept).toBe(0);
    expect((await askCounting('/api/site/')).kept).toBe(0);

    // A content save forgets the documents and pages (decision 021): the route reads them again.
    t.app.pages.clear();
    const first = await askCounting('/api/site');
    expect(first.kept).toBe(0);
    expect(first.answer.status).toBe(200);
    expect((await askCounting('/api/site')).kept).toBe(1);
    const page = await askCounting('/');
    expect(page.kept).toBe(0);
    expect(page.answer.status).toBe(200);
    expect((await askCounting('/')).kept).toBe(1);
  });

  it('writes one line per request, kept or routed: its id, method, path, status and time', async () => {
    await ask('/api/enablers');
    const from = t.logs.length;
    expect((await askCounting('/api/enablers')).kept).toBe(1);
    expect((await askCounting('/api/enablers?via=route')).kept).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = t.logs.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', path: '/api/enablers' },
        res: { statusCode: 200 },
      });
      expect(line.reqId).toMatch(/^req-[0-9a-z]+$/);
      expect((line.req as { id: string }).id).toBe(line.reqId);
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });

  it('stops answering when the app closes: Fastify answers every request from then on', async () => {
    // The last test of the file: `close` is what the app's preClose hook calls.
    await ask('/api/site');
    t.app.keptAnswers.close();
    expect((await askCounting('/api/site')).kept).toBe(0);
  });
});

describe('installing the kept answers', () => {
  it('takes the place of the router as the request listener, and refuses a server the router does not listen on', () => {
    const routing = () => undefined;
    const server = createServer(routing);
    createKeptAnswers({}, () => 'req-1').install(server, routing);
    expect(server.listeners('request')).toHaveLength(1);
    expect(server.listeners('request')[0]).not.toBe(routing);
    expect(() => createKeptAnswers({}, () => 'req-2').install(createServer(), routing)).toThrow('no Fastify router');
  });
});
