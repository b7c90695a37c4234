import { MembershipBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { subscribeMember } from './membership.service';

/** The Become a Member form, as its API route and its plain post both run it. */
export const membershipAction = formAction({
  route: 'POST /api/membership',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(MembershipBody, body);
    const stored = await subscribeMember(app.database, input, app.clock());
    request.log.info({ membershipId: stored.id }, 'membership stored');
    return { _id: stored.id, message: messages.membershipSuccess };
  },
});

/** POST /api/membership: the Become a Member form. */
export async function membershipRoutes(app: FastifyInstance) {
  app.post('/api/membership', { config: { rateLimit: app.limits.forms } }, async (request, reply) =>
    reply.code(membershipAction.successStatus).send(await membershipAction.run(app, request, request.body)),
  );
}
