import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hash';

describe('password hashing', () => {
  // The in-process apps hash at 2^14 (test/helpers.ts); this file checks the real cost, a hasher's default.
  const limits = { workers: 2, queue: 16 };
  const hasher = createPasswordHasher(limits);
  afterAll(() => hasher.close());

  it('stores scrypt at N=2^17, r=8, p=1 with a 16-byte salt, and verifies only the right password', async () => {
    expect(hasher.log2N).toBe(17);
    const encoded = await hasher.hash('correct horse battery staple');
    const [scheme, log2N, r, p, salt, key] = encoded.split('$');
    expect([scheme, log2N, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(encoded).not.toContain('correct horse');

    expect(await hasher.verify('correct horse battery staple', encoded)).toBe(true);
    expect(await hasher.verify('correct horse battery stapl', encoded)).toBe(false);
    expect(await hasher.verify('', encoded)).toBe(false);
  });

  it('verifies a hash stored before the hashing pool (issue 16): the format is unchanged', async () => {
    const stored =
      'scrypt$17$8$1$GWcpEp6LRMWXxMvuYVEuig==$WUOwyCku7o1SrIEO48CIBhgwvDCNtyZqCkvDqdnrIYrlcZomNe8Z6pbfZ+1k97zFzWeIrljlmF2I6kY9QX4Opw==';
    expect(await hasher.verify('a password hashed before issue 16', stored)).toBe(true);
    expect(await hasher.verify('another password', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')]);
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
      expect(await hasher.verify('anything', encoded)).toBe(false);
    }
  });

  it('has a well-formed dummy hash that no password matches', async () => {
    expect(hasher.dummyHash()).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await hasher.verify('', hasher.dummyHash())).toBe(false);
  });

  it('makes test hashes only at a cost from 2^14 to 2^17, and verifies them like any other', async () => {
    expect(() => createPasswordHasher(limits, 13)).toThrow();
    expect(() => createPasswordHasher(limits, 18)).toThrow();
    const cheaper = createPasswordHasher(limits, 14);
    try {
      const encoded = await cheaper.hash('a cheaper test hash');
      expect(encoded).toMatch(/^scrypt\$14\$8\$1\$/);
      expect(cheaper.dummyHash()).toMatch(/^scrypt\$14\$8\$1\$/);
      expect(await cheaper.verify('a cheaper test hash', encoded)).toBe(true);
      expect(await cheaper.verify('another password', encoded)).toBe(false);
      // Either hasher checks the other's hashes: a hash carries its own cost.
      expect(await hasher.verify('a cheaper test hash', encoded)).toBe(true);
    } finally {
      await cheaper.close();
    }
    // The production hasher is untouched by another's cost.
    expect(hasher.dummyHash()).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
