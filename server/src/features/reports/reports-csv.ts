import type { DurationSummary, HelpEnablerRow, ReportAnswers, ReportKind, SessionFigures, InquiryFigures } from '@wfc/shared';
import { createCsv } from '../../lib/csv';

/** A report's main table as CSV (docs/reports.md says which table each kind's is). */
type Table = { columns: string[]; rows: (string | number | null)[][] };

const durationCells = (summary: DurationSummary) => [summary.count, summary.medianHours, summary.p90Hours];

function helpTable(report: ReportAnswers['help']): Table {
  const line = (name: string, row: Omit<HelpEnablerRow, 'enabler'>) => [
    name,
    row.assigned,
    row.completed,
    ...durationCells(row.firstResponse),
    row.awaitingResponse,
    ...durationCells(row.resolution),
    row.pastDeadline,
    row.rating.average,
    row.rating.count,
  ];
  const all: Omit<HelpEnablerRow, 'enabler'> = {
    assigned: report.requestsIn.total,
    completed: report.resolution.count,
    firstResponse: report.firstResponse,
    awaitingResponse: report.awaitingResponse,
    resolution: report.resolution,
    pastDeadline: report.pastDeadline.open + report.pastDeadline.completedLate,
    rating: { average: report.ratings.average, count: report.ratings.count },
  };
  return {
    columns: [
      'Enabler',
      'Requests',
      'Completed',
      'Responded',
      'First response median (hours)',
      'First response 90th percentile (hours)',
      'Awaiting response',
      'Resolved',
      'Resolution median (hours)',
      'Resolution 90th percentile (hours)',
      'Past deadline',
      'Average rating',
      'Ratings',
    ],
    rows: [line('All', all), ...report.byEnabler.map((row) => line(row.enabler.name, row))],
  };
}

function sessionsTable(report: ReportAnswers['sessions']): Table {
  const line = (name: string, row: SessionFigures) => [
    name,
    row.booked,
    row.held,
    row.minutes,
    row.noShows.mentee,
    row.noShows.enabler,
    row.cancelled,
    row.rating.average,
    row.rating.count,
  ];
  return {
    columns: ['Enabler', 'Booked', 'Held', 'Minutes', 'Mentee no-shows', 'Enabler no-shows', 'Cancelled', 'Average rating', 'Ratings'],
    rows: [line('All', report.totals), ...report.byEnabler.map((row) => line(row.enabler.name, row))],
  };
}

function inquiriesTable(report: ReportAnswers['inquiries']): Table {
  const line = (name: string, row: InquiryFigures) => [
    name,
    row.sent,
    row.accepted,
    row.declined,
    row.unanswered,
    ...durationCells(row.answer),
  ];
  return {
    columns: [
      'Enabler',
      'Sent',
      'Accepted',
      'Declined',
      'Unanswered',
      'Answered',
      'Answer median (hours)',
      'Answer 90th percentile (hours)',
    ],
    rows: [line('All', report.totals), ...report.byEnabler.map((row) => line(row.enabler.name, row))],
  };
}

/** Each kind's table. */
const tables: { [K in ReportKind]: (report: ReportAnswers[K]) => Table } = {
  help: helpTable,
  members: (report) => ({
    columns: ['Date', 'Joined', 'Confirmed', 'Left'],
    rows: report.days.map((day) => [day.date, day.joined, day.confirmed, day.left]),
  }),
  newsletters: (report) => ({
    columns: ['Subject', 'Started', 'Finished', 'Recipients', 'Sent', 'Failed', 'Unsubscribed since'],
    rows: report.newsletters.map((row) => [
      row.subject,
      row.startedAt,
      row.finishedAt,
      row.recipients,
      row.sent,
      row.failed,
      row.unsubscribed,
    ]),
  }),
  events: (report) => ({
    columns: ['Event', 'Starts', 'Registered', 'Confirmed', 'Waitlisted', 'Checked in', 'No-shows'],
    rows: report.events.map((row) => [row.title, row.startsAt, row.registered, row.confirmed, row.waitlisted, row.checkedIn, row.noShows]),
  }),
  sessions: sessionsTable,
  inquiries: inquiriesTable,
};

/** A report as CSV text (lib/csv.ts: a header row, a byte order mark, formulas defused); an empty cell for a figure with none. */
export async function reportCsv<K extends ReportKind>(kind: K, report: ReportAnswers[K]): Promise<string> {
  const table = tables[kind](report);
  const csv = createCsv(table.columns);
  const chunks: string[] = [];
  csv.on('data', (chunk: Buffer | string) => chunks.push(String(chunk)));
  const done = new Promise<void>((resolve, reject) => {
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  for (const row of table.rows) csv.write(row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : cell)));
  csv.end();
  await done;
  return chunks.join('');
}
