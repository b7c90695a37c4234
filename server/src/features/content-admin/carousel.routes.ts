import { SaveCarouselBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import * as carousel from './carousel.service';
import { announceSave, registerRevisionRoutes } from './content-admin.http';

/** The home page's photo carousel on the admin's Content screen (issue 17, decision 022). */
export async function carouselRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/content/carousel', admin, async (request) => carousel.getCarouselForEdit(app.database, actorOf(request)));

  app.put('/api/admin/content/carousel', admin, async (request) => {
    const input = parseInput(SaveCarouselBody, request.body);
    return announceSave(app, request, 'carousel', await carousel.saveCarousel(app.database, input, actorOf(request), app.clock()));
  });

  registerRevisionRoutes(app, {
    path: '/api/admin/content/carousel',
    params: z.object({}),
    preHandler: admin.preHandler,
    what: 'carousel',
    history: carousel.carouselHistory(app.database),
    itemId: () => 'carousel',
  });
}
