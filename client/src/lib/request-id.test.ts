import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.ts';

describe('request ids', () => {
  it('are version 4 UUIDs (letters, digits and dashes, 36 long, as the server accepts), a new one each time', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('when randomUUID is missing (no secure context), then getRandomValues makes the same shape', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
