import { CreateEnablerProfileBody, EnablerOrderBody, SaveEnablerProfileBody, TrashBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { announceSave, registerRevisionRoutes } from './content-admin.http';
import * as profiles from './enabler-profile.service';

const ProfileParam = z.object({ id: z.coerce.number({ error: 'We could not find that enabler profile.' }).int().positive() });

/** The enablers' profiles: on the admin's Content screen, and her own on an enabler's dashboard (issue 17). */
export async function enablerProfileRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };
  const enabler = { preHandler: requireRole(app, 'enabler') };

  // Registered before `/:id`, which would not take `order` anyway (ids are numbers).
  app.put('/api/admin/content/enablers/order', admin, async (request) => {
    const { ids } = parseInput(EnablerOrderBody, request.body);
    const result = await profiles.orderEnablerProfiles(app.database, actorOf(request), ids, app.clock());
    await app.contentChanges.publish();
    request.log.info({ by: actorOf(request)._id, count: ids.length }, 'enablers ordered');
    return result;
  });

  app.get('/api/admin/content/enablers', admin, async (request) => profiles.listEnablerProfiles(app.database, actorOf(request)));

  app.post('/api/admin/content/enablers', admin, async (request, reply) => {
    const input = parseInput(CreateEnablerProfileBody, request.body);
    const created = await profiles.createEnablerProfile(app.database, actorOf(request), input, app.clock());
    await app.contentChanges.publish();
    request.log.info({ by: actorOf(request)._id, profileId: created.id }, 'enabler profile created');
    return reply.code(201).send(created);
  });

  const shownChanges = [
    ['hide', { hidden: true }, 'enabler profile hidden'],
    ['unhide', { hidden: false }, 'enabler profile shown'],
    ['trash', { inTrash: true }, 'enabler profile moved to the trash'],
    ['untrash', { inTrash: false }, 'enabler profile taken out of the trash'],
  ] as const;
  for (const [action, change, what] of shownChanges) {
    app.post(`/api/admin/content/enablers/:id/${action}`, admin, async (request) => {
      const { id } = parseInput(ProfileParam, request.params);
      const { version } = parseInput(TrashBody, request.body);
      return announceSave(
        app,
        request,
        what,
        await profiles.setEnablerProfileShown(app.database, actorOf(request), id, change, version, app.clock()),
        { profileId: id },
      );
    });
  }

  app.get('/api/admin/content/enablers/:id', admin, async (request) => {
    const { id } = parseInput(ProfileParam, request.params);
    return profiles.getEnablerProfileForEdit(app.database, actorOf(request), id);
  });

  app.put('/api/admin/content/enablers/:id', admin, async (request) => {
    const { id } = parseInput(ProfileParam, request.params);
    const input = parseInput(SaveEnablerProfileBody, request.body);
    const result = await profiles.saveEnablerProfile(app.database, actorOf(request), id, input, app.clock());
    return announceSave(app, request, 'enabler profile', result, { profileId: id });
  });

  registerRevisionRoutes(app, {
    path: '/api/admin/content/enablers/:id',
    params: ProfileParam,
    preHandler: admin.preHandler,
    what: 'enabler profile',
    history: profiles.profileHistory(app.database),
    itemId: ({ id }) => profiles.profileItemId(id),
  });

  app.get('/api/enabler/profile/edit', enabler, async (request) => profiles.getOwnProfileForEdit(app.database, actorOf(request)));

  app.put('/api/enabler/profile', enabler, async (request) => {
    const input = parseInput(SaveEnablerProfileBody, request.body);
    return announceSave(
      app,
      request,
      'own enabler profile',
      await profiles.saveOwnProfile(app.database, actorOf(request), input, app.clock()),
    );
  });
}
