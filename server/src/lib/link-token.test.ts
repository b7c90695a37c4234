import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintNumericCode, numericCodeHash, numericCodeMatches } from './link-token';

describe('six-digit codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(mintNumericCode()).toMatch(/^\d{6}$/);
  });

  it("hash member sign-in's codes exactly as they were stored before the helper (issue 44)", () => {
    // The input member-sign-in.service.ts hashed before its code moved here: stored rows must still match.
    const key = createHmac('sha256', 'secret').update('member-sign-in-code-v1').digest();
    const before = createHmac('sha256', key).update('token-id:012345').digest('hex');
    expect(numericCodeHash('secret', 'member-sign-in', 'token-id', '012345')).toBe(before);
  });

  it('match only the same code, id, purpose and secret', () => {
    const stored = numericCodeHash('secret', 'whatsapp-number', 'id', '123456');
    expect(numericCodeMatches(stored, 'secret', 'whatsapp-number', 'id', '123456')).toBe(true);
    expect(numericCodeMatches(stored, 'secret', 'whatsapp-number', 'id', '123457')).toBe(false);
    expect(numericCodeMatches(stored, 'secret', 'whatsapp-number', 'other', '123456')).toBe(false);
    expect(numericCodeMatches(stored, 'secret', 'member-sign-in', 'id', '123456')).toBe(false);
    expect(numericCodeMatches(stored, 'other', 'whatsapp-number', 'id', '123456')).toBe(false);
    expect(numericCodeMatches('', 'secret', 'whatsapp-number', 'id', '123456')).toBe(false);
  });
});
