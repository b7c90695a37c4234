import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer for one person alone (her member session, or a record opened by her private link:
 * door codes, meeting links, names): no cache keeps it and no page it leads to learns where she
 * came from. Used as a route's `onRequest` hook, so every answer of the route carries it, errors
 * included.
 */
export function privateAnswer(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  markPrivate(reply);
  done();
}

/** Sets the headers of a private answer on this reply. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
}
