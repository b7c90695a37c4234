import type { z } from 'zod';

/**
 * JSON the server stored itself (a column, a cached API document, a Redis value) is read through
 * here, with the schema of what it holds, never `JSON.parse(…) as T` (decision 035).
 *
 * A stored value that is not JSON or does not match its schema is the server's own fault (a bug, a
 * migration that missed it), never the visitor's:
 * - `parseJsonColumn` throws a `StoredJsonError`. It is not an `AppError`, so the error handler
 *   answers the one generic 500 and logs it; its message names only the paths and the kinds of the
 *   mismatches, never a stored value, so the log line holds no personal data.
 * - `parseJsonColumnOr` gives the caller's fallback instead, where there is a sensible one (an
 *   event's registration settings: at its link; a chat conversation: a new one).
 *
 * What arrives from outside (a request, a cursor, a provider's answer) is validated where it arrives,
 * with its own answer to the caller (a 400, a provider error), not here.
 */

/** A stored JSON value that is not what its schema says: a 500, logged. */
export class StoredJsonError extends Error {
  constructor(problem: string) {
    super(`A stored JSON value does not match its schema: ${problem}`);
    this.name = 'StoredJsonError';
  }
}

type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

function read<T>(schema: z.ZodType<T>, text: string): Read<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // Paths and codes only: a message may quote what was stored.
  return { ok: false, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`).join('; ') };
}

/** The stored text's value, as `schema` gives it; a `StoredJsonError` when it does not match. */
export function parseJsonColumn<T>(schema: z.ZodType<T>, text: string): T {
  const result = read(schema, text);
  if (!result.ok) throw new StoredJsonError(result.problem);
  return result.value;
}

/** The stored text's value, as `schema` gives it; `fallback` when it does not match. */
export function parseJsonColumnOr<T, F>(schema: z.ZodType<T>, text: string, fallback: F): T | F {
  const result = read(schema, text);
  return result.ok ? result.value : fallback;
}
