import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { startPeriodic } from '../../lib/periodic';
import { partiesOfBooking } from './session-booking.service';
import * as bookings from './session-bookings.repository';
import { sessionsContextOf, type SessionsContext } from './session-context';
import { queueChanged, queueFeedbackAsk, queueReminder } from './session-mail';
import * as repository from './sessions.repository';

/**
 * The sessions' clock (issue 31): holds that ran out released, requests not accepted before their
 * time ended, the sessions of an enabler who left cancelled, reminders 24 hours and 1 hour before, and the question afterwards. Every process
 * ticks; each piece of work is claimed by a conditional update in the transaction that queues its
 * e-mails (`reminded_day_at` set only where it is still null, a request ended only while it is
 * still `requested`), so two processes, or a tick that runs twice, send each e-mail once.
 */

const SESSION_SCHEDULER_INTERVAL_MS = 30_000;
const HOUR_MS = 3_600_000;
const BATCH = 100;

/** Claims `column` on one booking (set where still null) and, when this process won it, runs `then` in the same transaction. */
async function claim(
  context: SessionsContext,
  id: string,
  column: bookings.SentColumn,
  stamp: string,
  then: (trx: Kysely<DB>, booking: repository.BookingRow) => Promise<number>,
): Promise<number> {
  return context.database.writeTransaction(async (trx) => {
    if (!(await bookings.claimConfirmed(trx, id, column, stamp))) return 0;
    const booking = await repository.findBooking(trx, id);
    return booking ? then(trx, booking) : 0; // erased since it was claimed
  });
}

/** One tick; exported so that tests drive it with their clock. Answers what it did. */
export async function runSessionSchedule(
  context: SessionsContext,
  now: Date,
): Promise<{ released: number; requestsEnded: number; departed: number; reminders: number; feedback: number }> {
  const db = context.database.db;
  const stamp = now.toISOString();
  const released = (await context.database.writeTransaction((trx) => repository.releaseExpiredHolds(trx, stamp))).length;

  let requestsEnded = 0;
  const stale = await bookings.listRequestsStarted(db, stamp, BATCH);
  for (const { id } of stale) {
    requestsEnded += await context.database.writeTransaction(async (trx) => {
      const booking = await repository.findBooking(trx, id);
      if (!booking) return 0; // erased since it was listed
      if (!(await repository.releaseBooking(trx, id, ['requested'], { status: 'cancelled', cancelled_by: 'system' }, stamp))) return 0;
      await queueChanged(
        trx,
        context,
        { ...booking, status: 'cancelled' },
        await partiesOfBooking(trx, booking),
        { because: 'not-accepted', by: 'system', toEnabler: false },
        now,
      );
      return 1;
    });
  }

  // An enabler who left (deactivated, her role changed, her profile unlinked): her sessions to come
  // are cancelled and each mentee told, so no one waits for a meeting that will not happen.
  let departed = 0;
  const orphaned = await bookings.listBookingsOfDeparted(db, stamp, BATCH);
  for (const { id } of orphaned) {
    departed += await context.database.writeTransaction(async (trx) => {
      const booking = await repository.findBooking(trx, id);
      if (!booking) return 0; // erased since it was listed
      const change = { status: 'cancelled', cancelled_by: 'system' } as const;
      if (!(await repository.releaseBooking(trx, id, ['requested', 'confirmed'], change, stamp))) return 0;
      const ended = { ...booking, ...change, calendar_sequence: booking.calendar_sequence + 1 };
      await bookings.setCalendarSequence(trx, id, ended.calendar_sequence);
      await queueChanged(
        trx,
        context,
        ended,
        await partiesOfBooking(trx, booking),
        { because: 'cancelled', by: 'system', toEnabler: false },
        now,
      );
      return 1;
    });
  }

  let reminders = 0;
  for (const [column, before] of [
    ['reminded_day_at', 24 * HOUR_MS],
    ['reminded_hour_at', HOUR_MS],
  ] as const) {
    const until = new Date(now.getTime() + before).toISOString();
    const due = await bookings.listDueForReminder(db, column, stamp, until, BATCH);
    for (const { id } of due) {
      reminders += await claim(context, id, column, stamp, async (trx, booking) => {
        // Within the hour the day's reminder is no longer news (a booking made late): marked, not sent.
        if (column === 'reminded_day_at' && Date.parse(booking.starts_at) - now.getTime() <= HOUR_MS) return 0;
        // Booked within the last day: her confirmation is the day's reminder.
        if (column === 'reminded_day_at' && Date.parse(booking.starts_at) - Date.parse(booking.updated_at) < 24 * HOUR_MS) return 0;
        await queueReminder(
          trx,
          context,
          booking,
          await partiesOfBooking(trx, booking),
          column === 'reminded_day_at' ? 'day' : 'hour',
          now,
        );
        return 2;
      });
    }
  }

  let feedback = 0;
  // Nobody is asked for an answer she already gave (issue 38): a session both answered is not claimed, and each ask goes only to whoever has not answered.
  const over = await bookings.feedbackDue(db, stamp, BATCH);
  for (const { id } of over) {
    feedback += await claim(context, id, 'feedback_asked_at', stamp, async (trx, booking) =>
      queueFeedbackAsk(trx, context, booking, await partiesOfBooking(trx, booking), now),
    );
  }
  return { released, requestsEnded, departed, reminders, feedback };
}

export function startSessionScheduler(app: FastifyInstance): void {
  const context = sessionsContextOf(app);
  const loop = startPeriodic(
    'session-scheduler',
    (app.config.schedulerSeconds ?? SESSION_SCHEDULER_INTERVAL_MS / 1000) * 1000,
    async () => void (await runSessionSchedule(context, app.clock())),
    app.log,
  );
  app.addHook('onClose', async () => loop.stop());
}
