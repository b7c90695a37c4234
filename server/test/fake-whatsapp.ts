import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The business's phone number id and access token the fake expects (any test may use others). */
export const FAKE_PHONE_NUMBER_ID = '106540352242922';
export const FAKE_TOKEN = 'EAAtest-access-token';

/** One request the fake Cloud API received. */
interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

/** How the fake answers a request to the messages endpoint. */
type FakeAnswer =
  /** 200 with a new wamid, as Meta accepts a message. */
  | { kind: 'accept' }
  /** A Graph API error: `{ error: { message, type, code, error_data, fbtrace_id } }` with this HTTP status. */
  | { kind: 'error'; status: number; code: number; message: string }
  /** Never answers: the caller's timeout must end the call. */
  | { kind: 'hang' };
type ErrorAnswer = Extract<FakeAnswer, { kind: 'error' }>;

/** Meta's throughput limit (HTTP 429, code 130429): try later. */
export const rateLimited: ErrorAnswer = { kind: 'error', status: 429, code: 130429, message: '(#130429) Rate limit hit' };
/** The number is not on WhatsApp, or cannot take the message (HTTP 400, code 131026). */
export const undeliverable: ErrorAnswer = { kind: 'error', status: 400, code: 131026, message: '(#131026) Message Undeliverable.' };
/** A template Meta does not know in that language (HTTP 400, code 132001): the club's mistake, not her number's. */
export const templateMissing: ErrorAnswer = {
  kind: 'error',
  status: 400,
  code: 132001,
  message: '(#132001) Template name does not exist in the translation',
};
/** An outage (HTTP 500, code 131000). */
export const serverError: ErrorAnswer = { kind: 'error', status: 500, code: 131000, message: '(#131000) Something went wrong' };

export interface FakeWhatsApp {
  /** WHATSAPP_API_URL: the fake's base with a version, as graph.facebook.com/v21.0. */
  url: string;
  /** Every request, the refused ones included. */
  requests: ReceivedRequest[];
  /** The bodies of the messages accepted, in order, with the wamid each was given. */
  accepted: { body: Record<string, unknown>; wamid: string }[];
  /** Answers the next requests with these, in order; then accepts again. */
  answerNext(...answers: FakeAnswer[]): void;
  /** Answers every request with this until told otherwise (undefined: accept). */
  answerAlways(answer: FakeAnswer | undefined): void;
  close(): Promise<void>;
}

/**
 * The WhatsApp Cloud API's messages endpoint on loopback, on a free port, as Meta documents it:
 * `POST /<version>/<phone-number-id>/messages` with a bearer token, answering
 * `{ messaging_product: 'whatsapp', contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`;
 * a wrong token gets the Graph API's 401 (code 190), another path a 400 (code 100). It records
 * every request and can be told to answer with an error or not at all.
 */
export async function startFakeWhatsApp(options: { phoneNumberId?: string; token?: string } = {}): Promise<FakeWhatsApp> {
  const phoneNumberId = options.phoneNumberId ?? FAKE_PHONE_NUMBER_ID;
  const token = options.token ?? FAKE_TOKEN;
  const requests: ReceivedRequest[] = [];
  const accepted: FakeWhatsApp['accepted'] = [];
  const next: FakeAnswer[] = [];
  let always: FakeAnswer | undefined;
  const hanging = new Set<ServerResponse>();

  const graphError = (response: ServerResponse, status: number, code: number, message: string, type = 'OAuthException') =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: {
          message,
          type,
          code,
          error_data: { messaging_product: 'whatsapp', details: message },
          fbtrace_id: randomBytes(9).toString('base64url'),
        },
      }),
    );

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

      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match || match[1] !== phoneNumberId) {
        graphError(response, 400, 100, 'Unsupported post request.', 'GraphMethodException');
        return;
      }
      if (request.headers.authorization !== `Bearer ${token}`) {
        graphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
        return;
      }
      const answer = next.shift() ?? always ?? { kind: 'accept' };
      switch (answer.kind) {
        case 'hang':
          hanging.add(response);
          response.on('close', () => hanging.delete(response));
          return;
        case 'error':
          graphError(response, answer.status, answer.code, answer.message);
          return;
        case 'accept': {
          if (typeof body !== 'object' || body === null || (body as { messaging_product?: unknown }).messaging_product !== 'whatsapp') {
            graphError(response, 400, 100, '(#100) The parameter messaging_product is required.');
            return;
          }
          const to = String((body as { to?: unknown }).to ?? '');
          const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
          accepted.push({ body: body as Record<string, unknown>, wamid });
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] }));
          return;
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    accepted,
    answerNext: (...answers) => void next.push(...answers),
    answerAlways: (answer) => {
      always = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The environment of an app that sends WhatsApp through this fake's account, the one every WhatsApp
 * test starts from (the test kit's, `whatsapp/testing/whatsapp-test-kit.ts`): the API's address is a
 * closed port until `fakeWhatsAppEnv` points it at a running fake.
 */
export const WHATSAPP_TEST_ENV = {
  WHATSAPP_TOKEN: FAKE_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
};

/** The environment that turns WhatsApp on, pointed at the fake; `extra` overrides or adds settings. */
export function fakeWhatsAppEnv(fake: FakeWhatsApp, extra: Record<string, string> = {}): Record<string, string> {
  return { ...WHATSAPP_TEST_ENV, WHATSAPP_API_URL: fake.url, ...extra };
}
