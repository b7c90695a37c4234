import { CloseInquiryBody, DeclineInquiryBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { closeInquiry, listInquiriesForOperators, turnInquiryIntoCase } from './inquiry-desk.service';
import { acceptInquiry, declineInquiry, listMyInquiries, openMyInquiry } from './inquiry-inbox.service';
import { mailerOf } from '../mail/outbox.service';

type InquiryParams = { Params: { id: string } };

/** Inquiries for staff: the enabler's own (open, accept, decline) and the operators' (make a case, close). */
export async function inquiryStaffRoutes(app: FastifyInstance) {
  const enabler = { preHandler: requireRole(app, 'enabler') };
  const operator = { preHandler: requireRole(app, 'operator', 'admin') };

  app.get('/api/enabler/inquiries', enabler, async (request) => listMyInquiries(app.database, actorOf(request)));

  app.get<InquiryParams>('/api/enabler/inquiries/:id', enabler, async (request) =>
    openMyInquiry(app.database, request.params.id, actorOf(request), app.clock()),
  );

  app.post<InquiryParams>('/api/enabler/inquiries/:id/accept', enabler, async (request) => {
    const accepted = await acceptInquiry(app.database, request.params.id, actorOf(request), app.clock(), mailerOf(app));
    request.log.info({ inquiryId: accepted._id, by: actorOf(request)._id }, 'inquiry accepted');
    return accepted;
  });

  app.post<InquiryParams>('/api/enabler/inquiries/:id/decline', enabler, async (request) => {
    const { reason } = parseInput(DeclineInquiryBody, request.body ?? {});
    const declined = await declineInquiry(app.database, { id: request.params.id, reason }, actorOf(request), app.clock(), mailerOf(app));
    request.log.info({ inquiryId: declined._id, by: actorOf(request)._id, withReason: reason !== undefined }, 'inquiry declined');
    return declined;
  });

  app.get('/api/operator/inquiries', operator, async (request) => listInquiriesForOperators(app.database, actorOf(request)));

  app.post<InquiryParams>('/api/operator/inquiries/:id/case', operator, async (request, reply) => {
    const result = await turnInquiryIntoCase(app.database, request.params.id, actorOf(request), app.clock(), mailerOf(app));
    request.log.info({ inquiryId: result.inquiry._id, caseId: result.caseId, by: actorOf(request)._id }, 'inquiry made into a case');
    app.staffFeed.publish({ kind: 'case-created', caseId: result.caseId });
    return reply.code(201).send(result);
  });

  app.post<InquiryParams>('/api/operator/inquiries/:id/close', operator, async (request) => {
    const { note } = parseInput(CloseInquiryBody, request.body);
    const closed = await closeInquiry(app.database, { id: request.params.id, note }, actorOf(request), app.clock());
    request.log.info({ inquiryId: closed._id, by: actorOf(request)._id }, 'inquiry closed');
    return closed;
  });
}
