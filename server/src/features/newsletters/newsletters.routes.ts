import {
  MAX_NEWSLETTER_REQUEST_BYTES,
  NewsletterAudienceBody,
  NewsletterBody,
  NewsletterPreviewBody,
  NewsletterSendBody,
  NewsletterSettings,
  NewsletterTestBody,
  newsletterMessages,
} from '@wfc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { WindowLog } from '../../lib/window-log';
import { actorOf, requireRole } from '../auth/require-role';
import { assertMayWriteNewsletters, getNewsletterSettings, updateNewsletterSettings } from './newsletter-access';
import {
  cancelNewsletter,
  pauseNewsletter,
  resumeNewsletter,
  sendNewsletter,
  sendTestCopies,
  unscheduleNewsletter,
} from './newsletter-sending.service';
import {
  countAudience,
  createNewsletter,
  deleteNewsletter,
  getNewsletter,
  listNewsletters,
  previewNewsletter,
  updateNewsletter,
  withReach,
} from './newsletters.service';
import { mailerOf } from '../mail/outbox.service';

/** Tests a staff member may send herself per hour. */
const TESTS_PER_HOUR = 5;

type IdRequest = { Params: { id: string } };

/** The staff's Newsletters screen (issue 29): admins, and operators while an admin lets them (checked in the services). */
export async function newsletterRoutes(app: FastifyInstance) {
  // An operator whom no admin has let in is refused before her request is read.
  const staff = {
    preHandler: [
      requireRole(app, 'admin', 'operator'),
      async (request: FastifyRequest) => assertMayWriteNewsletters(app.database, actorOf(request)),
    ],
  };
  const writes = { ...staff, bodyLimit: MAX_NEWSLETTER_REQUEST_BYTES };
  const admin = { preHandler: requireRole(app, 'admin') };
  const tests = new WindowLog(60 * 60_000, 10_000);
  const base = '/api/admin/newsletters';
  // A newsletter's pause reason in the answer's language (the staff screens send theirs).

  app.get(base, staff, async (request) => withReach(app.database, app.whatsapp, await listNewsletters(app.database, actorOf(request))));
  app.post(base, writes, async (request, reply) => {
    const input = parseInput(NewsletterBody, request.body);
    const created = await createNewsletter(app.database, input, actorOf(request), app.clock());
    request.log.info({ newsletterId: created._id, by: actorOf(request)._id }, 'newsletter created');
    return reply.code(201).send(created);
  });
  app.post(`${base}/audience`, staff, async (request) =>
    countAudience(app.database, parseInput(NewsletterAudienceBody, request.body), actorOf(request)),
  );
  app.post(`${base}/preview`, writes, async (request) =>
    previewNewsletter(app.database, parseInput(NewsletterPreviewBody, request.body), actorOf(request), app.config.publicUrl),
  );

  app.get<IdRequest>(`${base}/:id`, staff, async (request) => {
    const [shown] = await withReach(app.database, app.whatsapp, [await getNewsletter(app.database, request.params.id, actorOf(request))]);
    return shown;
  });
  app.put<IdRequest>(`${base}/:id`, writes, async (request) =>
    updateNewsletter(app.database, request.params.id, parseInput(NewsletterBody, request.body), actorOf(request), app.clock()),
  );
  app.delete<IdRequest>(`${base}/:id`, staff, async (request) => deleteNewsletter(app.database, request.params.id, actorOf(request)));

  app.post<IdRequest>(`${base}/:id/test`, staff, async (request, reply) => {
    const input = parseInput(NewsletterTestBody, request.body ?? {});
    const actor = actorOf(request);
    const now = app.clock().getTime();
    if (tests.waitForRoom(actor._id, now) > 0 || tests.recent(actor._id, now).length >= TESTS_PER_HOUR) {
      throw new AppError(429, 'RATE_LIMITED', newsletterMessages.testLimit);
    }
    const answer = await sendTestCopies(app.database, request.params.id, input.locales, actor, mailerOf(app), app.clock());
    tests.add(actor._id, { time: now, id: request.id }, now);
    return reply.code(202).send(answer);
  });
  app.post<IdRequest>(`${base}/:id/send`, staff, async (request, reply) => {
    const sent = await sendNewsletter(
      app.database,
      request.params.id,
      parseInput(NewsletterSendBody, request.body ?? {}),
      actorOf(request),
      app.clock(),
    );
    request.log.info({ newsletterId: sent._id, status: sent.status, by: actorOf(request)._id }, 'newsletter send asked');
    app.newsletterSender.wake();
    return reply.code(202).send(sent);
  });
  app.post<IdRequest>(`${base}/:id/unschedule`, staff, async (request) =>
    unscheduleNewsletter(app.database, request.params.id, actorOf(request), app.clock()),
  );
  app.post<IdRequest>(`${base}/:id/pause`, staff, async (request) =>
    pauseNewsletter(app.database, request.params.id, actorOf(request), app.clock()),
  );
  app.post<IdRequest>(`${base}/:id/resume`, staff, async (request) => {
    const resumed = await resumeNewsletter(app.database, request.params.id, actorOf(request), app.clock());
    app.newsletterSender.wake();
    return resumed;
  });
  app.post<IdRequest>(`${base}/:id/cancel`, staff, async (request) =>
    cancelNewsletter(app.database, request.params.id, actorOf(request), app.clock()),
  );

  app.get('/api/admin/newsletter-settings', admin, async (request) => getNewsletterSettings(app.database, actorOf(request)));
  app.put('/api/admin/newsletter-settings', admin, async (request) =>
    updateNewsletterSettings(app.database, parseInput(NewsletterSettings, request.body), actorOf(request), app.clock()),
  );
}
