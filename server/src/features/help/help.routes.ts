import { HelpRequestBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { submitHelpRequest } from './help.service';

/** POST /api/help: the home page's Need Quick Help? form. */
export async function helpRoutes(app: FastifyInstance) {
  app.post('/api/help', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const input = parseInput(HelpRequestBody, request.body);
    const created = await submitHelpRequest(app.database, input, app.clock());
    request.log.info({ caseId: created._id, requester: maskEmail(input.requesterEmail) }, 'help request stored');
    return reply.code(201).send({ _id: created._id, message: messages.helpSuccess });
  });
}
