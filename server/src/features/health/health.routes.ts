import type { FastifyInstance } from 'fastify';

/** GET /api/health: whether the process and its database answer. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const up = await app.database.ping();
    reply.header('Cache-Control', 'no-store');
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'ok' : 'down' });
  });
}
