import { randomUUID } from 'node:crypto';

/** A new opaque id for a stored record. */
export function newId(): string {
  return randomUUID();
}
