import { describe, expect, it } from 'vitest';
import { defuseFormula } from '../../lib/csv';
import { createMembersCsv } from './members-csv';

describe('the members CSV', () => {
  it('prefixes every cell a spreadsheet would run as a formula, and only those', () => {
    for (const hostile of ['=1+2', '+33 1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) expect(defuseFormula(hostile)).toBe(`'${hostile}`);
    for (const plain of ['Asha', 'a=b', ' =x', 'ആശ', '']) expect(defuseFormula(plain)).toBe(plain);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, and starts with a BOM and the header', async () => {
    const csv = createMembersCsv();
    const chunks: string[] = [];
    csv.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const done = new Promise((resolve) => csv.on('end', resolve));
    csv.write(['Line\nbreak', 'a "quote"', 'comma, here', '\tTabbed', 'ആശ', '', '', '', '', '']);
    csv.end();
    await done;
    const [header, row] = chunks.join('').split('\r\n');
    expect(header).toBe(
      '\uFEFFFirst name,Last name,Email,Job function,Vertical,Interests,How they heard about us,Email permission,Confirmed,Signed up',
    );
    expect(row).toBe(`"Line\nbreak","a ""quote""","comma, here",'\tTabbed,ആശ,,,,,`);
  });
});
