import { interestOptions, verticalOptions } from '@wfc/shared';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * The reports' queries (issue 43, docs/reports.md): each one aggregate a figure family, grouped by
 * the database. A period is a range of instants `[start, end)` (ISO UTC strings, as stored).
 */

/** A period as stored instants: from its first day's midnight in Asia/Kolkata to the midnight after its last. */
export interface InstantRange {
  start: string;
  end: string;
}

/** Where the time is reported: the day a stored instant falls on in Asia/Kolkata (UTC+05:30, no daylight saving). */
function kolkataDay(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'sqlite'
    ? sql<string>`date(${sql.ref(column)}, '+330 minutes')`
    : // A text with a zone cast to timestamp keeps its UTC wall clock (the zone is ignored), so the shift is exact.
      sql<string>`to_char(${sql.ref(column)}::timestamp + interval '330 minutes', 'YYYY-MM-DD')`;
}

const toNumber = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/** Counts per Asia/Kolkata day of a table's instant column over the range (of the audit log: of the actions given). */
async function countPerDay<T extends 'memberships' | 'audit_events' | 'inquiries'>(
  db: Kysely<DB>,
  engine: Engine,
  table: T,
  column: string,
  range: InstantRange,
  actions?: T extends 'audit_events' ? readonly string[] : never,
): Promise<Map<string, number>> {
  const day = kolkataDay(engine, column);
  const rows = await db
    .selectFrom(table as 'cases')
    .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(sql.ref(column), '>=', range.start)
    .where(sql.ref(column), '<', range.end)
    .$if(actions !== undefined, (query) => query.where(sql.ref('action'), 'in', actions!))
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, toNumber(row.n)]));
}

// --- Help ------------------------------------------------------------------------------------

/** A day of a period and its instants, from its midnight to the next (`start` included, `end` not). */
export interface InstantDay extends InstantRange {
  date: string;
}

/**
 * Cases created per day: each day's range of cases_created_idx counted apart (a correlated count per
 * row of a VALUES list, whose columns both engines name column1, column2, …), so that no case is
 * sorted into its day: a year's 100 000 cases cost a few milliseconds instead of a sort.
 */
export async function countCasesPerDay(db: Kysely<DB>, days: readonly InstantDay[]): Promise<Map<string, number>> {
  const values = sql.join(days.map((day) => sql`(${day.date}, ${day.start}, ${day.end})`));
  const { rows } = await sql<{ day: string; n: number | string }>`
    select days.column1 as day,
      (select count(*) from cases where cases.created_at >= days.column2 and cases.created_at < days.column3) as n
    from (values ${values}) as days`.execute(db);
  return new Map(rows.map((row) => [row.day, toNumber(row.n)]));
}

/**
 * Per assignee now (null: nobody), the cases of the range: all, Completed, open past the deadline,
 * completed after it. Each staff account's cases of the range are read in turn from
 * cases_assignee_report_idx (assignee, creation, status, completion, deadline, first response), then
 * those assigned to nobody, so the database counts them already grouped instead of sorting the year's
 * cases by assignee. On SQLite the CROSS JOIN keeps the accounts as the outer loop; PostgreSQL plans it
 * as any inner join. Every assignee is a staff account (a foreign key).
 */
export async function countHelpCasesByAssignee(db: Kysely<DB>, range: InstantRange, now: string) {
  const assigned = db
    .selectFrom('users')
    .crossJoin('cases')
    .whereRef('cases.assigned_to', '=', 'users.id')
    .where('cases.created_at', '>=', range.start)
    .where('cases.created_at', '<', range.end);
  const unassigned = db
    .selectFrom('cases')
    .where('cases.assigned_to', 'is', null)
    .where('cases.created_at', '>=', range.start)
    .where('cases.created_at', '<', range.end);
  const figures = (eb: ExpressionBuilder<DB, 'cases'>) => [
    eb.fn.countAll<number | string>().as('cases'),
    eb.fn.count<number | string>(eb.case().when('cases.status', '=', 'Completed').then(1).end()).as('completed'),
    eb.fn
      .count<number | string>(
        eb
          .case()
          .when(eb.and([eb('cases.status', '<>', 'Completed'), eb('cases.deadline', 'is not', null), eb('cases.deadline', '<', now)]))
          .then(1)
          .end(),
      )
      .as('open_late'),
    eb.fn
      .count<number | string>(
        eb
          .case()
          .when(
            eb.and([
              eb('cases.status', '=', 'Completed'),
              eb('cases.deadline', 'is not', null),
              eb('cases.completed_at', '>', eb.ref('cases.deadline')),
            ]),
          )
          .then(1)
          .end(),
      )
      .as('completed_late'),
  ];
  const rows = await assigned
    .groupBy('users.id')
    .select((eb) => [sql<string | null>`${eb.ref('users.id')}`.as('assigned_to'), ...figures(eb)])
    .unionAll(unassigned.select((eb) => [sql<string | null>`null`.as('assigned_to'), ...figures(eb)]))
    .execute();
  return rows
    .map((row) => ({
      assignedTo: row.assigned_to,
      cases: toNumber(row.cases),
      completed: toNumber(row.completed),
      openLate: toNumber(row.open_late),
      completedLate: toNumber(row.completed_late),
    }))
    .filter((row) => row.cases > 0);
}

