import { CreateUserBody, messages, PendingAccountsQuery, signupMessages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { setPageHeaders } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { approveAccount, rejectAccount } from '../signup/signup.service';
import { createUserByAdmin, listPendingAccounts } from '../users/user.service';
import { mailerOf } from '../mail/outbox.service';

/** The admin dashboard: pending accounts, approval and rejection, and creating accounts of any role. */
export async function adminRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/pending-enablers', admin, async (request, reply) => {
    const query = parseInput(PendingAccountsQuery, request.query);
    const page = await listPendingAccounts(app.database, query, actorOf(request));
    setPageHeaders(reply, '/api/admin/pending-enablers', { limit: query.limit }, page);
    return page.accounts;
  });

  app.post<{ Params: { id: string } }>('/api/admin/approve-enabler/:id', admin, async (request) => {
    const user = await approveAccount(app.database, request.params.id, actorOf(request), mailerOf(app), app.clock());
    request.log.info({ userId: user._id, by: actorOf(request)._id }, 'account approved');
    return { message: messages.accountApproved, user };
  });

  app.post<{ Params: { id: string } }>('/api/admin/reject/:id', admin, async (request) => {
    await rejectAccount(app.database, request.params.id, actorOf(request), mailerOf(app), app.clock());
    request.log.info({ userId: request.params.id, by: actorOf(request)._id }, 'registration rejected and deleted');
    return { message: signupMessages.rejected };
  });

  app.post('/api/admin/create-user', admin, async (request, reply) => {
    const input = parseInput(CreateUserBody, request.body);
    const user = await createUserByAdmin(app.database, input, actorOf(request), app.passwordHasher, app.clock());
    request.log.info({ userId: user._id, role: user.role, by: actorOf(request)._id }, 'account created by an admin');
    return reply.code(201).send({ message: messages.userCreated, user });
  });
}
