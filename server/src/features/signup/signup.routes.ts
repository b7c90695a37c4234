import { signupMessages, VerifyEmailBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { verifyEmail } from './signup.service';

/** Sign-up's own call: following the e-mailed verification link (decision 015). */
export async function signupRoutes(app: FastifyInstance) {
  // The token travels in the body, never in a query string (it came in the link's fragment).
  app.post('/api/auth/verify-email', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const userId = await verifyEmail(app.database, parseInput(VerifyEmailBody, request.body), app.clock());
    request.log.info({ userId }, 'e-mail address verified');
    return reply.headers({ 'Cache-Control': 'no-store' }).send({ message: signupMessages.verified });
  });
}
