import type { FastifyInstance } from 'fastify';

/** The club's reports over a period (issue 43): help, members, newsletters, events, sessions, inquiries; JSON and CSV. */
export async function reportsRoutes(app: FastifyInstance) {
  void app;
}
