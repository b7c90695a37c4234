import { MailListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { getMail, listMail } from './mail.service';

/** The admin's Mail page: every message in the outbox, and one message's parts and links. */
export async function mailRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/mail', admin, async (request, reply) => {
    const query = parseInput(MailListQuery, request.query);
    const page = await listMail(app.database, query, actorOf(request), app.config.publicUrl);
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/admin/mail', query, page.nextCursor));
    return page.messages;
  });

  app.get<{ Params: { id: string } }>('/api/admin/mail/:id', admin, async (request) =>
    getMail(app.database, request.params.id, actorOf(request), app.config.publicUrl, app.clock()),
  );
}
