import { describe, expect, it } from 'vitest';
import { failedRecipientsOf } from './delivery-status';

/** The message/delivery-status part of a bounce (RFC 3464): the report's block, then one per recipient. */
const report = (...recipients: string[]) =>
  ['Reporting-MTA: dns; mx.example.net', 'Arrival-Date: Tue, 8 Dec 2026 09:00:00 +0000', '', recipients.join('\r\n\r\n'), ''].join('\r\n');

describe('failedRecipientsOf (RFC 3464)', () => {
  it('reads a failure for good: the address, the status and the server’s words without addresses', () => {
    const fields = [
      'Final-Recipient: rfc822; Nina@Example.net',
      'Action: failed',
      'Status: 5.2.2',
      'Remote-MTA: dns; mx.example.net',
      'Diagnostic-Code: smtp; 552 5.2.2 <nina@example.net>: mailbox full',
    ].join('\r\n');
    expect(failedRecipientsOf(report(fields))).toEqual([
      { address: 'nina@example.net', status: '5.2.2', reason: '5.2.2 552 5.2.2 <[address]>: mailbox full' },
    ]);
  });

  it('leaves out a delay (4.x.x) and a delivery', () => {
    const delayed = ['Final-Recipient: rfc822; nina@example.net', 'Action: delayed', 'Status: 4.4.7'].join('\r\n');
    const delivered = ['Final-Recipient: rfc822; uma@example.net', 'Action: delivered', 'Status: 2.0.0'].join('\r\n');
    expect(failedRecipientsOf(report(delayed, delivered))).toEqual([]);
    // A "failed" that is really temporary is no failure for good either.
    expect(failedRecipientsOf(report('Final-Recipient: rfc822; nina@example.net\r\nAction: failed\r\nStatus: 4.2.2'))).toEqual([]);
  });

  it('reads several recipients, each with its own status', () => {
    const parsed = failedRecipientsOf(
      report(
        'Final-Recipient: rfc822; a@example.net\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1 user unknown',
        'Final-Recipient: rfc822; b@example.net\r\nAction: delayed\r\nStatus: 4.4.1',
        'Final-Recipient: rfc822; c@example.net\r\nAction: failed\r\nStatus: 5.7.1 (policy)',
      ),
    );
    expect(parsed.map((entry) => [entry.address, entry.status])).toEqual([
      ['a@example.net', '5.1.1'],
      ['c@example.net', '5.7.1'],
    ]);
    expect(parsed[0]!.reason).toBe('5.1.1 550 5.1.1 user unknown');
  });

  it('joins folded lines', () => {
    const fields = [
      'Final-Recipient: rfc822;',
      ' nina@example.net',
      'Action: failed',
      'Status: 5.2.2',
      'Diagnostic-Code: smtp; 552-5.2.2 The email account that you tried to reach is',
      '\tover quota.',
    ].join('\r\n');
    expect(failedRecipientsOf(report(fields))).toEqual([
      { address: 'nina@example.net', status: '5.2.2', reason: '5.2.2 552-5.2.2 The email account that you tried to reach is over quota.' },
    ]);
  });

  it('takes Original-Recipient when there is no Final-Recipient', () => {
    const fields = 'Original-Recipient: rfc822;<Uma@Example.net>\r\nAction: failed\r\nStatus: 5.1.1';
    expect(failedRecipientsOf(report(fields))).toEqual([{ address: 'uma@example.net', status: '5.1.1', reason: '5.1.1' }]);
  });

  it('reads LF-only reports and keeps a reason to 200 characters', () => {
    const fields = `Final-Recipient: rfc822; nina@example.net\nAction: failed\nStatus: 5.0.0\nDiagnostic-Code: smtp; ${'x'.repeat(500)}`;
    const [failure] = failedRecipientsOf(`Reporting-MTA: dns; mx.example.net\n\n${fields}\n`);
    expect(failure?.reason).toHaveLength(200);
  });

  it('finds nothing in what is not a report', () => {
    expect(failedRecipientsOf('')).toEqual([]);
    expect(failedRecipientsOf('Hello\r\n\r\nAction: failed')).toEqual([]);
  });

  it('reads a report with a 60,000-character diagnostic at once (it took 3 seconds)', () => {
    const started = performance.now();
    const [failure] = failedRecipientsOf(
      report(
        `Final-Recipient: rfc822; nina@example.net\r\nAction: failed\r\nStatus: 5.0.0\r\nDiagnostic-Code: smtp; ${'a'.repeat(60_000)}`,
      ),
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(failure?.reason).toHaveLength(200);
  });
});
