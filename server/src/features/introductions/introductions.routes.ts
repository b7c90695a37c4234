import type { FastifyInstance } from 'fastify';

/** Introductions between members (issue 42): requests, answers on her page and by the e-mailed link. */
export async function introductionsRoutes(app: FastifyInstance) {
  void app;
}
