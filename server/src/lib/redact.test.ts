import { describe, expect, it } from 'vitest';
import { maskClientAddress, maskEmail } from './redact';

describe('what logs and the audit log keep of a person', () => {
  it('shortens an e-mail address to its first letter and domain', () => {
    expect(maskEmail('anna@example.org')).toBe('a***@example.org');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('keeps a client address to its network', () => {
    expect(maskClientAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskClientAddress('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(maskClientAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x');
    expect(maskClientAddress(undefined)).toBe('unknown');
    expect(maskClientAddress('somewhere')).toBe('unknown');
  });
});
