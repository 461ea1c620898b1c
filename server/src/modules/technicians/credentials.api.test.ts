import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TECHNICIAN_LIMITS, techniciansApi, type TechnicianInfoDto } from '@fleetcare/shared';
import { technicianCredentials } from '../../db/schema/index.ts';
import { pdfWithJavaScript, pdfWithOpenAction, buildPdf } from '../../lib/files/pdf.test-support.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { pixelBombPng } from '../../../test/pictures.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import {
  PDF,
  pngPicture,
  profileRow,
  sections,
  setStatus,
  technicianApplicant,
  uploadCredential,
  url,
  type Agent,
} from './technicians.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-credentials-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filesOf = (userId: string) => {
  const folder = path.join(dataDir, 'uploads', 'technicians', userId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
};
const rowsOf = (userId: string) =>
  t.database.db.select().from(technicianCredentials).where(eq(technicianCredentials.userId, userId));

const certificate = { kind: 'trade-test', title: 'Trade test grade II' };

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 200, b: 190 } } })
    .withMetadata({ exif: { IFD0: { Artist: 'Chinedu Okeke', Copyright: 'Lekki 6.4474N 3.4723E' } } })
    .jpeg()
    .toBuffer();
}

describe('POST /api/users/upload-technician-credentials', () => {
  it('when a PDF is uploaded, then it is stored privately and served by a link that expires in minutes', async () => {
    const { agent, user } = await technicianApplicant(t);
    const res = await uploadCredential(agent, certificate, PDF, 'Trade test – 2019.pdf').expect(201);
    const dto = res.body.data as TechnicianInfoDto;
    expect(dto.credentials).toEqual([
      {
        _id: expect.any(String),
        kind: 'trade-test',
        title: 'Trade test grade II',
        fileName: 'Trade test – 2019.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        url: expect.stringMatching(new RegExp(`^/files/technicians/${user._id}/[\\w-]+\\.pdf\\?exp=\\d+&sig=`)),
        createdAt: expect.any(String),
      },
    ]);
    expect(dto.savedSteps).toContain('credentials');
    const link = dto.credentials[0]?.url ?? '';
    const served = await request(t.app).get(link).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, PDF)).toBe(0);
    // Without the signature the file is not served.
    await request(t.app)
      .get(link.split('?')[0] ?? '')
      .expect(403);
    t.clock.advance(11 * 60_000);
    try {
      await request(t.app).get(link).expect(403);
    } finally {
      t.clock.reset();
    }
  });

  it('when a phone photo of the ID is uploaded, then it is re-encoded without its metadata and saves the identity step', async () => {
    const { agent } = await technicianApplicant(t);
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadCredential(agent, { kind: 'id-document', title: 'National ID' }, photo, 'id.jpg').expect(
      201,
    );
    const dto = res.body.data as TechnicianInfoDto;
    expect(dto.credentials[0]).toMatchObject({ kind: 'id-document', contentType: 'image/jpeg' });
    expect(dto.savedSteps).toEqual(['identity']);
    const served = await request(t.app)
      .get(dto.credentials[0]?.url ?? '')
      .buffer(true)
      .expect(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, number][] = [
    ['a text file renamed .pdf', () => Buffer.from('just some notes, not a PDF at all\n'), 'notes.pdf', 415],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'badge.png',
      415,
    ],
    [
      'a WebP photo',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } } })
          .webp()
          .toBuffer(),
      'licence.webp',
      415,
    ],
    ['a PDF with JavaScript', pdfWithJavaScript, 'certificate.pdf', 415],
    ['a PDF with an OpenAction', pdfWithOpenAction, 'certificate.pdf', 415],
    [
      'a PDF whose objects hide a script in a compressed object stream',
      () => buildPdf({ packed: ['<< /Type /Annot /AA << /O << /S /JavaScript /JS (x) >> >> >>'] }),
      'certificate.pdf',
      415,
    ],
    [
      'a file of 5 MB and one byte',
      () => Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]),
      'big.pdf',
      413,
    ],
    ['a picture of 400 megapixels', () => pixelBombPng(), 'bomb.png', 413],
    ['a PNG header with a broken picture', () => pixelBombPng(10, 10), 'broken.png', 415],
  ];

  it.each(refusals)('when it is %s, then it is refused and nothing is stored', async (_label, make, name, status) => {
    const { agent, user } = await technicianApplicant(t);
    const res = await uploadCredential(agent, certificate, await make(), name).expect(status);
    expect(res.body.code).toBe(status === 413 ? 'FILE_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED');
    expect(await rowsOf(user._id)).toHaveLength(0);
    expect(filesOf(user._id)).toEqual([]);
    expect(await profileRow(t, user._id)).toBeUndefined();
  });

  it('when the PDF has scripts, then the answer names what was found', async () => {
    const { agent } = await technicianApplicant(t);
    const res = await uploadCredential(agent, certificate, pdfWithJavaScript()).expect(415);
    expect(res.body.detail).toBe('JS,JavaScript');
    expect(res.body.message).toContain('scripts');
  });

  it.each([
    ['no file', undefined],
    ['an unknown kind', { kind: 'selfie' }],
    ['no title', { title: '' }],
  ])('when the form has %s, then 400 and nothing is stored', async (_label, change) => {
    const { agent, user } = await technicianApplicant(t);
    const fields = { ...certificate, ...change };
    const call = agent
      .post(url(techniciansApi.uploadTechnicianCredentials))
      .field('kind', fields.kind)
      .field('title', fields.title);
    const res = await (change === undefined ? call : call.attach('file', PDF, 'c.pdf')).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(user._id)).toHaveLength(0);
    expect(filesOf(user._id)).toEqual([]);
  });

  it('when two files are sent, then 400 and nothing is stored', async () => {
    const { agent, user } = await technicianApplicant(t);
    await agent
      .post(url(techniciansApi.uploadTechnicianCredentials))
      .field('kind', certificate.kind)
      .field('title', certificate.title)
      .attach('file', PDF, 'a.pdf')
      .attach('file', PDF, 'b.pdf')
      .expect(400);
    expect(filesOf(user._id)).toEqual([]);
  });

  it(`when ${TECHNICIAN_LIMITS.credentialsMax} documents are kept, then another is refused (409) and not stored`, async () => {
    const { agent, user } = await technicianApplicant(t);
    for (let index = 0; index < TECHNICIAN_LIMITS.credentialsMax; index += 1) {
      await uploadCredential(agent, certificate, PDF).expect(201);
    }
    await uploadCredential(agent, certificate, PDF).expect(409);
    expect(await rowsOf(user._id)).toHaveLength(TECHNICIAN_LIMITS.credentialsMax);
    expect(filesOf(user._id)).toHaveLength(TECHNICIAN_LIMITS.credentialsMax);
  });

  it('when the application is pending, then uploading is refused (409) before anything is stored', async () => {
    const { agent, user } = await technicianApplicant(t);
    await agent.put(url(techniciansApi.updateTechnicianInfo)).send({ languages: sections.languages }).expect(200);
    await setStatus(t, user._id, 'pending');
    const res = await uploadCredential(agent, certificate, PDF).expect(409);
    expect(res.body).toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', detail: 'pending' });
    expect(filesOf(user._id)).toEqual([]);
  });

  it('when an approved technician adds a paper, then it goes to review', async () => {
    const { agent, user } = await technicianApplicant(t);
    await agent.put(url(techniciansApi.updateTechnicianInfo)).send({ languages: sections.languages }).expect(200);
    await setStatus(t, user._id, 'approved');
    const dto = (await uploadCredential(agent, certificate, PDF).expect(201)).body.data as TechnicianInfoDto;
    expect(dto).toMatchObject({ status: 'approved', changesUnderReview: true });
  });

  it('when signed out, then 401; when a customer, then 403 NOT_A_TECHNICIAN and nothing is stored', async () => {
    await request(t.app)
      .post(url(techniciansApi.uploadTechnicianCredentials))
      .field('kind', certificate.kind)
      .field('title', certificate.title)
      .attach('file', PDF, 'c.pdf')
      .expect(401);
    const { agent, user } = await signUpAndSignIn(t);
    const res = await uploadCredential(agent, certificate, PDF).expect(403);
    expect(res.body.code).toBe('NOT_A_TECHNICIAN');
    expect(filesOf(user._id)).toEqual([]);
  });
});

