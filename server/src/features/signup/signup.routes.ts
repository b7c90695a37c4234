import { ResendVerificationBody, signupMessages, VerifyEmailBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { resendVerification, verifyEmail } from './signup.service';
import { mailerOf } from '../mail/outbox.service';

/** Sign-up's own calls: following the e-mailed verification link, and asking for a new one (decision 015). */
export async function signupRoutes(app: FastifyInstance) {
  const noStore = { 'Cache-Control': 'no-store' };
  // The token travels in the body, never in a query string (it came in the link's fragment).
  app.post('/api/auth/verify-email', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const userId = await verifyEmail(app.database, parseInput(VerifyEmailBody, request.body), app.clock());
    request.log.info({ userId }, 'e-mail address verified');
    return reply.headers(noStore).send({ message: signupMessages.verified });
  });

  // The same 202 whatever the outcome: the answer tells nobody whether the address registered.
  app.post('/api/auth/resend-verification', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const input = parseInput(ResendVerificationBody, request.body);
    const outcome = await resendVerification(app.database, input, mailerOf(app), app.clock());
    request.log.info({ email: maskEmail(input.email), outcome }, 'verification link asked for again');
    return reply.code(202).headers(noStore).send({ message: signupMessages.resendSent });
  });
}
