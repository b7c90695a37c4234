import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32, hotp, matchTotp, otpauthUri, totpAt, totpStepAt } from './totp';

// RFC 6238 appendix B: the SHA-1 rows, with the ASCII secret "12345678901234567890" and 8 digits.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('gives the RFC 6238 SHA-1 code at %i s', (seconds, code) => {
    const time = new Date(seconds * 1000);
    expect(totpAt(RFC_SECRET, time, 8)).toBe(code);
    // An app's 6 digits are the last six of the same number.
    expect(totpAt(RFC_SECRET, time)).toBe(code.slice(2));
  });

  it('gives the RFC 4226 HOTP values for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('accepts the code of the step before, now and after, and tells which step matched', () => {
    const now = new Date(1_111_111_111_000);
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      const code = hotp(RFC_SECRET, step + offset);
      expect(matchTotp(RFC_SECRET, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + offset), now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, ' 081804', now)).toBeUndefined();
  });

  it('writes and reads base32 as RFC 4648 does (without padding)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of cases) {
      expect(encodeBase32(Buffer.from(plain))).toBe(encoded);
      expect(decodeBase32(encoded)?.toString()).toBe(plain);
    }
    expect(encodeBase32(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(decodeBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SECRET);
    expect(decodeBase32('GEZ1')).toBeUndefined();
  });

  it('names issuer, account and secret in the otpauth URI', () => {
    const uri = otpauthUri({ issuer: 'Women Founders Club', account: 'ada@example.org', secret: RFC_SECRET });
    expect(uri).toBe(
      'otpauth://totp/Women%20Founders%20Club:ada%40example.org?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Women%20Founders%20Club&algorithm=SHA1&digits=6&period=30',
    );
  });
});
