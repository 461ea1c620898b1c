// @embedded-db: health reports the database's kind and migrations; a smoke test of the app
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the API skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when health is asked, then it reports the database kind, that it answers and the migrations applied', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { kind: t.database.kind, answers: true } },
    });
    expect(res.body.data.database.migrations).toBeGreaterThanOrEqual(1);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when an unknown /api path is called, then 404 ROUTE_NOT_FOUND with a request id', async () => {
    const res = await request(t.app).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(res.body.message).toContain('GET /api/no-such-thing');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('when a wrong method is used on a known path, then 404 ROUTE_NOT_FOUND', async () => {
    const res = await request(t.app).delete('/api/health').expect(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('when the JSON body is malformed, then 400 MALFORMED_JSON with a clear message', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c",')
      .expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('when the JSON body is over the limit, then 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(200 * 1024) }))
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps a well-formed request id from a load balancer', async () => {
    const res = await request(t.app).get('/api/nope').set('X-Request-Id', 'lb-12345678').expect(404);
    expect(res.body.requestId).toBe('lb-12345678');
    const forged = await request(t.app).get('/api/nope').set('X-Request-Id', '<script>').expect(404);
    expect(forged.body.requestId).not.toBe('<script>');
  });

  it('sends security headers', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('limits connections to the app itself: connect-src is only its own origin (no websocket to any host)', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', '/']) {
      const csp = String((await request(t.app).get(path)).headers['content-security-policy']);
      const connect = csp
        .split(';')
        .map((directive) => directive.trim())
        .filter((d) => d.startsWith('connect-src'));
      expect(connect).toEqual(["connect-src 'self'"]);
      expect(csp).not.toMatch(/\bwss?:/);
    }
  });

  it('sends a Permissions-Policy: camera, microphone and location for the app only, payment, USB and the rest off', async () => {
    for (const path of ['/api/health', '/']) {
      const policy = String((await request(t.app).get(path)).headers['permissions-policy']);
      const features = new Map(policy.split(',').map((item) => item.trim().split('=') as [string, string]));
      expect(features.get('camera')).toBe('(self)');
      expect(features.get('microphone')).toBe('(self)');
      expect(features.get('geolocation')).toBe('(self)');
      for (const off of ['payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics']) {
        expect(features.get(off), off).toBe('()');
      }
    }
  });
});

describe('unexpected failures', () => {
  it('when an unknown error is thrown, then 500 with a generic message: no stack and no SQL', async () => {
    const t = await createTestApp();
    try {
      // A real SQL failure deep in a service: the migrations table the health check reads is gone.
      await t.database.db.execute(sql`drop schema drizzle cascade`);
      const res = await request(t.app).get('/api/health').expect(500);
      expect(res.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
      expect(typeof res.body.requestId).toBe('string');
      const text = JSON.stringify(res.body);
      for (const leak of ['drizzle', 'relation', '__drizzle_migrations', 'select', ' at ', '.ts:']) {
        expect(text).not.toContain(leak);
      }
    } finally {
      await t.close();
    }
  });

  it('when the database does not answer, then health is 503 DATABASE_UNAVAILABLE', async () => {
    const t = await createTestApp();
    await t.close();
    const res = await request(t.app).get('/api/health').expect(503);
    expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
  });
});

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FleetCare</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ CLIENT_DIST: dist });
  });
  afterAll(() => t.close());

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    await request(t.app).get('/assets/missing-123.js').expect(404);
  });

  it('serves index.html without caching for client-side routes', async () => {
    for (const route of ['/', '/dashboard/fleet', '/blog/some-post?x=1']) {
      const res = await request(t.app).get(route).expect(200);
      expect(res.text).toContain('<title>FleetCare</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("when a path is none of the app's screens, then 404 with the app (its not-found page); under /api, the JSON 404", async () => {
    const page = await request(t.app).get('/dashboard/no-such-screen').expect(404);
    expect(page.text).toContain('<title>FleetCare</title>');
    const api = await request(t.app).get('/api/no-such-call').expect(404);
    expect(api.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('serves other files from the build folder', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.text).toContain('User-agent');
  });
});

describe('before the web app is built', () => {
  it('says how to build it instead of failing', async () => {
    const t = await createTestApp({ CLIENT_DIST: path.join(os.tmpdir(), 'fleetcare-no-such-dist') });
    try {
      const res = await request(t.app).get('/').expect(503);
      expect(res.text).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
