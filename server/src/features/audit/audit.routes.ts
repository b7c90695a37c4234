import { AuditListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { listAudit } from './audit.service';

/** The admin's Audit log: account actions and staff actions on personal data, newest first. */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/admin/audit', { preHandler: requireRole(app, 'admin') }, async (request, reply) => {
    const query = parseInput(AuditListQuery, request.query);
    const page = await listAudit(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/admin/audit', { limit: query.limit }, page.nextCursor));
    return page.entries;
  });
}
