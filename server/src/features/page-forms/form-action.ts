import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a public form's API route does with a parsed request body: validates it, calls the
 * service, logs, and returns the success body (the route sends it with `successStatus`). The API
 * route and the page form's plain post (page-forms.routes.ts) both run it, so they cannot drift.
 */
export interface FormAction<Result extends object = object> {
  /** The API route, as the rate limiter names it (`'POST /api/help'`): both share its budget. */
  route: string;
  successStatus: number;
  run(app: FastifyInstance, request: FastifyRequest, body: unknown): Promise<Result>;
}

/** Declares a form action with its result type kept. */
export const formAction = <Result extends object>(action: FormAction<Result>) => action;
