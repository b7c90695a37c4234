import { CaseMessageBody, MemberDeleteBody, MemberDetailsBody, MemberEmailChoicesBody, RatingBody, type MemberHome } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../lib/send-attachment';
import { parseInput } from '../../lib/validate';
import { rateCase, requestViewOf, writeRequesterMessage } from '../cases/requester.service';
import { eventsContextOf } from '../events/event-context';
import { attachmentForRequester } from '../inbox/attachment-access.service';
import { registrationsOf } from '../events/event-registration.service';
import { clearSessionCookie, csrfTokenOf, requireMember, memberSessionOf } from '../member-sign-in/member-session';
import { exportMemberData } from './member-account.service';
import {
  deleteOwnMembership,
  inquiriesOf,
  membershipOf,
  ownCase,
  requestsOf,
  saveDetails,
  saveEmailChoices,
} from './member-account.service';
import { mailerOf } from '../mail/outbox.service';

/** Her own page's API (issue 28): everything under her session, found by her verified address. */
export async function memberAccountRoutes(app: FastifyInstance) {
  const member = { preHandler: requireMember(app) };
  const limited = { ...member, config: { rateLimit: app.limits.forms } };

  app.get('/api/member/me', member, async (request): Promise<MemberHome> => {
    const session = memberSessionOf(request);
    return {
      email: session.email,
      csrfToken: csrfTokenOf(app.config.jwtSecret, session.id),
      membership: await membershipOf(app.database, session.email),
    };
  });

  app.put('/api/member/details', limited, async (request) =>
    saveDetails(app.database, memberSessionOf(request).email, parseInput(MemberDetailsBody, request.body)),
  );

  app.put('/api/member/email-choices', limited, async (request) =>
    saveEmailChoices(app.database, memberSessionOf(request).email, parseInput(MemberEmailChoicesBody, request.body), app.clock()),
  );

  app.post('/api/member/membership/delete', limited, async (request, reply) => {
    parseInput(MemberDeleteBody, request.body);
    const answer = await deleteOwnMembership(app.database, memberSessionOf(request).email, app.clock());
    // Her sessions went with her membership's rows.
    clearSessionCookie(app, reply);
    request.log.info({ memberSessionId: memberSessionOf(request).id }, 'member deleted her membership');
    return answer;
  });

  app.get('/api/member/requests', member, async (request) => requestsOf(app.database, memberSessionOf(request).email));

  app.get<{ Params: { id: string } }>('/api/member/requests/:id', member, async (request) =>
    requestViewOf(app.database, await ownCase(app.database, memberSessionOf(request).email, request.params.id)),
  );

  // A file kept with a reply by e-mail in one of her requests (issue 41): 404 unless it is a message's of that case.
  app.get<{ Params: { id: string; fileId: string } }>('/api/member/requests/:id/attachments/:fileId', member, async (request, reply) => {
    const caseId = await ownCase(app.database, memberSessionOf(request).email, request.params.id);
    const file = await attachmentForRequester(app.database, request.params.fileId, caseId);
    reply.header('Referrer-Policy', 'no-referrer');
    return sendAttachment(reply, file);
  });

  app.post<{ Params: { id: string } }>('/api/member/requests/:id/messages', limited, async (request, reply) => {
    const { body } = parseInput(CaseMessageBody, request.body);
    const caseId = await ownCase(app.database, memberSessionOf(request).email, request.params.id);
    const message = await writeRequesterMessage(app.database, caseId, body, app.clock(), mailerOf(app));
    request.log.info({ messageId: message._id }, 'requester replied from her page');
    app.staffFeed.publish({ kind: 'case-message', caseId });
    return reply.code(201).send(message);
  });

  app.post<{ Params: { id: string } }>('/api/member/requests/:id/rating', limited, async (request) => {
    const input = parseInput(RatingBody, request.body);
    return rateCase(app.database, await ownCase(app.database, memberSessionOf(request).email, request.params.id), input, app.clock());
  });

  app.get('/api/member/inquiries', member, async (request) => inquiriesOf(app.database, memberSessionOf(request).email));
  // Her registrations for events (issue 30), in her page's language.
  app.get('/api/member/events', member, async (request) =>
    registrationsOf(eventsContextOf(app), memberSessionOf(request).email, request.locale),
  );

  app.get('/api/member/export', member, async (request, reply) => {
    const data = await exportMemberData(app.database, memberSessionOf(request).email, app.clock());
    reply.header('Content-Disposition', 'attachment; filename="women-founders-club-my-data.json"');
    return data;
  });
}
