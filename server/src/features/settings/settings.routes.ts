import { SecuritySettings } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { getSecuritySettings, updateSecuritySettings } from './settings.service';

/** The admin's Security screen (decision 020). */
export async function settingsRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/security-settings', admin, async (request) => getSecuritySettings(app.database, actorOf(request)));

  app.put('/api/admin/security-settings', admin, async (request) => {
    const input = parseInput(SecuritySettings, request.body);
    const result = await updateSecuritySettings(app.database, input, actorOf(request), app.clock());
    request.log.info({ by: actorOf(request)._id, ...result }, 'security settings saved');
    return result;
  });
}
