import type { Database } from '../../db/database';
import * as repository from './newsletters.repository';

/**
 * The newsletter send rate (NEWSLETTER_RATE_PER_MINUTE), across every process and restart: one row
 * holds the current minute's window and how much of it was taken. A sender takes what it will send
 * before sending and gives back what it did not use.
 */

const WINDOW_ID = 'newsletters';

function minuteOf(now: Date): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

/** Takes up to `wanted` sends from the current minute's window; 0 when it is used up. */
export async function takeSends(database: Database, ratePerMinute: number, wanted: number, now: Date): Promise<number> {
  const minute = minuteOf(now);
  return database.writeTransaction(async (trx) => {
    const row = await repository.lockSendWindow(trx, database.engine, WINDOW_ID, minute);
    const used = row.window_start === minute ? row.used : 0;
    const granted = Math.max(0, Math.min(wanted, ratePerMinute - used));
    await repository.saveSendWindow(trx, WINDOW_ID, { window_start: minute, used: used + granted });
    return granted;
  });
}

/** Gives back sends taken in the window starting at `takenAt`'s minute but not used (fewer recipients were due). */
export async function giveBackSends(database: Database, unused: number, takenAt: Date): Promise<void> {
  if (unused <= 0) return;
  await database.writeTransaction(async (trx) => {
    await repository.giveBackToSendWindow(trx, WINDOW_ID, minuteOf(takenAt), unused);
  });
}
