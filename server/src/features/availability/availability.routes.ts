import { EnablerAvailability } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { getAvailability, setAvailability } from '../users/user.service';

/** An enabler's own availability for new cases: taking them, away until a day, and how many (decision 015). */
export async function availabilityRoutes(app: FastifyInstance) {
  const enabler = { preHandler: requireRole(app, 'enabler') };

  app.get('/api/enabler/availability', enabler, async (request) => getAvailability(app.database, actorOf(request)));

  app.put('/api/enabler/availability', enabler, async (request) => {
    const input = parseInput(EnablerAvailability, request.body);
    const saved = await setAvailability(app.database, input, actorOf(request), app.clock());
    request.log.info({ by: actorOf(request)._id }, 'availability changed');
    return saved;
  });
}
