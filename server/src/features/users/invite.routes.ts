import { AcceptInviteBody, ChangeOwnNameBody, InviteUserBody, inviteMessages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { acceptInvite, inviteUser, resendInvite } from './invite.service';
import { changeOwnName } from './own-name.service';
import { mailerOf } from '../mail/outbox.service';

/** Staff onboarding (issue 26): an admin invites, the person accepts by choosing her password; anyone signed in renames herself. */
export async function inviteRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };
  const context = { ...mailerOf(app), passwordHasher: app.passwordHasher };

  app.post('/api/admin/users/invite', admin, async (request, reply) => {
    const input = parseInput(InviteUserBody, request.body);
    const result = await inviteUser(app.database, input, actorOf(request), app.clock(), context);
    request.log.info({ userId: result.user._id, role: result.user.role, by: actorOf(request)._id }, 'account invited by an admin');
    return reply.code(201).send(result);
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/invite', admin, async (request) => {
    const result = await resendInvite(app.database, request.params.id, actorOf(request), app.clock(), context);
    request.log.info({ userId: request.params.id, by: actorOf(request)._id }, 'invitation sent again; the earlier link ended');
    return result;
  });

  app.post('/api/auth/accept-invite', { config: { rateLimit: app.limits.forms } }, async (request, reply) => {
    const userId = await acceptInvite(app.database, parseInput(AcceptInviteBody, request.body), app.passwordHasher, app.clock());
    request.log.info({ userId }, 'invitation accepted; password chosen');
    return reply.header('Cache-Control', 'no-store').send({ message: inviteMessages.accepted });
  });

  app.put('/api/account/name', { preHandler: requireRole(app, 'admin', 'operator', 'enabler') }, async (request) => {
    const user = await changeOwnName(app.database, actorOf(request), parseInput(ChangeOwnNameBody, request.body), app.clock());
    request.log.info({ userId: user._id }, 'own name changed');
    return { message: inviteMessages.nameChanged, user };
  });
}
