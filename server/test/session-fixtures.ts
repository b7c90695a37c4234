import type { EnablerSchedule, User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { bearer, tokenFor } from './accounts';

/** Enablers with schedules and bookings for the sessions tests (issue 31). */

export function scheduleBody(fields: Partial<EnablerSchedule> = {}): EnablerSchedule {
  return {
    timeZone: 'Asia/Kolkata',
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
    overrides: [],
    sessionMinutes: [30, 60],
    bufferMinutes: 15,
    minimumNoticeMinutes: 60,
    daysAhead: 28,
    maxPerWeek: 10,
    meeting: { kind: 'link', value: 'https://meet.example.org/leela' },
    confirmEach: false,
    showStats: true,
    ...fields,
  };
}

/** Links directory profile `profileId` to the enabler's account and saves her schedule through her API. */
export async function enablerWithSchedule(
  app: FastifyInstance,
  enabler: User,
  profileId: number,
  fields: Partial<EnablerSchedule> = {},
): Promise<Record<string, string>> {
  await app.database.db.updateTable('enablers').set({ user_id: enabler._id }).where('id', '=', profileId).execute();
  const headers = bearer(await tokenFor(app, enabler));
  const saved = await app.inject({ method: 'PUT', url: '/api/enabler/schedule', headers, payload: scheduleBody(fields) });
  if (saved.statusCode !== 200) throw new Error(`schedule: ${saved.statusCode} ${saved.body}`);
  return headers;
}

/** A client address of its own for each visitor (by her address), as distinct visitors have: the hold limits are per client (issue 38). */
function clientOf(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Books as a visitor (or a member, with her headers) from `client`, by default the visitor's own. */
export function bookSession(
  app: FastifyInstance,
  profileId: number,
  body: { start: string; durationMinutes?: number; name?: string; email: string; topic?: string; timeZone?: string; hourCycle?: string },
  headers: Record<string, string> = {},
  client = clientOf(body.email),
) {
  return app.inject({
    method: 'POST',
    url: `/api/enablers/${profileId}/bookings`,
    headers,
    remoteAddress: client,
    payload: { durationMinutes: 30, name: 'Anna Joseph', topic: 'Pricing my translation work', ...body },
  });
}

export async function slotStarts(app: FastifyInstance, profileId: number, from: string, to: string, duration = 30): Promise<string[]> {
  const response = await app.inject({ url: `/api/enablers/${profileId}/slots?from=${from}&to=${to}&duration=${duration}` });
  if (response.statusCode !== 200) throw new Error(`slots: ${response.statusCode} ${response.body}`);
  return (response.json() as Array<{ start: string }>).map((slot) => slot.start);
}

/** Her link's token in a message. */
export const sessionTokenIn = (mail: ParsedMail) => /\/sessions\/booking#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
