import { RestoreRevisionBody, SaveSiteSettingsBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { announceSave, RevisionsQuery, VersionParam } from './content-admin.http';
import * as site from './site-settings.service';

/** The site settings on the admin's Content screen (issue 17, decision 022). */
export async function siteSettingsRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/content/site', admin, async (request) => site.getSiteSettingsForEdit(app.database, actorOf(request)));

  app.put('/api/admin/content/site', admin, async (request) => {
    const input = parseInput(SaveSiteSettingsBody, request.body);
    return announceSave(app, request, 'site settings', await site.saveSiteSettings(app.database, input, actorOf(request), app.clock()));
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
    return announceSave(app, request, 'site settings', result, { restoredFrom: version });
  });
}
