import { LinkProfileAccountBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { getMyProfile, linkProfileAccount, listProfileLinks } from './profile.service';

/** Links between directory profiles and enabler accounts: the admin's screen, and the enabler's own profile. */
export async function profileRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };
  const enabler = { preHandler: requireRole(app, 'enabler') };

  app.get('/api/admin/enabler-profiles', admin, async (request) => listProfileLinks(app.database, actorOf(request)));

  app.put<{ Params: { id: string } }>('/api/admin/enabler-profiles/:id/account', admin, async (request) => {
    const { userId } = parseInput(LinkProfileAccountBody, request.body);
    const input = { profileId: Number(request.params.id), userId };
    const link = await linkProfileAccount(app.database, input, actorOf(request), app.clock());
    request.log.info(
      { profileId: link.id, userId, by: actorOf(request)._id },
      userId ? 'profile linked to an account' : 'profile unlinked',
    );
    return link;
  });

  app.get('/api/enabler/profile', enabler, async (request) => getMyProfile(app.database, actorOf(request)));
}
