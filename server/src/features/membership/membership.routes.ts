import { MembershipBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { subscribeMember } from './membership.service';

/** POST /api/membership: the Become a Member form. */
export async function membershipRoutes(app: FastifyInstance) {
  app.post('/api/membership', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const input = parseInput(MembershipBody, request.body);
    const stored = await subscribeMember(app.database, input, app.clock());
    request.log.info({ membershipId: stored.id }, 'membership stored');
    return reply.code(201).send({ _id: stored.id, message: messages.membershipSuccess });
  });
}
