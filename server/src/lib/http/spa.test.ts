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
