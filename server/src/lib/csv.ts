import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is
 * prefixed with ', as OWASP advises; everything else is as typed.
 */
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A CSV stream (csv-stringify) with these header words: RFC 4180 (CRLF line ends, quotes where
 * needed), UTF-8 with a byte order mark so spreadsheet programs read Malayalam names right,
 * formulas defused. The members' export and the guest lists' use it.
 */
export function createCsv(columns: readonly string[]): Stringifier {
  // quoted_match: a lone LF or CR is a line break too (csv-stringify quotes only its own CRLF by itself).
  return stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: defuseFormula },
  });
}