/**
 * A duration's tenth of an hour, the precision the reports show, rounded half up from its whole
 * milliseconds: ⌊(ms + 180 000) / 360 000⌋ (null when either instant is). Exact integers on both
 * engines; rounding keeps the order of durations, so the nearest-rank value of these is the rounded
 * nearest-rank value of the durations themselves.
 */
function tenthsOfHourBetween(engine: Engine, from: Expression<unknown>, to: Expression<unknown>): RawBuilder<number | string | null> {
  return engine === 'sqlite'
    ? sql<number | null>`floor((round((julianday(${to}) - julianday(${from})) * 86400000) + 180000) / 360000.0)`
    : sql<string | null>`floor((round(extract(epoch from (${to}::timestamp - ${from}::timestamp)) * 1000) + 180000) / 360000)`;
}

/** Which duration of a help case a count is of. */
type HelpDuration = 'response' | 'resolution';

/**
 * The durations of the range's cases, counted per assignee now (null: nobody), duration and tenth of
 * an hour: to the first message by an enabler or an operator (`response_tenths`; none yet: not
 * counted) and to the completion (`resolution_tenths`, Completed cases only), both kept on the case by
 * the cases feature when they happen (lib/duration.ts). Each is read from its partial index
 * (assignee, tenths, creation) in the index's order, so the groups come out without a sort; SQLite is
 * told which index (its planner would read the creation range and sort). A few thousand rows for a
 * year, from which the service takes the percentiles.
 */
export async function countHelpDurations(db: Kysely<DB>, engine: Engine, range: InstantRange) {
  const grouped = (kind: HelpDuration) => {
    const column = sql.ref(kind === 'response' ? 'response_tenths' : 'resolution_tenths');
    const index = kind === 'response' ? 'cases_response_report_idx' : 'cases_resolution_report_idx';
    const cases = engine === 'sqlite' ? sql`cases indexed by ${sql.raw(index)}` : sql`cases`;
    return sql`
      select assigned_to, ${sql.lit(kind)} as kind, ${column} as tenths, count(*) as n
      from ${cases}
      where ${column} is not null and created_at >= ${range.start} and created_at < ${range.end}
      group by assigned_to, ${column}`;
  };
  const { rows } = await sql<{ assigned_to: string | null; kind: HelpDuration; tenths: number | string; n: number | string }>`
    ${grouped('response')} union all ${grouped('resolution')}`.execute(db);
  return rows.map((row) => ({ assignedTo: row.assigned_to, kind: row.kind, tenths: Number(row.tenths), count: toNumber(row.n) }));
}

/**
 * Ratings given during the range, counted per assignee of the case (now) and star: the ratings from
 * case_ratings_report_idx alone (given, case, stars), each case's assignee from cases_id_assignee_idx.
 * SQLite's planner would take the primary key's index and read each case's row (25 000 of them for
 * a year, most of the cost), so it is told which index to use; PostgreSQL chooses its own join.
 */
export async function countRatingsByAssignee(db: Kysely<DB>, engine: Engine, range: InstantRange) {
  const cases = engine === 'sqlite' ? sql`cases as c indexed by cases_id_assignee_idx` : sql`cases as c`;
  const { rows } = await sql<{ assigned_to: string | null; rating: number | string; n: number | string }>`
    select c.assigned_to as assigned_to, r.rating as rating, count(*) as n
    from case_ratings as r join ${cases} on c.id = r.case_id
    where r.created_at >= ${range.start} and r.created_at < ${range.end}
    group by c.assigned_to, r.rating`.execute(db);
  return rows.map((row) => ({ assignedTo: row.assigned_to, rating: Number(row.rating), count: toNumber(row.n) }));
}

