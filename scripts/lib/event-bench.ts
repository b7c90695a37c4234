import autocannon from 'autocannon';
import type { Database } from '../../server/src/db/database';

/**
 * Issue 30's row of `npm run bench`: 1 000 guests register for one event at once over 10
 * connections (500 places, the rest on its waitlist), beside the help form's POST measured in the
 * same run. Each registration locks its event (PostgreSQL) or waits its turn (SQLite), takes a seat
 * or a place in line, and queues her e-mail in the same commit.
 */
export async function eventRegistrationLines(options: {
  url: string;
  auth: Record<string, string>;
  database: Database;
  engine: string;
  help: { rps: number; p50: number; p99: number };
}): Promise<string[]> {
  const create = await fetch(`${options.url}/api/admin/content/events`, {
    method: 'POST',
    headers: { ...options.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Bench Evening',
      date: 'Saturday, 1 January 2033',
      dateObj: '2033-01-01T12:00:00.000Z',
      endsAt: null,
      time: '5:30 PM IST',
      location: 'Kochi',
      description: 'A bench event.',
      link: '',
      category: 'event',
      coverImage: '/images/events/women-in-localization-meetup.svg',
      imageAlt: 'A bench event',
      hidden: false,
      registration: { mode: 'here', capacity: 500, waitlist: true, approval: false, closesAt: null, questions: [], onlineLink: null },
      ml: {},
    }),
  });
  if (create.status !== 201) throw new Error(`bench event: ${create.status} ${await create.text()}`);
  const { id } = (await create.json()) as { id: string };
  let n = 0;
  const result = await autocannon({
    url: `${options.url}/api/events/${id}/registrations`,
    connections: 10,
    amount: 1000,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ name: `Bench Guest ${n}`, email: `bench-guest-${n++}@example.org` }),
        }),
      },
    ],
  });
  const rows = await options.database.db.selectFrom('event_registrations').select(['status']).where('event_id', '=', id).execute();
  const confirmed = rows.filter((row) => row.status === 'confirmed').length;
  const waitlisted = rows.filter((row) => row.status === 'waitlisted').length;
  return [
    `| registrations (${options.engine}, 10 connections) | requests | req/s | p50 ms | p99 ms | POST /api/help req/s | its p50 ms | its p99 ms | stored |`,
    '|---|---|---|---|---|---|---|---|---|',
    `| 1 000 guests for one event of 500 places | ${result.requests.total} (${result.non2xx} non-2xx) | ${Math.round(result.requests.total / result.duration)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(options.help.rps)} | ${options.help.p50} | ${options.help.p99} | ${confirmed} confirmed, ${waitlisted} waitlisted |`,
  ];
}
