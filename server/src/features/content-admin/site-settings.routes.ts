import { SaveSiteSettingsBody } from '@wfc/shared';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { announceSave, registerRevisionRoutes } from './content-admin.http';
import * as site from './site-settings.service';

/** The site settings on the admin's Content screen (issue 17, decision 022). */
export async function siteSettingsRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/content/site', admin, async (request) => site.getSiteSettingsForEdit(app.database, actorOf(request)));

  app.put('/api/admin/content/site', admin, async (request) => {
    const input = parseInput(SaveSiteSettingsBody, request.body);
    return announceSave(app, request, 'site settings', await site.saveSiteSettings(app.database, input, actorOf(request), app.clock()));
  });

  registerRevisionRoutes(app, {
    path: '/api/admin/content/site',
    params: z.object({}),
    preHandler: admin.preHandler,
    what: 'site settings',
    history: site.siteHistory(app.database),
    itemId: () => 'site',
  });
}
