import { setPasswordHashCostForTests } from '../src/features/auth/password-hash';

/**
 * Every in-process server test file: passwords are hashed at N=2^14 rather than 2^17 (a sixteenth
 * of the work), so that the suite's sign-ins do not spend minutes in scrypt. password-hash.test.ts
 * checks the production cost itself; the server processes (the `processes` and `scale-out`
 * projects, the browser journeys) always hash at full cost.
 */
setPasswordHashCostForTests(14);
