import { vi } from 'vitest';

// The server projects run their files in one module graph (isolate: false, server/vitest.config.ts),
// which saves most of their import time. The server's own modules may keep state (caches): each file
// gets them fresh, so no file sees what another left behind. The libraries (Fastify, Kysely, the
// database drivers) stay loaded. Password hashing is an app's own (`app.passwordHasher`, closed with
// the app); createTestApp makes it hash at the tests' lower cost (test/helpers.ts).
vi.resetModules();
