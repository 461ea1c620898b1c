import express from 'express';
import { defineApi, returnsFile } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { privateFor } from '../../lib/http/cache.ts';
import { responded, route } from '../../lib/http/route.ts';
import { checkFileSignature, FILES_PATH } from './storage.ts';

/** Stored files, outside /api: the key is the rest of the path. */
const filesApi = defineApi({
  get: { method: 'GET', path: `${FILES_PATH}/*key`, response: returnsFile() },
});

/**
 * Serves stored files at their signed URLs (`/files/<key>?exp=&sig=`), mounted outside /api. A wrong or expired
 * signature is 403; the answer may be cached privately until the URL expires.
 */
export function filesRouter(deps: Pick<AppDeps, 'storage' | 'keys' | 'now'>) {
  const router = express.Router();

  route(router, filesApi.get, async (req, res) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const key = segments.join('/');
    const now = deps.now();
    const check = checkFileSignature(deps.keys.fileUrls, key, req.query.exp, req.query.sig, now);
    if (!check.valid) throw new AppError('FORBIDDEN', { message: 'This file link is not valid or has expired.' });
    const file = await deps.storage.get(key);
    if (!file) throw new AppError('NOT_FOUND');
    const maxAge = Math.max(0, check.expires - Math.floor(now.getTime() / 1000));
    privateFor(maxAge)(res);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.bytes.length));
    res.setHeader('Content-Disposition', 'inline');
    res.end(file.bytes);
    return responded;
  });

  return router;
}
