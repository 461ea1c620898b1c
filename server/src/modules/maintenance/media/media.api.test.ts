import { bookedJobColumns } from '../maintenance-fixtures.test-support.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAINTENANCE_LIMITS,
  maintenancesApi,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
} from '@fleetcare/shared';
import { maintenanceDispatches, maintenanceRequests, notifications, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn, uniqueEmail } from '../../../../test/auth-helpers.ts';
import { pixelBombPng } from '../../../../test/pictures.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { buildPdf } from '../../../lib/files/pdf.test-support.ts';
import { jobNotificationPath } from '../maintenance-requests.service.ts';
import {
  draftRequest,
  ebmlVideo,
  filesOf,
  FILMED_AT,
  insertBrakeRepair,
  jpegPhoto,
  mediaRowsOf,
  mp4Video,
  mp4VideoFilmedAt,
  uploadMedia,
  url,
  type Agent,
} from './media.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-maintenance-media-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  await insertBrakeRepair(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (requestId: string) => filesOf(dataDir, requestId);
const rows = (requestId: string) => mediaRowsOf(t, requestId);
const remove = (agent: Agent, id: string, mediaId: string) =>
  agent.delete(url(maintenancesApi.deleteMaintenanceMedia, { id, mediaId }));

async function customerWithDraft() {
  const session = await signUpAndSignIn(t);
  const draft = await draftRequest(t, session.agent);
  return { ...session, draft };
}

/** A technician to name on booked requests and to ask about open ones. */
async function technicianUser(): Promise<string> {
  const [tech] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('media-tech'), firstName: 'Tech', lastName: 'Media', roles: ['technician'] })
    .returning({ id: users.id });
  if (!tech) throw new Error('no technician');
  return tech.id;
}

/** Puts a request in `status` with the fields that status needs (a booking names its quotation and technician). */
async function setStatus(id: string, status: MaintenanceStatus): Promise<void> {
  const fields =
    status === 'booked'
      ? { bookedQuotationId: randomUUID(), technicianId: await technicianUser(), ...bookedJobColumns(t.clock.now()) }
      : status === 'canceled'
        ? { canceledAt: t.clock.now(), canceledBy: 'customer' as const }
        : {};
  await t.database.db
    .update(maintenanceRequests)
    .set({ status, ...fields })
    .where(eq(maintenanceRequests.id, id));
}

/** Reads the served file behind a DTO's signed link. */
async function served(link: string) {
  const res = await request(t.app).get(link).buffer(true).expect(200);
  return { bytes: res.body as Buffer, type: String(res.headers['content-type']) };
}

/** Whether an EXIF block (as sharp's metadata gives it) holds a pointer to a GPS IFD (tag 0x8825) in IFD0. */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.indexOf('MM') >= 0 && exif.indexOf('MM') < 10 ? exif.indexOf('MM') : exif.indexOf('II');
  const little = exif[tiff] === 0x49;
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}

