/**
 * A delivery status notification's fields (RFC 3464, the `message/delivery-status` part of a
 * bounce): one block for the report, then one per recipient. Only what a bounce is acted on by is
 * read: whom it is about, whether delivery failed, and why (without any address, for the record).
 */
export interface FailedRecipient {
  /** The address delivery failed for (Final-Recipient, or Original-Recipient), lower-cased. */
  address: string;
  /** The enhanced status code, e.g. `5.2.2`. */
  status: string;
  /** Why, fit to be shown: the status and the server's words, addresses removed, at most 200 characters. */
  reason: string;
}

function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  // Folded lines continue the field above them.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
  }
  return fields;
}

const ADDRESS = /[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g;

function addressOf(field: string | undefined): string | undefined {
  if (!field) return undefined;
  // `rfc822; someone@example.org`
  const value = field.includes(';') ? field.slice(field.indexOf(';') + 1) : field;
  return value.trim().replace(/^<|>$/g, '').toLowerCase() || undefined;
}

/** The recipients a report says delivery failed for for good (Action: failed, a 5.x.x status). */
export function failedRecipientsOf(report: string): FailedRecipient[] {
  const blocks = report.split(/\r?\n\s*\r?\n/).map(fieldsOf);
  const failed: FailedRecipient[] = [];
  for (const fields of blocks.slice(1)) {
    const action = fields.get('action')?.toLowerCase();
    const status = /^\s*(\d\.\d{1,3}\.\d{1,3})/.exec(fields.get('status') ?? '')?.[1];
    const address = addressOf(fields.get('final-recipient')) ?? addressOf(fields.get('original-recipient'));
    if (action !== 'failed' || !status?.startsWith('5.') || !address) continue;
    // Cut before the addresses are masked: the pattern takes quadratic time on a long word (60,000 characters took 3 seconds).
    const diagnostic = (fields.get('diagnostic-code') ?? '')
      .slice(0, 1000)
      .replace(/^[a-z-]+;\s*/i, '')
      .replace(ADDRESS, '[address]');
    failed.push({ address, status, reason: `${status} ${diagnostic}`.replace(/\s+/g, ' ').trim().slice(0, 200) });
  }
  return failed;
}
