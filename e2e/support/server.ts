import { startServer as startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';
import type { TestDatabase } from './database';

export type ServerHandle = ServerProcess;

export const ADMIN_EMAIL = 'admin@wfc.test';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

/**
 * The real server on the production build, with a known admin and generous form limits. On
 * `database` when given (the caller drops it), else on a fresh SQLite data folder of its own.
 */
export function startServer(options: { database?: TestDatabase; env?: Record<string, string>; port?: number } = {}): Promise<ServerHandle> {
  return startServerProcess({
    dataDir: options.database?.dataDir,
    ...(options.port ? { port: options.port } : {}),
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      ...options.database?.env,
      ...options.env,
    },
  });
}
