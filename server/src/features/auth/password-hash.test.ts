import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
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
    const stored = 'scrypt$17$8$1$GWcpEp6LRMWXxMvuYVEuig==$WUOwyCku7o1SrIEO48CIBhgwvDCNtyZqCkvDqdnrIYrlcZomNe8Z6pbfZ+1k97zFzWeIrljlmF2I6kY9QX4Opw==';
    expect(await verifyPassword('a password hashed before issue 16', stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it('treats a damaged or foreign hash as matching nothing, without throwing', async () => {
    for (const encoded of ['', 'plain', '$2b$10$abcdefghijklmnopqrstuv', 'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA', 'scrypt$17$8$1$!!$??']) {
      expect(await verifyPassword('anything', encoded)).toBe(false);
    }
  });

  it('has a well-formed dummy hash that no password matches', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
