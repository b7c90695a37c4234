import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

describe('the request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const linesOf = (from: number) => t.logs.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per request when it is answered: its id, method, path (no query), status and time', async () => {
    const from = t.logs.length;
    await t.app.inject({ url: '/api/health?probe=1' });
    await t.app.inject({ url: '/api/no-such-endpoint' });
    const lines = linesOf(from);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', path: '/api/health' }, res: { statusCode: 200 } });
    expect(lines[1]).toMatchObject({ level: 30, req: { method: 'GET', path: '/api/no-such-endpoint' }, res: { statusCode: 404 } });
    for (const line of lines) {
      expect(line.reqId).toMatch(/^req-[0-9a-z]+$/);
      expect((line.req as { id: string }).id).toBe(line.reqId);
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });

  it('still names no header, body or query in it', async () => {
    const from = t.logs.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?token=secret-in-query',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' },
      payload: { email: 'nobody@example.org', password: 'secret-password' },
    });
    const written = t.logs.slice(from).join('\n');
    expect(written).toContain('request completed');
    for (const secret of ['secret-in-query', 'secret-token', 'secret-cookie', 'secret-password', 'nobody@example.org'])
      expect(written).not.toContain(secret);
  });
});
