import { isLoginChallenge, LoginBody, messages, RegisterBody, type SignedInUser } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { register } from '../signup/signup.service';
import { logIn, logOut } from './auth.service';
import { actorOf, requireSignedIn, staffSignInOf } from './require-role';
import { mailerOf } from '../mail/outbox.service';

/** Create Account, as its API route and its plain post both run it. */
export const registerAction = formAction({
  route: 'POST /api/auth/register',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(RegisterBody, body);
    const user = await register(app.database, input, { ...mailerOf(app), passwordHasher: app.passwordHasher }, app.clock(), request.locale);
    // The same answer either way (issue 26); only the log says which it was.
    if (user) request.log.info({ userId: user._id, role: user.role }, 'account registered, verification link sent, pending approval');
    else request.log.info({ email: maskEmail(input.email) }, 'registration of an address that has an account: its owner told by e-mail');
    return { message: messages.registerSuccess };
  },
});

/** Member Login, as its API route and its plain post both run it. */
export const loginAction = formAction({
  route: 'POST /api/auth/login',
  successStatus: 200,
  async run(app, request, body) {
    const input = parseInput(LoginBody, body);
    const context = { throttle: app.signInThrottle, passwordHasher: app.passwordHasher, jwtSecret: app.config.jwtSecret };
    const result = await logIn(app.database, input, context, app.clock(), { address: request.ip });
    if (isLoginChallenge(result)) request.log.info({ email: maskEmail(input.email) }, 'password right, waiting for the second factor');
    else request.log.info({ userId: result.user._id, role: result.user.role }, 'signed in');
    return result;
  },
});

/** Accounts: register, login, who am I, logout (api-contract.md, Accounts). */
export async function authRoutes(app: FastifyInstance) {
  // Any role, and also while she must still choose her own password (require-role.ts).
  const signedIn = requireSignedIn(app);

  app.post('/api/auth/register', { config: { rateLimit: app.limits.forms } }, async (request, reply) =>
    reply.code(registerAction.successStatus).send(await registerAction.run(app, request, request.body)),
  );

  // Per address (like a form), on top of the sign-in throttle inside logIn (e-mail and address).
  app.post('/api/auth/login', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return loginAction.run(app, request, request.body);
  });

  app.get('/api/auth/me', { preHandler: signedIn }, async (request): Promise<SignedInUser> => {
    const session = staffSignInOf(request);
    return { ...session.user, mustChangePassword: session.mustChangePassword, mustSetUpTwoFactor: session.mustSetUpTwoFactor };
  });

  app.post('/api/auth/logout', { preHandler: signedIn }, async (request, reply) => {
    await logOut(app.database, staffSignInOf(request), app.clock());
    request.log.info({ userId: actorOf(request)._id }, 'signed out');
    return reply.code(204).send();
  });
}
