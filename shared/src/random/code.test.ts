import { describe, expect, it } from 'vitest';
import { codeAlphabets, randomByteArray, randomCode, randomInteger, randomToken, randomUuid } from './code.ts';

describe('random code', () => {
  it('is 8 letters and digits by default', () => {
    for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('takes another length and refuses nonsense', () => {
    expect(randomCode(12)).toHaveLength(12);
    expect(() => randomCode(0)).toThrow(RangeError);
    expect(() => randomCode(4, 'a')).toThrow(RangeError);
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => randomCode()));
    expect(codes.size).toBe(1000);
  });

  it('draws from the alphabet it is given: one-time codes, hex, base32', () => {
    for (let i = 0; i < 100; i += 1) {
      expect(randomCode(6, codeAlphabets.digits)).toMatch(/^\d{6}$/);
      expect(randomCode(16, codeAlphabets.hex)).toMatch(/^[0-9a-f]{16}$/);
      expect(randomCode(24, codeAlphabets.base32)).toMatch(/^[A-Z2-7]{24}$/);
    }
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomCode(2000, codeAlphabets.digits));
    expect([...seen].sort().join('')).toBe(codeAlphabets.digits);
  });
});

describe('random token', () => {
  it('is 32 bytes in unpadded base64url by default, as Node writes them', () => {
    for (let i = 0; i < 100; i += 1) {
      const token = randomToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token);
    }
  });

  it('has the length base64url gives any number of bytes', () => {
    for (const bytes of [1, 2, 3, 6, 12, 24, 48]) {
      const token = randomToken(bytes);
      expect(token).toHaveLength(Buffer.alloc(bytes).toString('base64url').length);
      expect(Buffer.from(token, 'base64url')).toHaveLength(bytes);
    }
    expect(randomToken()).not.toBe(randomToken());
    expect(() => randomToken(0)).toThrow(RangeError);
  });
});

describe('random integer', () => {
  it('stays from min (included) to max (excluded) and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const value = randomInteger(3, 13);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThan(13);
      seen.add(value);
    }
    expect(seen.size).toBe(10);
  });

  it('covers ranges past 32 bits', () => {
    for (let i = 0; i < 100; i += 1)
      expect(String(randomInteger(1_000_000_000, 9_999_999_999))).toMatch(/^[1-9]\d{9}$/);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => randomInteger(5, 5)).toThrow(RangeError);
    expect(() => randomInteger(0, 1.5)).toThrow(RangeError);
    expect(() => randomInteger(0, 2 ** 49)).toThrow(RangeError);
  });
});

describe('random bytes', () => {
  it('fills any length, past the 64 KiB a getRandomValues call allows', () => {
    expect(randomByteArray(12)).toHaveLength(12);
    const big = randomByteArray(200_000);
    expect(big).toHaveLength(200_000);
    expect(big.subarray(150_000).some((byte) => byte !== 0)).toBe(true);
  });
});

describe('random UUID', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version 4 UUID, a new one each time', () => {
    expect(randomUuid()).toMatch(uuidV4);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  it('when randomUUID is missing (a browser outside a secure context), then has the same shape', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 50; i += 1) expect(randomUuid()).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
