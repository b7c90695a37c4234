import { InboxAnswerInput, InboxListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { sendAttachment } from '../../lib/send-attachment';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { mailerOf } from '../mail/outbox.service';
import { caseOfToken } from '../cases/requester.service';
import { attachmentFor, attachmentForRequester } from './attachment-access.service';
import { answerInboxItem, countOpenInbox, getInboxItem, listInbox, makeCaseOfInboxItem, setInboxItemDone } from './inbox.service';

/** The club's Inbox for admins and operators (issue 41; docs/api.md, "Inbox"), and the files that came with replies. */
export async function inboxRoutes(app: FastifyInstance) {
  const inboxStaff = { preHandler: requireRole(app, 'admin', 'operator') };
  const staff = { preHandler: requireRole(app, 'admin', 'operator', 'enabler') };

  app.get('/api/staff/inbox', inboxStaff, async (request, reply) => {
    const query = parseInput(InboxListQuery, request.query);
    const page = await listInbox(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/staff/inbox', query, page.nextCursor));
    return page.items;
  });

  app.get('/api/staff/inbox/count', inboxStaff, async (request) => ({ open: await countOpenInbox(app.database, actorOf(request)) }));

  app.get<{ Params: { id: string } }>('/api/staff/inbox/:id', inboxStaff, async (request) =>
    getInboxItem(app.database, request.params.id, actorOf(request)),
  );

  app.post<{ Params: { id: string } }>('/api/staff/inbox/:id/answer', inboxStaff, async (request, reply) => {
    const { body } = parseInput(InboxAnswerInput, request.body);
    const channels = { mailer: mailerOf(app), whatsapp: app.whatsapp };
    const answer = await answerInboxItem(app.database, { id: request.params.id, body }, actorOf(request), app.clock(), channels);
    app.staffFeed.publish({ kind: 'inbox' });
    return reply.code(201).send(answer);
  });

  // Every change to an item is told to the other staff's Inbox (its list, its count), issue 41.
  app.post<{ Params: { id: string } }>('/api/staff/inbox/:id/done', inboxStaff, async (request) => {
    const item = await setInboxItemDone(app.database, request.params.id, true, actorOf(request), app.clock());
    app.staffFeed.publish({ kind: 'inbox' });
    return item;
  });

  app.post<{ Params: { id: string } }>('/api/staff/inbox/:id/reopen', inboxStaff, async (request) => {
    const item = await setInboxItemDone(app.database, request.params.id, false, actorOf(request), app.clock());
    app.staffFeed.publish({ kind: 'inbox' });
    return item;
  });

  app.post<{ Params: { id: string } }>('/api/staff/inbox/:id/case', inboxStaff, async (request, reply) => {
    const made = await makeCaseOfInboxItem(app.database, request.params.id, actorOf(request), app.clock(), mailerOf(app));
    app.staffFeed.publish({ kind: 'case-created', caseId: made.caseId });
    app.staffFeed.publish({ kind: 'inbox' });
    return reply.code(201).send(made);
  });

  // A file that came with a reply: to admins and operators, and to the enabler of the case it is in.
  app.get<{ Params: { id: string } }>('/api/staff/attachments/:id', staff, async (request, reply) => {
    const file = await attachmentFor(app.database, request.params.id, actorOf(request));
    return sendAttachment(reply, file);
  });

  // The same for the requester, through her private link's token (X-Request-Token, never the URL).
  app.get<{ Params: { id: string } }>('/api/request/attachments/:id', async (request, reply) => {
    const caseId = await caseOfToken(app.database, request.headers['x-request-token'], app.clock());
    const file = await attachmentForRequester(app.database, request.params.id, caseId);
    reply.header('Referrer-Policy', 'no-referrer');
    return sendAttachment(reply, file);
  });
}
