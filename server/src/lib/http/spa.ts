import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { screenOf } from '@fleetcare/shared';
import { noCache } from './cache.ts';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; index.html is never cached and is
 * the answer for every other GET path that is not a file, so client-side routes work on reload. A path that is
 * none of the app's screens (the shared screens table) is answered 404, still with index.html, whose app shows its
 * not-found page: search engines and link checkers see a missing page as missing.
 */
export function spaRouter(clientDist: string): Router {
  const router = express.Router();
  const indexFile = path.join(clientDist, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  // A missing hashed file is a stale page asking for an old build: say so rather than answer with index.html.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(
    express.static(clientDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html') || filePath.endsWith('sw.js')) noCache(res);
      },
    }),
  );
  router.get(/.*/, (req, res) => {
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
      return;
    }
    noCache(res);
    res.status(screenOf(req.path) ? 200 : 404).sendFile(indexFile);
  });
  return router;
}
