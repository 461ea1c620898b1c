import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cookieValue, createOriginPolicy } from './handshake.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('socket handshake origin policy', () => {
  const allowed = createOriginPolicy({
    publicUrl: 'https://fleetcare.ng',
    allowedOrigins: ['https://admin.fleetcare.ng'],
  });

  it('accepts the public origin, an allowed origin, the request’s own host, and no Origin (not a browser page)', () => {
    expect(allowed(request({ origin: 'https://fleetcare.ng', host: 'app-1:3000' }))).toBe(true);
    expect(allowed(request({ origin: 'https://admin.fleetcare.ng', host: 'app-1:3000' }))).toBe(true);
    expect(allowed(request({ origin: 'http://localhost:5173', host: 'localhost:5173' }))).toBe(true);
    expect(allowed(request({ host: 'app-1:3000' }))).toBe(true);
  });

  it('refuses a foreign origin, the opaque "null" origin and a malformed one', () => {
    expect(allowed(request({ origin: 'https://evil.example', host: 'fleetcare.ng' }))).toBe(false);
    expect(allowed(request({ origin: 'null', host: 'fleetcare.ng' }))).toBe(false);
    expect(allowed(request({ origin: 'not a url', host: 'fleetcare.ng' }))).toBe(false);
  });
});

describe('cookieValue', () => {
  it('reads one cookie among several, decoded, and nothing for a missing or empty one', () => {
    const header = 'fUserJwt=session.1; fc_session=abc.def%3D; other="quoted"';
    expect(cookieValue(header, 'fc_session')).toBe('abc.def=');
    expect(cookieValue(header, 'other')).toBe('quoted');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue('fc_session=', 'fc_session')).toBeUndefined();
    expect(cookieValue(undefined, 'fc_session')).toBeUndefined();
    expect(cookieValue('fc_session=%E0%A4%A', 'fc_session')).toBeUndefined();
  });
});
