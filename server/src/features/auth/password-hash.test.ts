import { beforeAll, describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, setPasswordHashCostForTests, verifyPassword } from './password-hash';

describe('password hashing', () => {
  // The other in-process tests hash at 2^14 (server/test/setup.ts); this file checks the real cost.
  beforeAll(() => setPasswordHashCostForTests(17));

  it('stores scrypt at N=2^17, r=8, p=1 with a 16-byte salt, and verifies only the right password', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    const [scheme, log2N, r, p, salt, key] = encoded.split('$');
    expect([scheme, log2N, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(encoded).not.toContain('correct horse');

    expect(await verifyPassword('correct horse battery staple', encoded)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('verifies a hash stored before the hashing pool (issue 16): the format is unchanged', async () => {
    const stored =
      'scrypt$17$8$1$GWcpEp6LRMWXxMvuYVEuig==$WUOwyCku7o1SrIEO48CIBhgwvDCNtyZqCkvDqdnrIYrlcZomNe8Z6pbfZ+1k97zFzWeIrljlmF2I6kY9QX4Opw==';
    expect(await verifyPassword('a password hashed before issue 16', stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it('treats a damaged or foreign hash as matching nothing, without throwing', async () => {
    for (const encoded of [
      '',
      'plain',
      '$2b$10$abcdefghijklmnopqrstuv',
      'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA',
      'scrypt$17$8$1$!!$??',
    ]) {
      expect(await verifyPassword('anything', encoded)).toBe(false);
    }
  });

  it('has a well-formed dummy hash that no password matches', async () => {
    expect(dummyPasswordHash()).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('', dummyPasswordHash())).toBe(false);
  });

  it('makes test hashes only at a cost from 2^14 to 2^17, and verifies them like any other', async () => {
    expect(() => setPasswordHashCostForTests(13)).toThrow();
    expect(() => setPasswordHashCostForTests(18)).toThrow();
    setPasswordHashCostForTests(14);
    try {
      const encoded = await hashPassword('a cheaper test hash');
      expect(encoded).toMatch(/^scrypt\$14\$8\$1\$/);
      expect(dummyPasswordHash()).toMatch(/^scrypt\$14\$8\$1\$/);
      expect(await verifyPassword('a cheaper test hash', encoded)).toBe(true);
      expect(await verifyPassword('another password', encoded)).toBe(false);
    } finally {
      setPasswordHashCostForTests(17);
    }
  });
});
