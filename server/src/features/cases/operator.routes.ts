import { AssignCaseBody, CaseListQuery, NewRequestMail } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { listActiveEnablers } from '../users/user.service';
import { getReport, listCasesForOperator } from './case.service';
import { assignCase } from './case-change.service';
import { reopenCase } from './case-reopen.service';
import { getOperatorCaseDetail } from './case-thread.service';
import { getNewRequestMail, setNewRequestMail } from './new-request-mail.service';
import { mailerOf } from '../mail/outbox.service';

/** The operator dashboard (operators and admins): cases and their threads, enabler accounts, reports, assignment, reopening. */
export async function operatorRoutes(app: FastifyInstance) {
  const operator = { preHandler: requireRole(app, 'operator', 'admin') };

  app.get('/api/operator/cases', operator, async (request, reply) => {
    const query = parseInput(CaseListQuery, request.query);
    const page = await listCasesForOperator(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/operator/cases', query, page.nextCursor));
    return page.cases;
  });

  app.get<{ Params: { caseId: string } }>('/api/operator/cases/:caseId', operator, async (request) =>
    getOperatorCaseDetail(app.database, request.params.caseId, actorOf(request)),
  );

  // How she hears of a new help request by e-mail: at once, in the batch, or not (issue 41).
  app.get('/api/operator/new-request-mail', operator, async (request) => getNewRequestMail(app.database, actorOf(request)));

  app.put('/api/operator/new-request-mail', operator, async (request) => {
    const input = parseInput(NewRequestMail, request.body);
    const saved = await setNewRequestMail(app.database, input, actorOf(request), app.clock());
    request.log.info({ by: actorOf(request)._id, newRequests: saved.newRequests }, 'new-request e-mail choice changed');
    return saved;
  });

  app.get('/api/operator/enablers', operator, async (request) => listActiveEnablers(app.database, actorOf(request), app.clock()));

  app.get('/api/operator/reports', operator, async (request) => getReport(app.database, actorOf(request), app.clock()));

  app.post<{ Params: { caseId: string } }>('/api/operator/assign/:caseId', operator, async (request) => {
    const { enablerId } = parseInput(AssignCaseBody, request.body);
    const policy = { deadlineDays: app.config.caseDeadlineDays, ...mailerOf(app) };
    const updated = await assignCase(app.database, { caseId: request.params.caseId, enablerId }, actorOf(request), app.clock(), policy);
    request.log.info({ caseId: updated._id, enablerId, by: actorOf(request)._id }, 'case assigned');
    app.staffFeed.publish({ kind: 'case-changed', caseId: updated._id });
    return updated;
  });

  app.post<{ Params: { caseId: string } }>('/api/operator/reopen/:caseId', operator, async (request) => {
    const policy = { deadlineDays: app.config.caseDeadlineDays, ...mailerOf(app) };
    const updated = await reopenCase(app.database, request.params.caseId, actorOf(request), app.clock(), policy);
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case reopened');
    app.staffFeed.publish({ kind: 'case-changed', caseId: updated._id });
    return updated;
  });
}
