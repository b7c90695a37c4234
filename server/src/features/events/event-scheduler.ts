import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import { eventsContextOf, type EventsContext } from './event-context';
import { queueEndedMail, queueReminderMail } from './event-mail';
import { fillFreedPlaces } from './event-registration.service';
import * as repository from './event-registrations.repository';
import { registrationOf } from './event-settings';

/**
 * The events' clock (issue 30): reminders a day and an hour before an event, offers of a place
 * that ran out, and places freed by an erasure given to the waitlist. Every process ticks; each piece of work is claimed by a conditional update in the
 * transaction that queues its e-mails (`reminded_day_at` set only where it is still null, an offer
 * ended only while it is still `offered`), so two processes, or a tick that runs twice, send each
 * reminder once.
 */

/** How often every process looks. */
const EVENT_SCHEDULER_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

type Reminder = { when: 'day' | 'hour'; column: 'reminded_day_at' | 'reminded_hour_at'; before: number };
const reminders: Reminder[] = [
  { when: 'day', column: 'reminded_day_at', before: DAY_MS },
  { when: 'hour', column: 'reminded_hour_at', before: HOUR_MS },
];

/** One tick. Exported so that tests drive it with their clock; answers how many e-mails it queued. */
export async function runEventSchedule(
  context: EventsContext,
  now: Date,
): Promise<{ reminders: number; offersEnded: number; placesFilled: number }> {
  const stamp = now.toISOString();
  let sent = 0;
  for (const reminder of reminders) {
    // Due: starting within `before`, not started, not yet reminded (the day one is skipped when the hour one is due too).
    const until = new Date(now.getTime() + reminder.before).toISOString();
    const due = await repository.listDueForReminder(context.database.db, reminder.column, stamp, until);
    for (const { id } of due) {
      sent += await context.database.writeTransaction(async (trx) => {
        if (!(await repository.claimReminder(trx, id, reminder.column, stamp))) return 0;
        const row = await repository.findEvent(trx, id);
        if (!row) return 0; // erased since it was listed
        // An hour before, the day-before reminder is no longer news: marked without a message.
        if (reminder.when === 'day' && Date.parse(row.starts_at) - now.getTime() <= HOUR_MS) return 0;
        const guests = await repository.guestsIn(trx, id, ['confirmed']);
        for (const guest of guests) await queueReminderMail(trx, context, row, guest, reminder.when, now);
        return guests.length;
      });
    }
  }
  const expired = await repository.listExpiredOffers(context.database.db, stamp);
  let offersEnded = 0;
  for (const offer of expired) {
    offersEnded += await context.database.writeTransaction(async (trx) => {
      const row = await repository.lockEvent(trx, context.database.engine, offer.event_id);
      const guest = row && (await repository.findById(trx, row.id, offer.id));
      if (
        !row ||
        !guest ||
        !(await repository.changeRegistration(
          trx,
          guest.id,
          ['offered'],
          { status: 'cancelled', seat: null, offer_expires_at: null },
          stamp,
        ))
      )
        return 0;
      await queueEndedMail(trx, context, row, guest, { reason: 'offer-expired', hadInvitation: false }, now);
      await fillFreedPlaces(trx, context, row, now);
      return 1;
    });
  }
  // Places freed without a guest's own cancellation (an erased member's) go to the waitlist here.
  const waiting = await repository.listEventsWithWaitlist(context.database.db, stamp);
  let placesFilled = 0;
  const held = await repository.heldCounts(
    context.database.db,
    waiting.map((row) => row.id),
  );
  for (const { id } of waiting) {
    const row = await repository.findEvent(context.database.db, id);
    if (!row) continue; // erased since it was listed
    const capacity = registrationOf(row).capacity;
    if (capacity !== null && (held.get(id) ?? 0) >= capacity) continue;
    placesFilled += await context.database.writeTransaction(async (trx) => {
      const locked = await repository.lockEvent(trx, context.database.engine, id);
      return locked ? fillFreedPlaces(trx, context, locked, now) : 0;
    });
  }
  return { reminders: sent, offersEnded, placesFilled };
}

/** Starts the tick in this process; stopped (waiting for a running tick) when the app closes. */
export function startEventScheduler(app: FastifyInstance): void {
  const context = eventsContextOf(app);
  const loop = startPeriodic(
    'event-scheduler',
    (app.config.schedulerSeconds ?? EVENT_SCHEDULER_INTERVAL_MS / 1000) * 1000,
    async () => void (await runEventSchedule(context, app.clock())),
    app.log,
  );
  app.addHook('onClose', async () => loop.stop());
}
