import { IntroductionAnswerBody, IntroductionBody, IntroductionLinkBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { privateAnswer } from '../../lib/private-answer';
import { parseInput } from '../../lib/validate';
import { mailerOf } from '../mail/outbox.service';
import { memberSessionOf, requireMember } from '../member-sign-in/member-session';
import {
  answerIntroduction,
  answerIntroductionByLink,
  introductionOfLink,
  introductionsOf,
  requestIntroduction,
} from './introductions.service';

/** Introductions between members (issue 42): requests, answers on her page and by the e-mailed link. */
export async function introductionsRoutes(app: FastifyInstance) {
  const member = { preHandler: requireMember(app) };
  const limited = { ...member, config: { rateLimit: app.limits.forms } };
  // The e-mailed link: no session, the token in the body (from the page's fragment), never cached.
  const byLink = { onRequest: privateAnswer, config: { rateLimit: app.limits.forms } };

  app.post('/api/member/introductions', limited, async (request, reply) => {
    const input = parseInput(IntroductionBody, request.body);
    const answer = await requestIntroduction(app.database, memberSessionOf(request).email, input, app.clock(), mailerOf(app));
    return reply.code(202).send(answer);
  });

  app.get('/api/member/introductions', member, async (request) =>
    introductionsOf(app.database, memberSessionOf(request).email, app.clock()),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post<{ Params: { id: string } }>(`/api/member/introductions/:id/${answer}`, limited, async (request) =>
      answerIntroduction(app.database, memberSessionOf(request).email, request.params.id, answer, app.clock(), mailerOf(app)),
    );
  }

  app.post('/api/introductions/link', byLink, async (request) =>
    introductionOfLink(app.database, parseInput(IntroductionLinkBody, request.body).token, app.clock()),
  );

  app.post('/api/introductions/link/answer', byLink, async (request) =>
    answerIntroductionByLink(app.database, parseInput(IntroductionAnswerBody, request.body), app.clock(), mailerOf(app)),
  );
}
