import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveKey, encryptSecret, hashToken, safeEqual } from './crypto.ts';

describe('crypto helpers', () => {
  const key = deriveKey('a'.repeat(32), 'totp');

  it('encrypts and decrypts a secret, and detects tampering', () => {
    const sealed = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
    expect(() => decryptSecret(deriveKey('a'.repeat(32), 'other'), sealed)).toThrow();
  });

  it('makes distinct keys per purpose', () => {
    expect(deriveKey('s'.repeat(32), 'a').equals(deriveKey('s'.repeat(32), 'b'))).toBe(false);
  });

  it('hashes tokens and compares in constant time', () => {
    expect(hashToken('x')).toHaveLength(64);
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
