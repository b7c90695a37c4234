import { ChangeRoleBody, UserListQuery } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../lib/cursor';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { changeRole, deactivateAccount, listAccounts, reactivateAccount, resetTwoFactor } from './account-admin.service';
import { mailerOf } from '../mail/outbox.service';

/** The admin's Users screen: every account, and changing one's role, state or second factor (decisions 014, 020). */
export async function usersRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };
  const context = mailerOf(app);

  app.get('/api/admin/users', admin, async (request, reply) => {
    const query = parseInput(UserListQuery, request.query);
    const page = await listAccounts(app.database, query, actorOf(request));
    reply.header('X-Total-Count', String(page.total));
    if (page.nextCursor) reply.header('Link', nextPageLink('/api/admin/users', query, page.nextCursor));
    return page.accounts;
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/role', admin, async (request) => {
    const input = parseInput(ChangeRoleBody, request.body);
    const result = await changeRole(app.database, { id: request.params.id, ...input }, actorOf(request), app.clock(), context);
    request.log.info({ userId: request.params.id, role: input.role, by: actorOf(request)._id }, 'role changed by an admin');
    return result;
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/deactivate', admin, async (request) => {
    const result = await deactivateAccount(app.database, request.params.id, actorOf(request), app.clock(), context);
    request.log.info({ userId: request.params.id, returnedCases: result.returnedCases, by: actorOf(request)._id }, 'account deactivated');
    return result;
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/reactivate', admin, async (request) => {
    const result = await reactivateAccount(app.database, request.params.id, actorOf(request), app.clock());
    request.log.info({ userId: request.params.id, by: actorOf(request)._id }, 'account reactivated');
    return result;
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/two-factor/reset', admin, async (request) => {
    const result = await resetTwoFactor(app.database, request.params.id, actorOf(request), app.clock());
    request.log.info({ userId: request.params.id, by: actorOf(request)._id }, 'two-factor sign-in reset by an admin');
    return result;
  });
}
