import { MemberFilter, MemberListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { eraseMember, exportMembers, getMember, listMembers } from './members.service';

/** The staff's Members screen: the list, its CSV export, one member, and erasure. */
export async function membersRoutes(app: FastifyInstance) {
  const staff = { preHandler: requireRole(app, 'admin', 'operator') };

  app.get('/api/members', staff, async (request, reply) => {
    const query = parseInput(MemberListQuery, request.query);
    const page = await listMembers(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/members', query, page.nextCursor));
    return page.members;
  });

  app.get('/api/members/export', staff, async (request, reply) => {
    const filter = parseInput(MemberFilter, request.query);
    const csv = await exportMembers(app.database, filter, actorOf(request), app.clock());
    const day = app.clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('Content-Disposition', `attachment; filename="members-${day}.csv"`)
      .send(csv);
  });

  app.get<{ Params: { id: string } }>('/api/members/:id', staff, async (request) =>
    getMember(app.database, request.params.id, actorOf(request)),
  );

  app.post<{ Params: { id: string } }>('/api/members/:id/erase', staff, async (request) =>
    eraseMember(app.database, request.params.id, actorOf(request), app.clock()),
  );
}
