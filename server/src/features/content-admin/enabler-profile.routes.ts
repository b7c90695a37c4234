import { EnablerOrderBody, RestoreRevisionBody, SaveEnablerProfileBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { announceSave, RevisionsQuery, VersionParam } from './content-admin.http';
import * as profiles from './enabler-profile.service';

const ProfileParam = z.object({ id: z.coerce.number({ error: 'We could not find that enabler profile.' }).int().positive() });
const ProfileVersionParams = ProfileParam.extend(VersionParam.shape);

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

  app.get('/api/admin/content/enablers/:id/revisions', admin, async (request) => {
    const { id } = parseInput(ProfileParam, request.params);
    const query = parseInput(RevisionsQuery, request.query);
    return profiles.listEnablerProfileRevisions(app.database, actorOf(request), id, { limit: query.limit, beforeVersion: query.before });
  });

  app.get('/api/admin/content/enablers/:id/revisions/:version', admin, async (request) => {
    const { id, version } = parseInput(ProfileVersionParams, request.params);
    return profiles.getEnablerProfileRevision(app.database, actorOf(request), id, version);
  });

  app.post('/api/admin/content/enablers/:id/revisions/:version/restore', admin, async (request) => {
    const { id, version } = parseInput(ProfileVersionParams, request.params);
    const input = parseInput(RestoreRevisionBody, request.body);
    const result = await profiles.restoreEnablerProfileRevision(app.database, actorOf(request), id, version, input.version, app.clock());
    return announceSave(app, request, 'enabler profile', result, { profileId: id, restoredFrom: version });
  });

  app.get('/api/enabler/profile/edit', enabler, async (request) => profiles.getOwnProfileForEdit(app.database, actorOf(request)));

  app.put('/api/enabler/profile', enabler, async (request) => {
    const input = parseInput(SaveEnablerProfileBody, request.body);
    return announceSave(app, request, 'own enabler profile', await profiles.saveOwnProfile(app.database, actorOf(request), input, app.clock()));
  });
}
