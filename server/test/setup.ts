import { afterAll, vi } from 'vitest';

// The server projects run their files in one module graph (isolate: false, server/vitest.config.ts),
// which saves most of their import time. The server's own modules keep state (the hashing pool,
// caches): each file gets them fresh, so no file sees what another left behind. The libraries
// (Fastify, Kysely, the database drivers) stay loaded.
vi.resetModules();

/**
 * Every in-process server test file: passwords are hashed at N=2^14 rather than 2^17 (a sixteenth
 * of the work), so that the suite's sign-ins do not spend minutes in scrypt. password-hash.test.ts
 * checks the production cost itself; the server processes (the `processes` and `scale-out`
 * projects, the browser journeys) always hash at full cost. Imported after the reset, so that it is
 * the instance the test file imports.
 */
const { closePasswordHashing, setPasswordHashCostForTests } = await import('../src/features/auth/password-hash');
setPasswordHashCostForTests(14);
// This file's hashing threads end with it (the next file's fresh module starts its own).
afterAll(closePasswordHashing);