/** The names of staff accounts by id. */
export async function findUserNames(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

// --- Members ---------------------------------------------------------------------------------

/** The actions of the audit log that erase a membership: an erasure by staff, or her own deletion. */
const MEMBERSHIP_ENDINGS = ['member-erased', 'member-deleted-own'] as const;

/** Memberships created, confirmed and erased, per day of the range. */
export async function countMembershipsPerDay(db: Kysely<DB>, engine: Engine, range: InstantRange) {
  const [joined, confirmed, left] = await Promise.all([
    countPerDay(db, engine, 'memberships', 'created_at', range),
    countPerDay(db, engine, 'memberships', 'confirmed_at', range),
    countPerDay(db, engine, 'audit_events', 'created_at', range, MEMBERSHIP_ENDINGS),
  ]);
  return { joined, confirmed, left };
}

/** Per vertical: members now, and those who joined during the range. */
export async function countMembershipsByVertical(db: Kysely<DB>, range: InstantRange) {
  const rows = await db
    .selectFrom('memberships')
    .groupBy('vertical')
    .select((eb) => [
      'vertical',
      eb.fn.countAll<number | string>().as('members'),
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(eb.and([eb('created_at', '>=', range.start), eb('created_at', '<', range.end)]))
            .then(1)
            .end(),
        )
        .as('joined'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.vertical as string, { members: toNumber(row.members), joined: toNumber(row.joined) }]));
}

/**
 * Per interest chosen: members now who chose it, and those of them who joined during the range.
 * `interests` is a JSON array of values, taken apart by the engine (json_each, or
 * jsonb_array_elements_text) in one pass over the memberships.
 */
export async function countMembershipsByInterest(db: Kysely<DB>, engine: Engine, range: InstantRange) {
  const chosen =
    engine === 'sqlite'
      ? sql<{ value: string; members: number | string; joined: number | string }>`
          select interest.value as value, count(*) as members,
            count(case when m.created_at >= ${range.start} and m.created_at < ${range.end} then 1 end) as joined
          from memberships m, json_each(m.interests) interest
          group by interest.value`
      : sql<{ value: string; members: number | string; joined: number | string }>`
          select interest.value as value, count(*) as members,
            count(case when m.created_at >= ${range.start} and m.created_at < ${range.end} then 1 end) as joined
          from memberships m cross join lateral jsonb_array_elements_text(m.interests::jsonb) as interest(value)
          group by interest.value`;
  const { rows } = await chosen.execute(db);
  const counts = new Map(rows.map((row) => [row.value, { members: toNumber(row.members), joined: toNumber(row.joined) }]));
  return new Map(interestOptions.map((option) => [option.value as string, counts.get(option.value) ?? { members: 0, joined: 0 }]));
}

/** Now: all members, those with permission and an address not refused, those with permission but refused. */
export async function countEmailReach(db: Kysely<DB>) {
  const row = await db
    .selectFrom('memberships')
    .leftJoin('mail_suppressions', 'mail_suppressions.email', 'memberships.email')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('members'),
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(eb.and([eb('memberships.email_permission', '=', 1), eb('mail_suppressions.email', 'is', null)]))
            .then(1)
            .end(),
        )
        .as('allowed'),
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(eb.and([eb('memberships.email_permission', '=', 1), eb('mail_suppressions.email', 'is not', null)]))
            .then(1)
            .end(),
        )
        .as('failing'),
    ])
    .executeTakeFirstOrThrow();
  const members = toNumber(row.members);
  const allowed = toNumber(row.allowed);
  const failing = toNumber(row.failing);
  return { members, allowed, failing, notAllowed: members - allowed - failing };
}

/** The form's verticals, in its order. */
export const verticalValues: string[] = verticalOptions.map((option) => option.value);

// --- Newsletters -----------------------------------------------------------------------------

/**
 * Newsletters whose sending started during the range, with their recipients' counts: counted per
 * newsletter from newsletter_recipients_report_idx alone (newsletter, status, unsubscribed_at), in
 * its order, before the join, so that no copy's row passes through a sort of the grouped columns.
 */
