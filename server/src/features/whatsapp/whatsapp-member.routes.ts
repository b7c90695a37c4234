import { WhatsAppChoicesBody, WhatsAppCodeBody, WhatsAppNumberBody, whatsappMessages } from '@wfc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validate';
import { memberSessionOf, requireMember } from '../member-sign-in/member-session';
import { addNumber, confirmNumber, myWhatsApp, removeNumber, saveChoices, type WhatsAppMemberContext } from './whatsapp-member.service';

/** Her WhatsApp number on her own page (issue 44): the member session, CSRF on changes, the forms' rate limit. */
export async function whatsappMemberRoutes(app: FastifyInstance) {
  const member = { preHandler: requireMember(app) };
  const limited = { ...member, config: { rateLimit: app.limits.forms } };
  const context: WhatsAppMemberContext = { database: app.database, whatsapp: app.whatsapp, secret: app.config.jwtSecret };
  const emailOf = (request: FastifyRequest) => memberSessionOf(request).email;

  app.get('/api/member/whatsapp', member, async (request) => myWhatsApp(context, emailOf(request), app.clock()));

  app.put('/api/member/whatsapp', limited, async (request, reply) => {
    const { phone } = parseInput(WhatsAppNumberBody, request.body);
    // The page's language when the request names one (the site's client always does), else her membership's.
    const pageLocale = request.headers['accept-language'] ? request.locale : undefined;
    const added = await addNumber(context, emailOf(request), phone, pageLocale, app.clock());
    request.log.info(
      { memberSessionId: memberSessionOf(request).id, number: added.masked, outcome: added.outcome },
      'whatsapp number added',
    );
    return reply.code(202).send({ message: whatsappMessages.codeSent });
  });

  app.post('/api/member/whatsapp/confirm', limited, async (request) =>
    confirmNumber(context, emailOf(request), parseInput(WhatsAppCodeBody, request.body).code, app.clock()),
  );

  app.put('/api/member/whatsapp/choices', limited, async (request) =>
    saveChoices(context, emailOf(request), parseInput(WhatsAppChoicesBody, request.body), app.clock()),
  );

  app.delete('/api/member/whatsapp', limited, async (request) => {
    const answer = await removeNumber(context, emailOf(request));
    request.log.info({ memberSessionId: memberSessionOf(request).id }, 'whatsapp number removed');
    return answer;
  });
}
