import { describe, expect, it } from 'vitest';
import { randomCode } from './code.ts';

describe('random code', () => {
  it('is 8 letters and digits by default', () => {
    for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('takes another length and refuses nonsense', () => {
    expect(randomCode(12)).toHaveLength(12);
    expect(() => randomCode(0)).toThrow(RangeError);
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => randomCode()));
    expect(codes.size).toBe(1000);
  });
});