describe('POST /api/users/delete-technician-credentials', () => {
  const remove = (agent: Agent, id: string) => agent.post(url(techniciansApi.deleteTechnicianCredentials)).send({ id });

  it('when the owner deletes a paper, then the row and the file go', async () => {
    const { agent, user } = await technicianApplicant(t);
    const uploaded = (await uploadCredential(agent, certificate, await pngPicture(), 'c.png').expect(201)).body
      .data as TechnicianInfoDto;
    expect(filesOf(user._id)).toHaveLength(1);
    const id = uploaded.credentials[0]?._id ?? '';
    const dto = (await remove(agent, id).expect(200)).body.data as TechnicianInfoDto;
    expect(dto.credentials).toEqual([]);
    expect(await rowsOf(user._id)).toHaveLength(0);
    expect(filesOf(user._id)).toEqual([]);
  });

  it("when someone else's paper or an unknown id is named, then 404 and it stays", async () => {
    const owner = await technicianApplicant(t);
    const uploaded = (await uploadCredential(owner.agent, certificate, PDF).expect(201)).body.data as TechnicianInfoDto;
    const id = uploaded.credentials[0]?._id ?? '';
    const stranger = await technicianApplicant(t);
    expect((await remove(stranger.agent, id).expect(404)).body.code).toBe('NOT_FOUND');
    await remove(owner.agent, randomUUID()).expect(404);
    expect(await rowsOf(owner.user._id)).toHaveLength(1);
    expect(filesOf(owner.user._id)).toHaveLength(1);
  });

  it('when the id is not a uuid, then 400; signed out 401; a customer 403', async () => {
    const { agent } = await technicianApplicant(t);
    await remove(agent, 'not-an-id').expect(400);
    await request(t.app).post(url(techniciansApi.deleteTechnicianCredentials)).send({ id: randomUUID() }).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await remove(customer.agent, randomUUID()).expect(403)).body.code).toBe('NOT_A_TECHNICIAN');
  });

  it('when the application is in review, then deleting is refused (409) and the paper stays', async () => {
    const { agent, user } = await technicianApplicant(t);
    const uploaded = (await uploadCredential(agent, certificate, PDF).expect(201)).body.data as TechnicianInfoDto;
    await setStatus(t, user._id, 'in-review');
    await remove(agent, uploaded.credentials[0]?._id ?? '').expect(409);
    expect(filesOf(user._id)).toHaveLength(1);
  });
});
