import { describe, expect, it } from 'vitest';
import { buildPath, defineApi } from './api.ts';
import { isErrorCode } from './error-codes.ts';
import { isFailureEnvelope } from './envelope.ts';

describe('API path table', () => {
  const api = defineApi({ show: { method: 'GET', path: '/things/get-thing/:id/:part' } });

  it('fills and encodes path parameters', () => {
    expect(buildPath(api.show.path, { id: 'a b', part: 'x/y' })).toBe('/things/get-thing/a%20b/x%2Fy');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/things/:id' as string)).toThrow(/Missing path parameter "id"/);
  });
});

describe('error codes', () => {
  // Which status each code answers is proven on the server's answers (app.api.test.ts and each module's API tests).
  it('recognise a known code, and nothing inherited from Object', () => {
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('recognise a failure envelope', () => {
    expect(isFailureEnvelope({ success: false, code: 'NOT_FOUND', message: 'x', requestId: 'r' })).toBe(true);
    expect(isFailureEnvelope({ success: true, data: 1 })).toBe(false);
    expect(isFailureEnvelope(null)).toBe(false);
  });
});