export async function listNewsletterFigures(db: Kysely<DB>, range: InstantRange) {
  const started = db
    .selectFrom('newsletters')
    .select('newsletters.id')
    .where('newsletters.started_at', '>=', range.start)
    .where('newsletters.started_at', '<', range.end);
  const counts = db
    .selectFrom('newsletter_recipients')
    .where('newsletter_recipients.newsletter_id', 'in', started)
    .groupBy('newsletter_recipients.newsletter_id')
    .select((eb) => [
      'newsletter_recipients.newsletter_id',
      eb.fn.countAll<number | string>().as('recipients'),
      eb.fn.count<number | string>(eb.case().when('newsletter_recipients.status', '=', 'sent').then(1).end()).as('sent'),
      eb.fn.count<number | string>(eb.case().when('newsletter_recipients.status', '=', 'failed').then(1).end()).as('failed'),
      eb.fn.count<number | string>('newsletter_recipients.unsubscribed_at').as('unsubscribed'),
    ])
    .as('counts');
  const rows = await db
    .selectFrom('newsletters')
    .leftJoin(counts, 'counts.newsletter_id', 'newsletters.id')
    .where('newsletters.started_at', '>=', range.start)
    .where('newsletters.started_at', '<', range.end)
    .select([
      'newsletters.id',
      'newsletters.subject',
      'newsletters.started_at',
      'newsletters.finished_at',
      'counts.recipients',
      'counts.sent',
      'counts.failed',
      'counts.unsubscribed',
    ])
    .orderBy('newsletters.started_at')
    .orderBy('newsletters.id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    subject: row.subject,
    startedAt: row.started_at ?? '',
    finishedAt: row.finished_at,
    recipients: toNumber(row.recipients),
    sent: toNumber(row.sent),
    failed: toNumber(row.failed),
    unsubscribed: toNumber(row.unsubscribed),
  }));
}

// --- Events ----------------------------------------------------------------------------------

/** Events (not in the trash) starting during the range, with their registrations' counts. */
export async function listEventFigures(db: Kysely<DB>, range: InstantRange, now: string) {
  const rows = await db
    .selectFrom('events')
    .leftJoin('event_registrations', 'event_registrations.event_id', 'events.id')
    .where('events.starts_at', '>=', range.start)
    .where('events.starts_at', '<', range.end)
    .where('events.deleted_at', 'is', null)
    .groupBy(['events.id', 'events.title', 'events.starts_at'])
    .select((eb) => [
      'events.id',
      'events.title',
      'events.starts_at',
      eb.fn.count<number | string>('event_registrations.id').as('registered'),
      eb.fn.count<number | string>(eb.case().when('event_registrations.status', '=', 'confirmed').then(1).end()).as('confirmed'),
      eb.fn
        .count<number | string>(eb.case().when('event_registrations.status', 'in', ['waitlisted', 'offered']).then(1).end())
        .as('waitlisted'),
      eb.fn.count<number | string>('event_registrations.checked_in_at').as('checked_in'),
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(
              eb.and([
                eb('event_registrations.status', '=', 'confirmed'),
                eb('event_registrations.checked_in_at', 'is', null),
                eb('events.starts_at', '<=', now),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('no_shows'),
    ])
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    startsAt: row.starts_at,
    registered: toNumber(row.registered),
    confirmed: toNumber(row.confirmed),
    waitlisted: toNumber(row.waitlisted),
    checkedIn: toNumber(row.checked_in),
    noShows: toNumber(row.no_shows),
  }));
}

// --- Sessions --------------------------------------------------------------------------------

/** Per enabler profile, the sessions starting during the range. */
export async function countSessionsByProfile(db: Kysely<DB>, range: InstantRange, now: string) {
  const rows = await db
    .selectFrom('session_bookings')
    .where('starts_at', '>=', range.start)
    .where('starts_at', '<', range.end)
    .where('status', 'not in', ['unconfirmed', 'expired'])
    .groupBy('profile_id')
    .select((eb) => {
      const held = eb.and([
        eb('status', '=', 'confirmed'),
        eb('ends_at', '<=', now),
        eb.or([eb('enabler_outcome', 'is', null), eb('enabler_outcome', '=', 'happened')]),
        eb.or([eb('mentee_outcome', 'is', null), eb('mentee_outcome', '=', 'happened')]),
      ]);
      const saidBy = (outcome: 'mentee-no-show' | 'enabler-no-show') =>
        eb.and([eb('status', '=', 'confirmed'), eb.or([eb('enabler_outcome', '=', outcome), eb('mentee_outcome', '=', outcome)])]);
      return [
        'profile_id',
        eb.fn.countAll<number | string>().as('booked'),
        eb.fn.count<number | string>(eb.case().when(held).then(1).end()).as('held'),
        eb.fn.sum<number | string | null>(eb.case().when(held).then(eb.ref('duration_minutes')).else(0).end()).as('minutes'),
        eb.fn.count<number | string>(eb.case().when(saidBy('mentee-no-show')).then(1).end()).as('mentee_no_shows'),
        eb.fn.count<number | string>(eb.case().when(saidBy('enabler-no-show')).then(1).end()).as('enabler_no_shows'),
        eb.fn.count<number | string>(eb.case().when('status', '=', 'cancelled').then(1).end()).as('cancelled'),
        eb.fn.count<number | string>('rating').as('ratings'),
        eb.fn.sum<number | string | null>('rating').as('rating_sum'),
      ];
    })
    .execute();
  return rows.map((row) => ({
    profileId: row.profile_id,
    booked: toNumber(row.booked),
    held: toNumber(row.held),
    minutes: toNumber(row.minutes),
    menteeNoShows: toNumber(row.mentee_no_shows),
    enablerNoShows: toNumber(row.enabler_no_shows),
    cancelled: toNumber(row.cancelled),
    ratings: toNumber(row.ratings),
    ratingSum: toNumber(row.rating_sum),
  }));
}

