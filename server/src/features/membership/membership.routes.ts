import { MemberLinkBody, MembershipBody, PreferencesBody, PreferencesReadBody, messages } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { answerLocale } from '../../lib/localize';
import { privateAnswer } from '../../lib/private-answer';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { confirmMember, subscribeMember } from './membership.service';
import { readPreferences, savePreferences, unsubscribeByLink } from './preferences.service';

/** The Become a Member form, as its API route and its plain post both run it. */
export const membershipAction = formAction({
  route: 'POST /api/membership',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(MembershipBody, body);
    const stored = await subscribeMember(app.database, input, { publicUrl: app.config.publicUrl }, app.clock(), answerLocale(request.headers['accept-language']));
    request.log.info({ membershipId: stored.id }, 'membership stored');
    return { _id: stored.id, message: messages.membershipSuccess };
  },
});

/**
 * POST /api/membership: the Become a Member form; and a member's e-mailed links: confirm,
 * unsubscribe (from the page), her choices by topic, and the one-click unsubscribe a mail client
 * posts (RFC 8058).
 */
export async function membershipRoutes(app: FastifyInstance) {
  const forms = { config: { rateLimit: app.limits.forms } };
  app.post('/api/membership', forms, async (request, reply) =>
    reply.code(membershipAction.successStatus).send(await membershipAction.run(app, request, request.body)),
  );

  // What her link opens is hers alone (her name, address, topics): never cached, no referrer.
  const ownLink = { ...forms, onRequest: privateAnswer };
  app.post('/api/membership/confirm', ownLink, async (request) => confirmMember(app.database, parseInput(MemberLinkBody, request.body).token, app.clock()));
  app.post('/api/membership/unsubscribe', ownLink, async (request) => unsubscribeByLink(app.database, parseInput(MemberLinkBody, request.body).token, app.clock(), 'all'));
  // Her choices by topic through the same links (issue 29): read, and save.
  app.post('/api/membership/preferences', ownLink, async (request) => readPreferences(app.database, parseInput(PreferencesReadBody, request.body).token, app.clock()));
  app.put('/api/membership/preferences', ownLink, async (request) => savePreferences(app.database, parseInput(PreferencesBody, request.body), app.clock()));

  // A mail client's one click (RFC 8058): a form body `List-Unsubscribe=One-Click` to the address
  // in the List-Unsubscribe header, which must carry the token itself. The request log keeps no
  // query strings, so the token is not written anywhere.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
  }
  app.post<{ Querystring: { token?: string } }>('/api/membership/unsubscribe/one-click', forms, async (request) => {
    // A newsletter's link leaves that newsletter's topics; a membership e-mail's, every e-mail.
    return unsubscribeByLink(app.database, String(request.query.token ?? ''), app.clock(), 'list');
  });
}
