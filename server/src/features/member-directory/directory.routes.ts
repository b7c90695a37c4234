import type { FastifyInstance } from 'fastify';

/** The member directory (issue 42): her listing, the directory, photos and blocks. */
export async function directoryRoutes(app: FastifyInstance) {
  void app;
}
