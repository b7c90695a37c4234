import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eventMessages } from '@wfc/shared';
import { createTestApp, type TestApp } from '../../test/helpers';
import { conflict } from '../lib/app-error';
import { text } from '../lib/localize';
import { registerErrorHandler } from './errors';

/** The headers every answer carries (decisions.md 17), whichever way it was refused. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** Sends `raw` bytes on a new connection and resolves with everything the server wrote until it closed. */
function sendRaw(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no close; received: ${received}`)));
  });
}

/** The status, headers (lower-cased names) and body of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

// Finding 6 of issue 16: answers Fastify gives before any hook runs escaped the error shape and the headers.
describe('requests Fastify refuses before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  it.each(['/api/%E0%A4%A', '/%E0%A4%A', '/api/enablers/%C0'])(
    'answers a malformed URL (%s) 400 BAD_URL in the one shape, without echoing it',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      const text = 'That address is not valid. Please check the link and try again.';
      expect(response.json()).toEqual({ error: text, message: text, code: 'BAD_URL' });
      expect(response.body).not.toContain('%');
      expect(response.headers['content-type']).toContain('application/json');
      expectSecurityHeaders(response.headers);
    },
  );

  it('answers a malformed URL the same over a real connection', async () => {
    const answer = parseAnswer(await sendRaw(port, 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_URL' });
    expectSecurityHeaders(answer.headers);
  });

  it.each([
    ['a malformed request line', 'GET / HTTP/1.1 extra\r\nHost: localhost\r\n\r\n'],
    ['a control character in the path', 'GET /\x01 HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nbroken header\r\n\r\n'],
  ])('answers %s with a plain 400 in the one shape and the headers, then closes', async (_what, raw) => {
    const answer = parseAnswer(await sendRaw(port, raw));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'That request could not be read.',
      message: 'That request could not be read.',
      code: 'BAD_REQUEST',
    });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expectSecurityHeaders(answer.headers);
  });

  it('still serves well-formed requests on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/site`);
    expect(response.status).toBe(200);
  });
});

describe('errors the database raises about the input', () => {
  it.each(['22021', '22P05'])('answers PostgreSQL %s (a NUL or bytes it cannot encode in a query) 400, never 500', async (code) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
    });
    const response = await app.inject({ url: '/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'That request contains characters we cannot accept.' });
    await app.close();
  });
});

// Issue 40: the request's language is read once, and the services' messages are put in it here, wherever they are.
describe("the services' messages in the request's language", () => {
  const ml = { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' };

  async function appAnswering() {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/locale', async (request) => ({ locale: request.locale }));
    app.get('/answer', async () => ({
      guest: { name: 'Asha' },
      message: text(eventMessages.approved, { name: 'Asha' }),
      newsletters: [{ pauseReason: text(eventMessages.messageQueued, { count: 3 }) }, { pauseReason: null }],
    }));
    app.get('/refused', async () => {
      throw conflict(text(eventMessages.approved, { name: 'Asha' }));
    });
    return app;
  }

  it("knows the request's language from Accept-Language, English without it", async () => {
    const app = await appAnswering();
    expect((await app.inject({ url: '/locale', headers: ml })).json()).toEqual({ locale: 'ml' });
    expect((await app.inject({ url: '/locale', headers: { 'accept-language': 'en;q=0.5, ml;q=0.2' } })).json()).toEqual({ locale: 'en' });
    expect((await app.inject({ url: '/locale' })).json()).toEqual({ locale: 'en' });
    await app.close();
  });

  it('puts a message in Malayalam at the top and nested in objects and arrays, and in English otherwise', async () => {
    const app = await appAnswering();
    const malayalam = await app.inject({ url: '/answer', headers: ml });
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.json()).toEqual({
      guest: { name: 'Asha' },
      message: 'Asha-ന് സീറ്റ് ഉറപ്പാക്കി.',
      newsletters: [{ pauseReason: 'നിങ്ങളുടെ സന്ദേശം 3 അതിഥികൾക്ക് അയച്ചുകൊണ്ടിരിക്കുന്നു.' }, { pauseReason: null }],
    });
    const english = await app.inject({ url: '/answer' });
    expect(english.body).toBe(
      '{"guest":{"name":"Asha"},"message":"Asha is confirmed.","newsletters":[{"pauseReason":"Your message is on its way to 3 guests."},{"pauseReason":null}]}',
    );
    await app.close();
  });

  it('answers an error carrying a message and its values in the language asked for', async () => {
    const app = await appAnswering();
    const malayalam = await app.inject({ url: '/refused', headers: ml });
    expect(malayalam.statusCode).toBe(409);
    const said = 'Asha-ന് സീറ്റ് ഉറപ്പാക്കി.';
    expect(malayalam.json()).toEqual({ error: said, message: said, code: 'CONFLICT' });
    expect((await app.inject({ url: '/refused' })).json()).toEqual({
      error: 'Asha is confirmed.',
      message: 'Asha is confirmed.',
      code: 'CONFLICT',
    });
    await app.close();
  });
});
