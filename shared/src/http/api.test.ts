import { describe, expect, it } from 'vitest';
import { buildPath, defineApi } from './api.ts';
import { errorStatus, isErrorCode } from './error-codes.ts';
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
  it('map to HTTP statuses', () => {
    expect(errorStatus.ROUTE_NOT_FOUND).toBe(404);
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('recognise a failure envelope', () => {
    expect(isFailureEnvelope({ success: false, code: 'NOT_FOUND', message: 'x', requestId: 'r' })).toBe(true);
    expect(isFailureEnvelope({ success: true, data: 1 })).toBe(false);
    expect(isFailureEnvelope(null)).toBe(false);
  });
});
