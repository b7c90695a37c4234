import { stringify, type Stringifier } from 'csv-stringify';
import { hearAboutOptions, interestOptions, jobFunctionOptions, labelOf, verticalOptions } from '@wfc/shared';
import type { MemberRow } from './members.repository';

/** The export's columns, in order: the header row's words. */
export const CSV_COLUMNS = ['First name', 'Last name', 'Email', 'Job function', 'Vertical', 'Interests', 'How they heard about us', 'Email permission', 'Confirmed', 'Signed up'];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is
 * prefixed with ', as OWASP advises; everything else is as typed.
 */
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One member as a CSV record, option values in the form's words. */
export function toCsvRecord(row: MemberRow): string[] {
  const interests = (JSON.parse(row.interests) as string[]).map((value) => labelOf(interestOptions, value)).join('; ');
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

/**
 * The CSV stream (csv-stringify): RFC 4180 (CRLF line ends, quotes where needed), UTF-8 with a
 * byte order mark so spreadsheet programs read Malayalam names right, a header row, formulas defused.
 */
export function createMembersCsv(): Stringifier {
  // quoted_match: a lone LF or CR is a line break too (csv-stringify quotes only its own CRLF by itself).
  return stringify({ header: true, columns: CSV_COLUMNS, bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { string: defuseFormula } });
}
