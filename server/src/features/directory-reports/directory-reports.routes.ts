import { DirectoryReportsQuery, ReportBody, StaffHideBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { mailerOf } from '../mail/outbox.service';
import { memberSessionOf, requireMember } from '../member-sign-in/member-session';
import {
  directoryCounts,
  dismissReport,
  hideReported,
  listHiddenCards,
  listReports,
  reportToStaff,
  showHiddenCard,
} from './directory-reports.service';

/** Reports of cards and notes (issue 42), and the staff's moderation and counts. */
export async function directoryReportsRoutes(app: FastifyInstance) {
  const member = { preHandler: requireMember(app), config: { rateLimit: app.limits.forms } };
  const staff = { preHandler: requireRole(app, 'admin', 'operator') };

  app.post('/api/member/reports', member, async (request, reply) => {
    const body = parseInput(ReportBody, request.body);
    const answer = await reportToStaff(app.database, memberSessionOf(request).email, body, app.clock());
    request.log.info({ memberSessionId: memberSessionOf(request).id, kind: body.kind }, 'directory report made');
    // Staff's moderation screens read their reports again (issue 41's live feed; nothing of the report travels).
    app.staffFeed.publish({ kind: 'directory' });
    return reply.code(202).send(answer);
  });

  app.get('/api/staff/directory/counts', staff, async (request) => directoryCounts(app.database, actorOf(request)));

  app.get('/api/staff/directory/reports', staff, async (request, reply) => {
    const query = parseInput(DirectoryReportsQuery, request.query);
    const page = await listReports(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/staff/directory/reports', query, page.nextCursor));
    return page.items;
  });

  // Each decision tells the other staff's moderation screens (issue 41's live feed), once committed.
  const told = <T>(answer: T): T => {
    app.staffFeed.publish({ kind: 'directory' });
    return answer;
  };

  app.post<{ Params: { id: string } }>('/api/staff/directory/reports/:id/hide', staff, async (request) => {
    const { reason } = parseInput(StaffHideBody, request.body);
    return told(await hideReported(app.database, request.params.id, reason, actorOf(request), app.clock(), mailerOf(app)));
  });

  app.post<{ Params: { id: string } }>('/api/staff/directory/reports/:id/dismiss', staff, async (request) =>
    told(await dismissReport(app.database, request.params.id, actorOf(request), app.clock())),
  );

  app.get('/api/staff/directory/hidden', staff, async (request) => listHiddenCards(app.database, actorOf(request)));

  app.post<{ Params: { id: string } }>('/api/staff/directory/listings/:id/show', staff, async (request) =>
    told(await showHiddenCard(app.database, request.params.id, actorOf(request), app.clock())),
  );
}
