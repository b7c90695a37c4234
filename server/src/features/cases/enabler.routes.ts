import { CaseMessageBody, HandBackBody, MyCasesQuery, UpdateCaseBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { setPageHeaders } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { countMyCases, listMyCases } from './case.service';
import { acceptCase, completeCase, handBackCase } from './case-change.service';
import { getEnablerCaseDetail, postEnablerMessage } from './case-thread.service';
import { mailerOf } from '../mail/outbox.service';

type CaseParams = { Params: { caseId: string } };

/** The enabler dashboard: the caller's own cases, each with its thread; accept, reply, complete, hand back. */
export async function enablerRoutes(app: FastifyInstance) {
  const enabler = { preHandler: requireRole(app, 'enabler') };

  app.get('/api/enabler/my-cases', enabler, async (request, reply) => {
    const query = parseInput(MyCasesQuery, request.query);
    const page = await listMyCases(app.database, query, actorOf(request));
    setPageHeaders(reply, '/api/enabler/my-cases', { limit: query.limit }, page);
    return page.cases;
  });

  app.get('/api/enabler/case-counts', enabler, async (request) => countMyCases(app.database, actorOf(request)));

  app.get<CaseParams>('/api/enabler/cases/:caseId', enabler, async (request) =>
    getEnablerCaseDetail(app.database, request.params.caseId, actorOf(request)),
  );

  app.post<CaseParams>('/api/enabler/cases/:caseId/messages', enabler, async (request, reply) => {
    const { body } = parseInput(CaseMessageBody, request.body);
    const input = { caseId: request.params.caseId, body };
    const message = await postEnablerMessage(app.database, input, actorOf(request), app.clock(), mailerOf(app));
    request.log.info({ caseId: input.caseId, messageId: message._id, by: actorOf(request)._id }, 'enabler replied');
    app.staffFeed.publish({ kind: 'case-message', caseId: input.caseId });
    return reply.code(201).send(message);
  });

  app.post<CaseParams>('/api/enabler/accept/:caseId', enabler, async (request) => {
    const updated = await acceptCase(app.database, request.params.caseId, actorOf(request), app.clock());
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case accepted');
    app.staffFeed.publish({ kind: 'case-changed', caseId: updated._id });
    return updated;
  });

  app.post<CaseParams>('/api/enabler/update/:caseId', enabler, async (request) => {
    const { status } = parseInput(UpdateCaseBody, request.body);
    const input = { caseId: request.params.caseId, status };
    const updated = await completeCase(app.database, input, actorOf(request), app.clock(), mailerOf(app));
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case completed');
    app.staffFeed.publish({ kind: 'case-changed', caseId: updated._id });
    return updated;
  });

  app.post<CaseParams>('/api/enabler/hand-back/:caseId', enabler, async (request) => {
    const { reason } = parseInput(HandBackBody, request.body);
    const updated = await handBackCase(
      app.database,
      { caseId: request.params.caseId, reason },
      actorOf(request),
      app.clock(),
      mailerOf(app),
    );
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case handed back');
    app.staffFeed.publish({ kind: 'case-changed', caseId: updated._id });
    return updated;
  });
}
