/** Whether a database error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

// Connection failures and server shutdowns (PostgreSQL classes 08 and 57P0x), and a busy SQLite file.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** Whether an error means the database cannot be reached right now (a 503), rather than a bug (a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P0'))) return true;
  if (typeof message !== 'string') return false;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|driver has already been destroyed|The database connection is not open/i.test(
    message,
  );
}