/** The names of enabler profiles by id. */
export async function findProfileNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('enablers').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

// --- Inquiries -------------------------------------------------------------------------------

/** Inquiries sent per day of the range. */
export const countInquiriesPerDay = (db: Kysely<DB>, engine: Engine, range: InstantRange) =>
  countPerDay(db, engine, 'inquiries', 'created_at', range);

/** Per enabler profile, the inquiries sent during the range: all, accepted, declined, still New or Viewed. */
export async function countInquiriesByProfile(db: Kysely<DB>, range: InstantRange) {
  const rows = await db
    .selectFrom('inquiries')
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('enabler_id')
    .select((eb) => [
      'enabler_id',
      eb.fn.max('enabler_name').as('enabler_name'),
      eb.fn.countAll<number | string>().as('sent'),
      eb.fn.count<number | string>(eb.case().when('status', '=', 'Accepted').then(1).end()).as('accepted'),
      eb.fn.count<number | string>(eb.case().when('status', '=', 'Declined').then(1).end()).as('declined'),
      eb.fn.count<number | string>(eb.case().when('status', 'in', ['New', 'Viewed']).then(1).end()).as('unanswered'),
    ])
    .execute();
  return rows.map((row) => ({
    profileId: row.enabler_id,
    name: row.enabler_name,
    sent: toNumber(row.sent),
    accepted: toNumber(row.accepted),
    declined: toNumber(row.declined),
    unanswered: toNumber(row.unanswered),
  }));
}

/**
 * The answered inquiries of the range counted per profile and tenth of an hour from their sending to
 * their acceptance or decline (`tenthsOfHourBetween`), grouped by the database.
 */
export async function countInquiryAnswerTenths(db: Kysely<DB>, engine: Engine, range: InstantRange) {
  const answered = db
    .selectFrom('inquiries')
    .where('inquiries.created_at', '>=', range.start)
    .where('inquiries.created_at', '<', range.end)
    .where('inquiries.status', 'in', ['Accepted', 'Declined'])
    .select((eb) => {
      const answeredAt = eb
        .selectFrom('inquiry_events')
        .whereRef('inquiry_events.inquiry_id', '=', 'inquiries.id')
        .where('inquiry_events.to_status', 'in', ['Accepted', 'Declined'])
        .select((inner) => inner.fn.min('inquiry_events.created_at').as('at'));
      return ['inquiries.enabler_id', tenthsOfHourBetween(engine, eb.ref('inquiries.created_at'), answeredAt).as('tenths')];
    })
    .as('answered');
  const rows = await db
    .selectFrom(answered)
    .where('answered.tenths', 'is not', null)
    .groupBy(['answered.enabler_id', 'answered.tenths'])
    .select((eb) => ['answered.enabler_id', 'answered.tenths', eb.fn.countAll<number | string>().as('n')])
    .execute();
  return rows.map((row) => ({ profileId: row.enabler_id, tenths: Number(row.tenths), count: toNumber(row.n) }));
}

// --- Home counters ---------------------------------------------------------------------------

/** The live figures of the home counters but visitors: confirmed members, sessions held, events held (all time, by `now`). */
export async function countHomeFigures(db: Kysely<DB>, now: string) {
  const [members, sessions, events] = await Promise.all([
    db
      .selectFrom('memberships')
      .where('confirmed_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('session_bookings')
      .where('status', '=', 'confirmed')
      .where('ends_at', '<=', now)
      .where((eb) =>
        eb.and([
          eb.or([eb('enabler_outcome', 'is', null), eb('enabler_outcome', '=', 'happened')]),
          eb.or([eb('mentee_outcome', 'is', null), eb('mentee_outcome', '=', 'happened')]),
        ]),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('events')
      .where('deleted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<=', now)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { members: toNumber(members.n), sessions: toNumber(sessions.n), events: toNumber(events.n) };
}
