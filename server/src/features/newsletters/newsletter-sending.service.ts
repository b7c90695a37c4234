import { newsletterMessages, type AuditAction, type NewsletterSendBody, type NewsletterStatus, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { siteReader } from '../mail/outbox-worker';
import { assertMayWriteNewsletters } from './newsletter-access';
import { listIdOf, newsletterMailData, textsOf } from './newsletter-message';
import { audienceOf } from './newsletter-preparer';
import * as recipients from './newsletter-recipients.repository';
import * as repository from './newsletters.repository';
import type { NewsletterRow } from './newsletters.repository';
import { getNewsletter, notFound, type ShownNewsletter } from './newsletters.service';
import type { Mailer } from '../mail/outbox.service';

/** Sending a newsletter: now or at a time, pause, resume, cancel, and a test copy (issue 29). */

const YEAR_MS = 366 * 24 * 60 * 60_000;

type Step = (trx: Kysely<DB>, row: NewsletterRow, stamp: string) => Promise<{ action: AuditAction; detail?: string } | undefined>;

/**
 * Moves one newsletter under a lock: `step` checks where it stands (409 otherwise) and changes it,
 * and its audit line is written in the same transaction.
 */
async function move(database: Database, id: string, actor: User, now: Date, step: Step): Promise<void> {
  await database.writeTransaction(async (trx) => {
    const row = await repository.lockNewsletter(trx, database.engine, id);
    if (!row) throw notFound();
    const audited = await step(trx, row, now.toISOString());
    if (audited)
      await recordAudit(
        trx,
        { action: audited.action, actorId: actor._id, subject: { kind: 'newsletter', id }, detail: audited.detail },
        now,
      );
  });
}

const is = (row: NewsletterRow, ...statuses: NewsletterStatus[]) => statuses.includes(row.status);

/** Sends now (its recipients are frozen at once) or schedules it for `at`; 409 when nobody would get it. */
export async function sendNewsletter(
  database: Database,
  id: string,
  input: NewsletterSendBody,
  actor: User,
  now: Date,
): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  const at = input.at === undefined ? undefined : new Date(input.at);
  if (at && at.getTime() <= now.getTime()) throw badRequest(newsletterMessages.scheduleInPast, { at: newsletterMessages.scheduleInPast });
  if (at && at.getTime() > now.getTime() + YEAR_MS)
    throw badRequest(newsletterMessages.scheduleTooFar, { at: newsletterMessages.scheduleTooFar });
  await move(database, id, actor, now, async (trx, row, stamp) => {
    if (!is(row, 'draft', 'scheduled')) throw conflict(newsletterMessages.alreadySending);
    const audience = await recipients.countAudience(trx, audienceOf(row));
    if (audience === 0) throw conflict(newsletterMessages.noAudience, 'NEWSLETTER_NO_AUDIENCE');
    if (at) {
      await repository.updateNewsletterIf(trx, id, ['draft', 'scheduled'], {
        status: 'scheduled',
        scheduled_at: at.toISOString(),
        sent_by: actor._id,
        updated_at: stamp,
      });
      return { action: 'newsletter-scheduled', detail: `for ${at.toISOString()}, ${audience} members now` };
    }
    await repository.updateNewsletterIf(trx, id, ['draft', 'scheduled'], {
      status: 'preparing',
      scheduled_at: null,
      started_at: stamp,
      sent_by: actor._id,
      updated_at: stamp,
    });
    return undefined; // audited once its list is frozen, with its size (newsletter-preparer)
  });
  return getNewsletter(database, id, actor);
}

export async function unscheduleNewsletter(database: Database, id: string, actor: User, now: Date): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  await move(database, id, actor, now, async (trx, row, stamp) => {
    if (!is(row, 'scheduled')) throw conflict(newsletterMessages.cannotUnschedule);
    await repository.updateNewsletterIf(trx, id, ['scheduled'], { status: 'draft', scheduled_at: null, updated_at: stamp });
    return { action: 'newsletter-cancelled', detail: 'schedule taken back: a draft again' };
  });
  return getNewsletter(database, id, actor);
}

export async function pauseNewsletter(database: Database, id: string, actor: User, now: Date): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  await move(database, id, actor, now, async (trx, row, stamp) => {
    if (!is(row, 'preparing', 'sending')) throw conflict(newsletterMessages.cannotPause);
    await repository.updateNewsletterIf(trx, id, ['preparing', 'sending'], {
      status: 'paused',
      pause_reason: null,
      claimed_until: null,
      updated_at: stamp,
    });
    return { action: 'newsletter-paused' };
  });
  return getNewsletter(database, id, actor);
}

export async function resumeNewsletter(database: Database, id: string, actor: User, now: Date): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  await move(database, id, actor, now, async (trx, row, stamp) => {
    if (!is(row, 'paused')) throw conflict(newsletterMessages.cannotResume);
    // A list not fully copied when it paused is copied on from where it stopped.
    await repository.updateNewsletterIf(trx, id, ['paused'], {
      status: row.frozen_at ? 'sending' : 'preparing',
      pause_reason: null,
      claimed_until: null,
      updated_at: stamp,
    });
    return { action: 'newsletter-resumed' };
  });
  return getNewsletter(database, id, actor);
}

/** Cancels it: those not sent yet never get it; copies on the wire this moment finish. */
export async function cancelNewsletter(database: Database, id: string, actor: User, now: Date): Promise<ShownNewsletter> {
  await assertMayWriteNewsletters(database, actor);
  await move(database, id, actor, now, async (trx, row, stamp) => {
    if (!is(row, 'scheduled', 'preparing', 'sending', 'paused')) throw conflict(newsletterMessages.cannotCancel);
    await repository.updateNewsletterIf(trx, id, ['scheduled', 'preparing', 'sending', 'paused'], {
      status: 'cancelled',
      claimed_until: null,
      finished_at: stamp,
      updated_at: stamp,
    });
    await recipients.cancelWaiting(trx, id);
    return { action: 'newsletter-cancelled' };
  });
  return getNewsletter(database, id, actor);
}

/**
 * A copy to her own address in each language asked for (both when it has a Malayalam version), its
 * subject marked "[Test]", through the outbox like any other mail to one person.
 */
export async function sendTestCopies(
  database: Database,
  id: string,
  locales: ('en' | 'ml')[] | undefined,
  actor: User,
  { publicUrl, outbox }: Mailer,
  now: Date,
) {
  await assertMayWriteNewsletters(database, actor);
  const row = await repository.findNewsletter(database.db, id);
  if (!row) throw notFound();
  const texts = textsOf(row, publicUrl);
  const wanted = locales ?? (row.ml_body !== null ? ['en', 'ml'] : ['en']);
  const site = siteReader(database, publicUrl);
  const listId = listIdOf((await site('en')).name, publicUrl);
  await database.writeTransaction(async (trx) => {
    for (const locale of new Set(wanted)) {
      const data = newsletterMailData(row, texts[locale], { publicUrl, locale, listId });
      await outbox.queue(trx, { kind: 'newsletter', to: actor.email, toName: actor.name, data, locale }, now);
    }
    await recordAudit(
      trx,
      { action: 'newsletter-test-sent', actorId: actor._id, subject: { kind: 'newsletter', id }, detail: [...new Set(wanted)].join(', ') },
      now,
    );
  });
  return { message: newsletterMessages.testSent };
}
