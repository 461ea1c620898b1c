import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { spaRouter } from './spa.ts';

describe('the service worker file', () => {
  let app: express.Express;
  beforeAll(() => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-sw-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FleetCare</title>');
    writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('push', () => undefined);");
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    app = express().use(spaRouter(dist));
  });

  it('when /sw.js is asked for, then it is served from the site root as JavaScript with Cache-Control no-cache', async () => {
    const res = await request(app).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain("addEventListener('push'");
  });

  it('when another root file is asked for, then it keeps the short public cache (only the worker is never cached)', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the app for a path', () => {
  let app: express.Express;
  beforeAll(() => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-spa-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FleetCare</title><div id="root"></div>');
    app = express().use(spaRouter(dist));
  });

  it("when the path is a screen of the app (a parameter in any segment, a query, a trailing slash), then 200 with the app's page, never cached", async () => {
    for (const route of ['/', '/login', '/blog/', '/blog/a-post?tag=brakes', '/dashboard/fleet/show/3f1c2a', '/Help']) {
      const res = await request(app).get(route);
      expect(res.status, route).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when the path is none of the screens, then 404, still with the app (it shows its not-found page), never cached', async () => {
    for (const route of [
      '/dashboard/settings/referral',
      '/dashboard/spare-parts/my-quotations/archived-quotations',
      '/blog/a/b',
      '/dashboard/fleet/show',
      '/no/such/page',
    ]) {
      const res = await request(app).get(route);
      expect(res.status, route).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when a known path is asked for again with the validator of its last answer, then 304; an unknown one stays 404', async () => {
    const first = await request(app).get('/login').expect(200);
    await request(app).get('/login').set('If-None-Match', String(first.headers.etag)).expect(304);
    await request(app).get('/dashboard/settings/referral').set('If-None-Match', String(first.headers.etag)).expect(404);
  });
});
