import { ChangePasswordBody, ForgotPasswordBody, passwordMessages, ResetPasswordBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { changePassword, requestPasswordReset, resetPassword } from './password.service';
import { requireSignedIn, staffSignInOf } from './require-role';
import { mailerOf } from '../mail/outbox.service';

/** "Forgot your password?", as its API route and its plain post both run it: always the same 202. */
export const forgotPasswordAction = formAction({
  route: 'POST /api/auth/forgot-password',
  successStatus: 202,
  async run(app, request, body) {
    const input = parseInput(ForgotPasswordBody, body);
    const context = { throttle: app.resetThrottle, ...mailerOf(app) };
    // Done and committed, then held to the floor: a known address answers no sooner than an unknown one (issue 26).
    const outcome = await app.answerFloor(() => requestPasswordReset(app.database, input, context, app.clock()));
    request.log.info({ email: maskEmail(input.email), outcome }, 'password reset requested');
    return { message: passwordMessages.resetRequested };
  },
});

/** Passwords: change (signed in), forgot and reset (by e-mailed link); decision 012. */
export async function passwordRoutes(app: FastifyInstance) {
  // Any role, and also while she must still choose her own password.
  const signedIn = requireSignedIn(app);
  const noStore = { 'Cache-Control': 'no-store' };

  app.post('/api/auth/change-password', { preHandler: signedIn, config: { rateLimit: app.limits.forms } }, async (request) => {
    const input = parseInput(ChangePasswordBody, request.body);
    const context = { throttle: app.signInThrottle, passwordHasher: app.passwordHasher, jwtSecret: app.config.jwtSecret };
    const result = await changePassword(app.database, staffSignInOf(request), input, context, app.clock(), { address: request.ip });
    request.log.info({ userId: result.user._id }, 'password changed; other sessions ended');
    return result;
  });

  app.post('/api/auth/forgot-password', { config: { rateLimit: app.limits.forms } }, async (request, reply) =>
    reply
      .code(forgotPasswordAction.successStatus)
      .headers(noStore)
      .send(await forgotPasswordAction.run(app, request, request.body)),
  );

  app.post('/api/auth/reset-password', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const userId = await resetPassword(
      app.database,
      parseInput(ResetPasswordBody, request.body),
      app.passwordHasher,
      app.clock(),
      request.ip,
    );
    request.log.info({ userId }, 'password reset; every session ended');
    return reply.headers(noStore).send({ message: passwordMessages.resetDone });
  });
}
