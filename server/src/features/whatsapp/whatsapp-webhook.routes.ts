import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { hasValidSignature } from './webhook-signature';
import { inboundContextOf, startWebhookRunner, storeWebhookBody } from './webhook-runner';

/**
 * The Cloud API's webhook (issue 44; docs/api.md, "WhatsApp"): Meta's verification handshake, and its
 * signed deliveries of messages and statuses, stored before the 200 and processed by the runner.
 * Without the club's WhatsApp account both answer 404.
 */

/** Meta's bodies are small; a batch of events stays far under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const BAD_SIGNATURE = 'This request is not signed by WhatsApp.';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function whatsappWebhookRoutes(app: FastifyInstance, options: { background?: boolean } = {}) {
  const settings = app.config.whatsapp;
  const context = inboundContextOf(app);
  const runner = context && options.background !== false ? startWebhookRunner(context) : undefined;
  if (runner) app.addHook('preClose', async () => runner.stop());

  // Meta asks once, when the webhook is set up: hub.verify_token must be ours; hub.challenge is echoed.
  app.get<{ Querystring: Record<string, unknown> }>('/api/whatsapp/webhook', async (request, reply) => {
    if (!settings) throw notFound();
    const query = request.query;
    const token = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
    const challenge = typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : '';
    if (query['hub.mode'] !== 'subscribe' || !sameText(token, settings.verifyToken) || !/^[\w-]{1,200}$/.test(challenge)) {
      throw forbidden();
    }
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  // The raw bytes are what the signature is of: this scope reads every body as a Buffer, up to 256 KB.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/api/whatsapp/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      if (!settings || !context) throw notFound();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!hasValidSignature(body, request.headers['x-hub-signature-256'], settings.appSecret)) {
        throw new AppError(401, 'BAD_SIGNATURE', BAD_SIGNATURE);
      }
      // Stored before the 200: a body Meta was told we have is never lost (it is not sent again).
      await storeWebhookBody(context, body.toString('utf8'));
      runner?.poke();
      return reply.code(200).send({ received: true });
    });
  });
}
