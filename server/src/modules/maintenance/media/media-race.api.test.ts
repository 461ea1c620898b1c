// @embedded-db: races on the request's row lock (select … for update): side by side on PostgreSQL, one after another on PGlite's one connection
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_LIMITS } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  draftRequest,
  filesOf,
  insertBrakeRepair,
  jpegPhoto,
  mediaRowsOf,
  mp4Video,
  uploadMedia,
} from './media.test-support.ts';

/* Uploads to one request racing each other: the count is checked under the request's lock, so the limit holds. */

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-maintenance-media-race-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  await insertBrakeRepair(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload-maintenance-media racing', () => {
  it(`when ${MAINTENANCE_LIMITS.photosMax + 3} photos are uploaded at once, then ${MAINTENANCE_LIMITS.photosMax} are kept and the others refused with nothing left behind`, async () => {
    const { agent } = await signUpAndSignIn(t);
    const draft = await draftRequest(t, agent);
    const photos = await Promise.all(
      Array.from({ length: MAINTENANCE_LIMITS.photosMax + 3 }, (_, index) => jpegPhoto(index * 20)),
    );
    const answers = await Promise.all(photos.map((photo) => uploadMedia(agent, draft._id, photo)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(MAINTENANCE_LIMITS.photosMax).fill(201), ...Array<number>(3).fill(409)]);
    expect(await mediaRowsOf(t, draft._id)).toHaveLength(MAINTENANCE_LIMITS.photosMax);
    expect(filesOf(dataDir, draft._id)).toHaveLength(MAINTENANCE_LIMITS.photosMax);
  });

  it('when a photo and a video race to an empty request, then exactly one of them is kept', async () => {
    const { agent } = await signUpAndSignIn(t);
    const draft = await draftRequest(t, agent);
    const answers = await Promise.all([
      uploadMedia(agent, draft._id, await jpegPhoto()),
      uploadMedia(agent, draft._id, mp4Video(), 'clip.mp4'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await mediaRowsOf(t, draft._id)).toHaveLength(1);
    expect(filesOf(dataDir, draft._id)).toHaveLength(1);
  });
});
