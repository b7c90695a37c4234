import { MemberLinkBody, MembershipBody, PreferencesBody, PreferencesReadBody, memberMessages, messages } from '@wfc/shared';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { privateAnswer } from '../../lib/private-answer';
import { parseInput } from '../../lib/validate';
import { formAction } from '../page-forms/form-action';
import { confirmMember, subscribeMember } from './membership.service';
import { isOneClickBody } from './one-click-body';
import { readPreferences, savePreferences, unsubscribeByLink } from './preferences.service';
import { mailerOf } from '../mail/outbox.service';

/** One-click unsubscribes one link may make in a minute, from any number of clients. */
export const ONE_CLICKS_PER_LINK = 5;

/** The one-click budget's key: the link's SHA-256 (the token itself is kept nowhere). */
function oneClickKey(request: FastifyRequest): string {
  const token = (request.query as { token?: unknown }).token;
  return `one-click:${createHash('sha256')
    .update(String(token ?? ''))
    .digest('hex')}`;
}

/** The Become a Member form, as its API route and its plain post both run it. */
export const membershipAction = formAction({
  route: 'POST /api/membership',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(MembershipBody, body);
    const stored = await subscribeMember(app.database, input, mailerOf(app), app.clock(), request.locale);
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
  app.post('/api/membership/confirm', ownLink, async (request) =>
    confirmMember(app.database, parseInput(MemberLinkBody, request.body).token, app.clock()),
  );
  app.post('/api/membership/unsubscribe', ownLink, async (request) =>
    unsubscribeByLink(app.database, parseInput(MemberLinkBody, request.body).token, app.clock(), 'all'),
  );
  // Her choices by topic through the same links (issue 29): read, and save.
  app.post('/api/membership/preferences', ownLink, async (request) =>
    readPreferences(app.database, parseInput(PreferencesReadBody, request.body).token, app.clock()),
  );
  app.put('/api/membership/preferences', ownLink, async (request) =>
    savePreferences(app.database, parseInput(PreferencesBody, request.body), app.clock()),
  );

  // A mail client's one click (RFC 8058): a form body `List-Unsubscribe=One-Click` to the address
  // in the List-Unsubscribe header, which must carry the token itself. The request log keeps no
  // query strings, so the token is not written anywhere.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
  }
  // Its own budget, by the link rather than the client: a mailbox provider posts every user's
  // one-click from the same few servers (issue 38, finding 5).
  const oneClick = { config: { rateLimit: { max: ONE_CLICKS_PER_LINK, timeWindow: 60_000, keyGenerator: oneClickKey } } };
  app.post<{ Querystring: { token?: string } }>('/api/membership/unsubscribe/one-click', oneClick, async (request) => {
    if (!isOneClickBody(request.headers['content-type'], request.body)) throw new AppError(400, 'BAD_REQUEST', memberMessages.oneClickBody);
    // A newsletter's link leaves that newsletter's topics; a membership e-mail's, every e-mail.
    return unsubscribeByLink(app.database, String(request.query.token ?? ''), app.clock(), 'list');
  });
}
