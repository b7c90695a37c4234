import type { Stringifier } from 'csv-stringify';
import { hearAboutOptions, interestOptions, jobFunctionOptions, labelOf, NewsletterTopicList, verticalOptions } from '@wfc/shared';
import { parseJsonColumn } from '../../db/json-column';
import { createCsv } from '../../lib/csv';
import type { MemberRow } from './members.repository';

/** The export's columns, in order: the header row's words. */
const CSV_COLUMNS = [
  'First name',
  'Last name',
  'Email',
  'Job function',
  'Vertical',
  'Interests',
  'How they heard about us',
  'Email permission',
  'Confirmed',
  'Signed up',
];

/** One member as a CSV record, option values in the form's words. */
export function toCsvRecord(row: MemberRow): string[] {
  const interests = parseJsonColumn(NewsletterTopicList, row.interests)
    .map((value) => labelOf(interestOptions, value))
    .join('; ');
  return [
    row.first_name,
    row.last_name,
    row.email,
    labelOf(jobFunctionOptions, row.job_function),
    labelOf(verticalOptions, row.vertical),
    interests,
    labelOf(hearAboutOptions, row.hear_about),
    row.email_permission === 1 ? 'Yes' : 'No',
    row.confirmed_at ? 'Yes' : 'No',
    row.created_at,
  ];
}

/** The members' CSV stream (lib/csv.ts: a header row, formulas defused). */
export function createMembersCsv(): Stringifier {
  return createCsv(CSV_COLUMNS);
}
