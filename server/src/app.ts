import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { migrate, openDatabase, type Database } from './db/database';
import { loadSeedContent, seedContent } from './db/seed';
import { contentRoutes } from './features/content/content.routes';
import { healthRoutes } from './features/health/health.routes';
import { helpRoutes } from './features/help/help.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { membershipRoutes } from './features/membership/membership.routes';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimit, type RouteLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Readonly<Config>;
    database: Database;
    /** The current time; tests pass a fixed clock. */
    clock: () => Date;
    limits: RouteLimits;
  }
}

export interface AppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  clock?: () => Date;
}

/** Request bodies over 32 KiB are refused with 413 (api-contract.md). */
const BODY_LIMIT = 32 * 1024;

/**
 * Builds the whole app (API and site) on a migrated, seeded database, ready to `listen` or
 * `inject`. The entry point and every test use this.
 */
export async function buildApp(config: Readonly<Config>, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
      serializers: {
        // Only what identifies a request; never headers, bodies or query strings.
        req: (request: { id: string; method: string; routeOptions?: { url?: string }; url: string }) => ({
          id: request.id,
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const database = openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.addHook('onClose', async () => database.close());

  try {
    await migrate(database);
    await seedContent(database, loadSeedContent(), app.clock());
  } catch (error) {
    await app.close();
    throw error;
  }

  // The API speaks JSON only; a text/plain body gets 415 rather than being read as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  app.decorate('limits', await registerRateLimit(app, config));

  // The whole API, in one list.
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(helpRoutes);
  await app.register(inquiryRoutes);
  await app.register(membershipRoutes);

  await registerWeb(app, config.webDistDir);
  return app;
}
