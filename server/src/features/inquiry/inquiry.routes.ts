import { InquiryBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { submitInquiry } from './inquiry.service';
import { mailerOf } from '../mail/outbox.service';

/** POST /api/inquiry: the Connect modal's message to an enabler. */
export async function inquiryRoutes(app: FastifyInstance) {
  app.post('/api/inquiry', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const input = parseInput(InquiryBody, request.body);
    const stored = await submitInquiry(app.database, input, app.clock(), mailerOf(app), request.locale);
    request.log.info({ inquiryId: stored.id, enablerId: stored.enablerId, toEnabler: stored.assigned }, 'inquiry stored');
    // The operators' Inquiries screen shows it at once (issue 41).
    app.staffFeed.publish({ kind: 'inquiry-created' });
    return reply.code(201).send({ _id: stored.id, message: messages.inquirySuccess });
  });
}
