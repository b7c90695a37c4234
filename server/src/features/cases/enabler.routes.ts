import { UpdateCaseBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { acceptCase, completeCase, listMyCases } from './case.service';

/** The enabler dashboard: the caller's own cases, accept and complete. */
export async function enablerRoutes(app: FastifyInstance) {
  const enabler = { preHandler: requireRole(app, 'enabler') };

  app.get('/api/enabler/my-cases', enabler, async (request) => listMyCases(app.database, actorOf(request)));

  app.post<{ Params: { caseId: string } }>('/api/enabler/accept/:caseId', enabler, async (request) => {
    const updated = await acceptCase(app.database, request.params.caseId, actorOf(request), app.clock());
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case accepted');
    return updated;
  });

  app.post<{ Params: { caseId: string } }>('/api/enabler/update/:caseId', enabler, async (request) => {
    const { status } = parseInput(UpdateCaseBody, request.body);
    const updated = await completeCase(app.database, { caseId: request.params.caseId, status }, actorOf(request), app.clock());
    request.log.info({ caseId: updated._id, by: actorOf(request)._id }, 'case completed');
    return updated;
  });
}
