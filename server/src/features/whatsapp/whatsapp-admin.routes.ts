import { WhatsAppListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { setPageHeaders } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { listWhatsAppMessages } from './whatsapp-admin.service';

const PATH = '/api/admin/whatsapp';

/**
 * The admin's Mail page, its WhatsApp part (issue 44; docs/api.md, "WhatsApp"): every message the
 * club sent or queued and its delivery state, shaped as /api/admin/mail (the array, `X-Total-Count`,
 * `Link`). 404 without the club's WhatsApp account: the page then shows no WhatsApp list.
 */
export async function whatsappAdminRoutes(app: FastifyInstance) {
  app.get(PATH, { preHandler: requireRole(app, 'admin') }, async (request, reply) => {
    if (!app.whatsapp.configured) throw notFound('WhatsApp is not set up for this site.');
    const query = parseInput(WhatsAppListQuery, request.query);
    const page = await listWhatsAppMessages(app.database.db, query, actorOf(request));
    setPageHeaders(reply, PATH, query, page);
    return page.messages;
  });
}