/** A phone photo of the problem that says where it was taken (GPS) and by whom. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 90, b: 95 } } })
    .withMetadata({
      exif: {
        IFD0: { Artist: 'Ngozi Adeyemi' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '6/1 36/1 49/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '3/1 21/1 29/1',
        },
      },
    })
    .jpeg()
    .toBuffer();
}

describe('POST /api/maintenances/upload-maintenance-media/:id', () => {
  it('when the customer adds a photo to a draft, then 201 and the DTO lists it with a short-lived link serving it', async () => {
    const { agent, draft } = await customerWithDraft();
    const photo = await jpegPhoto();
    const res = await uploadMedia(agent, draft._id, photo).expect(201);
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto.media).toEqual([
      {
        _id: expect.any(String),
        kind: 'photo',
        contentType: 'image/jpeg',
        url: expect.stringMatching(new RegExp(`^/files/maintenance/${draft._id}/[\\w-]+\\.jpg\\?exp=\\d+&sig=`)),
      },
    ]);
    const link = dto.media[0]?.url ?? '';
    const file = await served(link);
    expect(file.type).toBe('image/jpeg');
    expect((await sharp(file.bytes).metadata()).format).toBe('jpeg');
    // Without the signature the file is not served; after ten minutes the link no longer works.
    await request(t.app)
      .get(link.split('?')[0] ?? '')
      .expect(403);
    t.clock.advance(11 * 60_000);
    try {
      await request(t.app).get(link).expect(403);
    } finally {
      t.clock.reset();
    }
    // Reading the request (and the list) answers the photo too.
    const read = await agent.get(url(maintenancesApi.getMaintenance, { id: draft._id })).expect(200);
    expect((read.body.data as MaintenanceRequestDto).media.map((media) => media._id)).toEqual([dto.media[0]?._id]);
  });

  it('when a phone photo carries its GPS position, then it is stored re-encoded without any metadata', async () => {
    const { agent, draft } = await customerWithDraft();
    const photo = await photoWithGps();
    const before = (await sharp(photo).metadata()).exif;
    expect(before && hasGpsIfd(before)).toBe(true);
    const dto = (await uploadMedia(agent, draft._id, photo).expect(201)).body.data as MaintenanceRequestDto;
    const file = await served(dto.media[0]?.url ?? '');
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(file.bytes.includes(Buffer.from('Ngozi'))).toBe(false);
  });

  it('when PNG and WebP photos are added, then each keeps its format', async () => {
    const { agent, draft } = await customerWithDraft();
    const base = () => sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 5, g: 90, b: 5 } } });
    await uploadMedia(agent, draft._id, await base().png().toBuffer(), 'a.png').expect(201);
    const res = await uploadMedia(agent, draft._id, await base().webp().toBuffer(), 'b.webp').expect(201);
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto.media.map((media) => media.contentType)).toEqual(['image/png', 'image/webp']);
  });

  it.each([
    ['an MP4', mp4Video, 'video/mp4', 'mp4'],
    ['a WebM', () => ebmlVideo('webm'), 'video/webm', 'webm'],
  ])(
    'when the customer adds %s video, then it is stored as it is and served back byte for byte',
    async (_l, make, type, ext) => {
      const { agent, draft } = await customerWithDraft();
      const video = make();
      const dto = (await uploadMedia(agent, draft._id, video, `clip.${ext}`).expect(201)).body
        .data as MaintenanceRequestDto;
      expect(dto.media).toEqual([
        { _id: expect.any(String), kind: 'video', contentType: type, url: expect.any(String) },
      ]);
      expect(dto.media[0]?.url).toContain(`/files/maintenance/${draft._id}/`);
      const file = await served(dto.media[0]?.url ?? '');
      expect(file.type).toBe(type);
      expect(Buffer.compare(file.bytes, video)).toBe(0);
      expect(stored(draft._id)).toHaveLength(1);
    },
  );

  it('when an MP4 says where it was filmed, then its metadata boxes are blanked and the rest is kept in place', async () => {
    const { agent, draft } = await customerWithDraft();
    const video = mp4VideoFilmedAt();
    expect(video.includes(Buffer.from(FILMED_AT))).toBe(true);
    const dto = (await uploadMedia(agent, draft._id, video, 'clip.mp4').expect(201)).body.data as MaintenanceRequestDto;
    const file = await served(dto.media[0]?.url ?? '');
    expect(file.type).toBe('video/mp4');
    expect(file.bytes.length).toBe(video.length);
    expect(file.bytes.includes(Buffer.from(FILMED_AT))).toBe(false);
    expect(file.bytes.includes(Buffer.from('Camera'))).toBe(false);
    expect(file.bytes.includes(Buffer.from('udta'))).toBe(false);
    // The movie's header and the media data are where they were: players find them at the same offsets.
    const at = (name: string) => video.indexOf(Buffer.from(name));
    for (const box of ['ftyp', 'moov', 'mvhd', 'trak', 'tkhd', 'mdat']) {
      expect(file.bytes.indexOf(Buffer.from(box))).toBe(at(box));
    }
    expect(Buffer.compare(file.bytes.subarray(at('mdat')), video.subarray(at('mdat')))).toBe(0);
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, number][] = [
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'dent.png',
      415,
    ],
    ['a text file renamed .jpg', () => Buffer.from('just some notes, not a photo at all\n'), 'dent.jpg', 415],
    ['a PDF', () => buildPdf({}), 'dent.pdf', 415],
    ['a Matroska video that is not WebM', () => ebmlVideo('matroska'), 'clip.webm', 415],
    [
      'a QuickTime video',
      () => Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1')]),
      'clip.mp4',
      415,
    ],
    [
      'an MP4 whose boxes do not add up',
      () => Buffer.concat([mp4Video(), Buffer.from([0, 0, 1, 0]), Buffer.from('moov', 'latin1'), Buffer.alloc(8)]),
      'clip.mp4',
      415,
    ],
    ['a PNG header with a broken picture', () => pixelBombPng(10, 10), 'broken.png', 415],
    ['a picture of 400 megapixels', () => pixelBombPng(), 'bomb.png', 413],
    [
      `a photo of ${MAINTENANCE_LIMITS.photoMaxBytes} bytes and one`,
      async () => {
        const photo = await jpegPhoto();
        return Buffer.concat([photo, Buffer.alloc(MAINTENANCE_LIMITS.photoMaxBytes + 1 - photo.length)]);
      },
      'big.jpg',
      413,
    ],
    [
      `a video of ${MAINTENANCE_LIMITS.videoMaxBytes} bytes and one`,
      () => {
        const video = mp4Video();
        return Buffer.concat([video, Buffer.alloc(MAINTENANCE_LIMITS.videoMaxBytes + 1 - video.length)]);
      },
      'big.mp4',
      413,
    ],
  ];

  it.each(refusals)('when it is %s, then it is refused and nothing is stored', async (_label, make, name, status) => {
    const { agent, draft } = await customerWithDraft();
    const res = await uploadMedia(agent, draft._id, await make(), name).expect(status);
    expect(res.body.code).toBe(status === 413 ? 'FILE_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED');
    expect(await rows(draft._id)).toHaveLength(0);
    expect(stored(draft._id)).toEqual([]);
  });

  it('when no file or two files are sent, then 400 and nothing is stored', async () => {
    const { agent, draft } = await customerWithDraft();
    const path = url(maintenancesApi.uploadMaintenanceMedia, { id: draft._id });
    const none = await agent.post(path).field('note', 'x').expect(400);
    expect(none.body.code).toBe('VALIDATION_FAILED');
    expect((await agent.post(path).send({}).expect(400)).body.fieldErrors).toHaveProperty('file');
    const photo = await jpegPhoto();
    await agent.post(path).attach('file', photo, 'a.jpg').attach('file', photo, 'b.jpg').expect(400);
    expect(await rows(draft._id)).toHaveLength(0);
    expect(stored(draft._id)).toEqual([]);
  });

  it(`when ${MAINTENANCE_LIMITS.photosMax} photos are there, then a seventh is refused (409) and not stored`, async () => {
    const { agent, draft } = await customerWithDraft();
    for (let index = 0; index < MAINTENANCE_LIMITS.photosMax; index += 1) {
      await uploadMedia(agent, draft._id, await jpegPhoto(index * 30)).expect(201);
    }
    const res = await uploadMedia(agent, draft._id, await jpegPhoto()).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', detail: 'photos-full' });
    expect(res.body.message).toContain(`at most ${MAINTENANCE_LIMITS.photosMax} photos`);
    expect(await rows(draft._id)).toHaveLength(MAINTENANCE_LIMITS.photosMax);
    expect(stored(draft._id)).toHaveLength(MAINTENANCE_LIMITS.photosMax);
  });

  it('when the request has photos, then a video is refused (409); with a video, a photo or a second video is', async () => {
    const withPhotos = await customerWithDraft();
    await uploadMedia(withPhotos.agent, withPhotos.draft._id, await jpegPhoto()).expect(201);
    const video = await uploadMedia(withPhotos.agent, withPhotos.draft._id, mp4Video(), 'clip.mp4').expect(409);
    expect(video.body).toMatchObject({ code: 'CONFLICT', detail: 'has-photos' });
    expect(video.body.message).toContain('photos or one video');
    expect(stored(withPhotos.draft._id)).toHaveLength(1);

    const withVideo = await customerWithDraft();
    await uploadMedia(withVideo.agent, withVideo.draft._id, mp4Video(), 'clip.mp4').expect(201);
    const photo = await uploadMedia(withVideo.agent, withVideo.draft._id, await jpegPhoto()).expect(409);
    expect(photo.body).toMatchObject({ code: 'CONFLICT', detail: 'has-video' });
    const second = await uploadMedia(withVideo.agent, withVideo.draft._id, ebmlVideo(), 'clip.webm').expect(409);
    expect(second.body).toMatchObject({ code: 'CONFLICT', detail: 'video-full' });
    expect(await rows(withVideo.draft._id)).toHaveLength(1);
    expect(stored(withVideo.draft._id)).toHaveLength(1);
  });

  it.each(['booked', 'canceled', 'expired'] as const)(
    'when the request is %s, then 409 naming the status and nothing is stored',
    async (status) => {
      const { agent, draft } = await customerWithDraft();
      await setStatus(draft._id, status);
      const res = await uploadMedia(agent, draft._id, await jpegPhoto()).expect(409);
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: status });
      expect(await rows(draft._id)).toHaveLength(0);
      expect(stored(draft._id)).toEqual([]);
    },
  );

  it("when signed out, then 401; another customer's request or an unknown one, 404; a bad id, 400; nothing stored", async () => {
    const { draft } = await customerWithDraft();
    const photo = await jpegPhoto();
    await request(t.app)
      .post(url(maintenancesApi.uploadMaintenanceMedia, { id: draft._id }))
      .attach('file', photo, 'a.jpg')
      .expect(401);
    const stranger = await signUpAndSignIn(t);
    const res = await uploadMedia(stranger.agent, draft._id, photo).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    await uploadMedia(stranger.agent, randomUUID(), photo).expect(404);
    await uploadMedia(stranger.agent, 'not-an-id', photo).expect(400);
    expect(await rows(draft._id)).toHaveLength(0);
    expect(stored(draft._id)).toEqual([]);
  });

  it('when an open request gets a photo or loses one, then the technicians asked are told each time', async () => {
    const { agent, draft } = await customerWithDraft();
    const techId = await technicianUser();
    await t.database.db
      .insert(maintenanceDispatches)
      .values({ requestId: draft._id, technicianId: techId, round: 1, distanceKm: 2 });
    await setStatus(draft._id, 'open');
    const told = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, techId))).filter(
        (row) => row.actionPath === jobNotificationPath(draft._id),
      );
    const dto = (await uploadMedia(agent, draft._id, await jpegPhoto()).expect(201)).body.data as MaintenanceRequestDto;
    expect(await told()).toHaveLength(1);
    await remove(agent, draft._id, dto.media[0]?._id ?? '').expect(200);
    expect(await told()).toHaveLength(2);
  });
});

describe('DELETE /api/maintenances/delete-maintenance-media/:id/:mediaId', () => {
  it('when the customer deletes a photo, then the row and the file go and the DTO lists the others', async () => {
    const { agent, draft } = await customerWithDraft();
    await uploadMedia(agent, draft._id, await jpegPhoto(10)).expect(201);
    const two = (await uploadMedia(agent, draft._id, await jpegPhoto(200)).expect(201)).body
      .data as MaintenanceRequestDto;
    const [first, second] = two.media;
    expect(stored(draft._id)).toHaveLength(2);
    const dto = (await remove(agent, draft._id, first?._id ?? '').expect(200)).body.data as MaintenanceRequestDto;
    expect(dto.media.map((media) => media._id)).toEqual([second?._id]);
    expect((await rows(draft._id)).map((row) => row.id)).toEqual([second?._id]);
    expect(stored(draft._id)).toHaveLength(1);
    await request(t.app)
      .get(first?.url ?? '')
      .expect(404);
  });

  it('when the video is deleted, then photos may be added', async () => {
    const { agent, draft } = await customerWithDraft();
    const dto = (await uploadMedia(agent, draft._id, mp4Video(), 'clip.mp4').expect(201)).body
      .data as MaintenanceRequestDto;
    await remove(agent, draft._id, dto.media[0]?._id ?? '').expect(200);
    expect(stored(draft._id)).toEqual([]);
    await uploadMedia(agent, draft._id, await jpegPhoto()).expect(201);
  });

  it("when the media is another request's, unknown, or the request another customer's, then 404 and it stays", async () => {
    const owner = await customerWithDraft();
    const dto = (await uploadMedia(owner.agent, owner.draft._id, await jpegPhoto()).expect(201)).body
      .data as MaintenanceRequestDto;
    const mediaId = dto.media[0]?._id ?? '';
    const otherDraft = await draftRequest(t, owner.agent);
    await remove(owner.agent, otherDraft._id, mediaId).expect(404);
    await remove(owner.agent, owner.draft._id, randomUUID()).expect(404);
    const stranger = await signUpAndSignIn(t);
    expect((await remove(stranger.agent, owner.draft._id, mediaId).expect(404)).body.code).toBe('NOT_FOUND');
    await remove(stranger.agent, owner.draft._id, 'not-an-id').expect(400);
    await request(t.app)
      .delete(url(maintenancesApi.deleteMaintenanceMedia, { id: owner.draft._id, mediaId }))
      .expect(401);
    expect(await rows(owner.draft._id)).toHaveLength(1);
    expect(stored(owner.draft._id)).toHaveLength(1);
  });

  it('when the request is booked, then deleting is refused (409 naming the status) and the photo stays', async () => {
    const { agent, draft } = await customerWithDraft();
    const dto = (await uploadMedia(agent, draft._id, await jpegPhoto()).expect(201)).body.data as MaintenanceRequestDto;
    await setStatus(draft._id, 'booked');
    const res = await remove(agent, draft._id, dto.media[0]?._id ?? '').expect(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'booked' });
    expect(await rows(draft._id)).toHaveLength(1);
    expect(stored(draft._id)).toHaveLength(1);
  });
});

describe('GET /api/maintenances/get-my-maintenances', () => {
  it('when several requests have media, then each lists its own, with links that work', async () => {
    const { agent, draft } = await customerWithDraft();
    const other = await draftRequest(t, agent);
    await uploadMedia(agent, draft._id, await jpegPhoto()).expect(201);
    await uploadMedia(agent, other._id, mp4Video(), 'clip.mp4').expect(201);
    const res = await agent.get(url(maintenancesApi.getMyMaintenances)).expect(200);
    const items = res.body.data.items as MaintenanceRequestDto[];
    const byId = new Map(items.map((item) => [item._id, item]));
    expect(byId.get(draft._id)?.media.map((media) => media.kind)).toEqual(['photo']);
    expect(byId.get(other._id)?.media.map((media) => media.kind)).toEqual(['video']);
    const video = await served(byId.get(other._id)?.media[0]?.url ?? '');
    expect(Buffer.compare(video.bytes, mp4Video())).toBe(0);
  });
});
