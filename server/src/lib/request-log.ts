import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at `info`, written when it is answered: its id (`reqId`), method and path
 * (`req`), status (`res`) and time in ms (`responseTime`), as docs/deploy.md says. Fastify writes
 * two by default ("incoming request", then "request completed"); the first said nothing the second
 * does not, and cost a log write on every request. The kept answers write the same line
 * (`kept-answers.ts`). Every other line Fastify writes (errors, streams closed early) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify's request ids (`req-1`, `req-2`, … in base 36): one sequence for the routes and the kept answers. */
export function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}
