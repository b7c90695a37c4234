import { LoginBody, messages, RegisterBody, roles } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { logIn, logOut, register } from './auth.service';
import { actorOf, requireRole, sessionOf } from './require-role';

/** Accounts: register, login, who am I, logout (api-contract.md, Accounts). */
export async function authRoutes(app: FastifyInstance) {
  const signedIn = requireRole(app, ...roles);

  app.post('/api/auth/register', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const input = parseInput(RegisterBody, request.body);
    const user = await register(app.database, input, app.clock());
    request.log.info({ userId: user._id, role: user.role }, 'account registered, pending approval');
    return reply.code(201).send({ message: messages.registerSuccess });
  });

  // Per address (like a form), on top of the per-e-mail failure throttle inside logIn.
  app.post('/api/auth/login', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const input = parseInput(LoginBody, request.body);
    const context = { throttle: app.loginThrottle, jwtSecret: app.config.jwtSecret };
    const result = await logIn(app.database, input, context, app.clock());
    request.log.info({ userId: result.user._id, role: result.user.role }, 'signed in');
    return result;
  });

  app.get('/api/auth/me', { preHandler: signedIn }, async (request) => actorOf(request));

  app.post('/api/auth/logout', { preHandler: signedIn }, async (request, reply) => {
    await logOut(app.database, sessionOf(request), app.clock());
    request.log.info({ userId: actorOf(request)._id }, 'signed out');
    return reply.code(204).send();
  });
}
