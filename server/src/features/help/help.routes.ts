import { HelpRequestBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { submitHelpRequest } from './help.service';
import { mailerOf } from '../mail/outbox.service';

/** The home page's Need Quick Help? form, as its API route and its plain post both run it. */
export const helpAction = formAction({
  route: 'POST /api/help',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(HelpRequestBody, body);
    const created = await submitHelpRequest(app.database, input, app.clock(), mailerOf(app), request.locale);
    request.log.info({ caseId: created._id, requester: maskEmail(input.requesterEmail) }, 'help request stored');
    // Operators' screens show it at once (issue 41).
    app.staffFeed.publish({ kind: 'case-created', caseId: created._id });
    return { _id: created._id, message: messages.helpSuccess };
  },
});

/** POST /api/help: the home page's Need Quick Help? form. */
export async function helpRoutes(app: FastifyInstance) {
  app.post('/api/help', { config: { rateLimit: app.limits.forms } }, async (request, reply) =>
    reply.code(helpAction.successStatus).send(await helpAction.run(app, request, request.body)),
  );
}
