import { RestoreRevisionBody, SaveSiteSettingsBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import * as site from './site-settings.service';

const RevisionsQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a whole number from 1 to 100.' }).int().min(1).max(100).default(50),
  before: z.coerce.number({ error: 'That page link is not valid.' }).int().positive().optional(),
});
const VersionParam = z.object({ version: z.coerce.number({ error: 'There is no such version.' }).int().positive() });

/**
 * The admin's Content screen (issue 17, decision 022). Every save tells every process, after its
 * commit and before the answer, so the public pages show it by the time the admin sees "Saved".
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/content/site', admin, async (request) => site.getSiteSettingsForEdit(app.database, actorOf(request)));

  app.put('/api/admin/content/site', admin, async (request) => {
    const input = parseInput(SaveSiteSettingsBody, request.body);
    const result = await site.saveSiteSettings(app.database, input, actorOf(request), app.clock());
    if (result.changed) {
      await app.contentChanges.publish();
      request.log.info({ by: actorOf(request)._id, version: result.version }, 'site settings saved');
    }
    return result;
  });

  app.get('/api/admin/content/site/revisions', admin, async (request) => {
    const query = parseInput(RevisionsQuery, request.query);
    return site.listSiteRevisions(app.database, actorOf(request), { limit: query.limit, beforeVersion: query.before });
  });

  app.get('/api/admin/content/site/revisions/:version', admin, async (request) => {
    const { version } = parseInput(VersionParam, request.params);
    return site.getSiteRevision(app.database, actorOf(request), version);
  });

  app.post('/api/admin/content/site/revisions/:version/restore', admin, async (request) => {
    const { version } = parseInput(VersionParam, request.params);
    const input = parseInput(RestoreRevisionBody, request.body);
    const result = await site.restoreSiteRevision(app.database, actorOf(request), version, input.version, app.clock());
    if (result.changed) {
      await app.contentChanges.publish();
      request.log.info({ by: actorOf(request)._id, version: result.version, restoredFrom: version }, 'site settings restored');
    }
    return result;
  });
}
