import { ConfirmTwoFactorBody, DisableTwoFactorBody, LoginTwoFactorBody, TwoFactorCodeBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireSignedIn } from '../auth/require-role';
import { completeTwoFactorLogin } from './two-factor-login.service';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor.service';

/** Two-factor sign-in (decision 020): a staff member's own settings, and the second step of a login. */
export async function twoFactorRoutes(app: FastifyInstance) {
  // Any role, and also while she must still set it up or choose her own password (require-role.ts).
  const signedIn = requireSignedIn(app);
  const form = { preHandler: signedIn, config: { rateLimit: app.limits.forms } };
  const context = { jwtSecret: app.config.jwtSecret };

  app.get('/api/auth/two-factor', { preHandler: signedIn }, async (request) => getTwoFactorStatus(app.database, actorOf(request)));

  app.post('/api/auth/two-factor/setup', form, async (request) =>
    startTwoFactorSetup(app.database, actorOf(request), context, app.clock()),
  );

  app.post('/api/auth/two-factor/confirm', form, async (request) => {
    const input = parseInput(ConfirmTwoFactorBody, request.body);
    const result = await confirmTwoFactorSetup(
      app.database,
      actorOf(request),
      input,
      { ...context, throttle: app.signInThrottle, passwordHasher: app.passwordHasher },
      app.clock(),
      { address: request.ip },
    );
    request.log.info({ userId: actorOf(request)._id }, 'two-factor sign-in turned on');
    return result;
  });

  app.post('/api/auth/two-factor/disable', form, async (request) => {
    const input = parseInput(DisableTwoFactorBody, request.body);
    const result = await disableTwoFactor(
      app.database,
      actorOf(request),
      input,
      { ...context, throttle: app.signInThrottle, passwordHasher: app.passwordHasher },
      app.clock(),
      { address: request.ip },
    );
    request.log.info({ userId: actorOf(request)._id }, 'two-factor sign-in turned off');
    return result;
  });

  app.post('/api/auth/two-factor/recovery-codes', form, async (request) => {
    const result = await regenerateRecoveryCodes(
      app.database,
      actorOf(request),
      parseInput(TwoFactorCodeBody, request.body),
      context,
      app.clock(),
    );
    request.log.info({ userId: actorOf(request)._id }, 'recovery codes made anew');
    return result;
  });

  // Per address like login itself, on top of the attempts counted per challenge and per account.
  app.post('/api/auth/login/two-factor', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const result = await completeTwoFactorLogin(app.database, parseInput(LoginTwoFactorBody, request.body), context, app.clock(), {
      address: request.ip,
    });
    request.log.info({ userId: result.user._id, role: result.user.role }, 'signed in with a second factor');
    return result;
  });
}
