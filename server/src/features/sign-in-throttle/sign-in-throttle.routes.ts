import { ClearSignInThrottleBody, signInThrottleMessages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { clearSignInThrottle, listSignInThrottles } from './sign-in-throttle.service';

/** The admin's Sign-in throttles: list, and clear one (decision 017). The e-mail travels in the body, never the URL. */
export async function signInThrottleRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/sign-in-throttles', admin, async (request, reply) => {
    const { entries, total } = await listSignInThrottles(app.signInThrottle, actorOf(request), app.clock());
    reply.header('X-Total-Count', String(total));
    return entries;
  });

  app.delete('/api/admin/sign-in-throttles', admin, async (request) => {
    const input = parseInput(ClearSignInThrottleBody, request.body);
    await clearSignInThrottle(app.database, app.signInThrottle, input, actorOf(request), app.clock());
    request.log.info({ by: actorOf(request)._id }, 'sign-in throttle cleared');
    return { message: signInThrottleMessages.cleared };
  });
}
