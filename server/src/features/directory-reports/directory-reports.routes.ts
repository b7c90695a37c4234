import type { FastifyInstance } from 'fastify';

/** Reports of cards and notes (issue 42), and the staff's moderation and counts. */
export async function directoryReportsRoutes(app: FastifyInstance) {
  void app;
}
