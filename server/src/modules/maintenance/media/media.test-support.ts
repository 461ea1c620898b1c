import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type request from 'supertest';
import { addDays, lagosToday, maintenancesApi, vehiclesApi, type MaintenanceRequestDto } from '@fleetcare/shared';
import { maintenanceRequestMedia, serviceTypes } from '../../../db/schema/index.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';

/* What the media tests share: a catalogue service, a customer's vehicle and request, files of each kind. */

export type Agent = ReturnType<typeof request.agent>;

export const url = (entry: { path: string }, params: Record<string, string> = {}) => apiPath(entry, params);

export async function insertBrakeRepair(t: TestApp): Promise<void> {
  await t.database.db.insert(serviceTypes).values({
    slug: 'brake-repair',
    kind: 'maintenance',
    texts: { en: { name: 'Brake repair', summary: 'Brakes.', includes: [] } },
    priceRanges: [],
    durationMinutesMin: 60,
    durationMinutesMax: 120,
  });
}

let plateCounter = 0;

/** A draft request of the agent's customer for a new vehicle of theirs. */
export async function draftRequest(t: TestApp, agent: Agent): Promise<MaintenanceRequestDto> {
  plateCounter += 1;
  const vehicle = await agent
    .post(url(vehiclesApi.createVehicle))
    .send({
      plateNumber: `MED${plateCounter}${Date.now().toString(36).slice(-4)}`.toUpperCase().slice(0, 12),
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
    })
    .expect(201);
  const res = await agent
    .post(url(maintenancesApi.createNewMaintenance))
    .send({
      vehicleId: vehicle.body.data._id,
      services: ['brake-repair'],
      description: 'The brakes squeal when I stop.',
      address: {
        line: '14 Obafemi Awolowo Way',
        town: 'Ikeja',
        lga: 'Ikeja',
        state: 'Lagos',
        lat: 6.6137,
        lng: 3.3581,
      },
      preferredDate: addDays(lagosToday(t.clock.now()), 2),
      timeWindow: 'morning',
    })
    .expect(201);
  return res.body.data as MaintenanceRequestDto;
}

export const uploadMedia = (agent: Agent, requestId: string, bytes: Buffer, name = 'problem.jpg') =>
  agent.post(url(maintenancesApi.uploadMaintenanceMedia, { id: requestId })).attach('file', bytes, name);

/** The stored files of a request (without the storage's sidecars). */
export function filesOf(dataDir: string, requestId: string): string[] {
  const folder = path.join(dataDir, 'uploads', 'maintenance', requestId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
}

export const mediaRowsOf = (t: TestApp, requestId: string) =>
  t.database.db.select().from(maintenanceRequestMedia).where(eq(maintenanceRequestMedia.requestId, requestId));

export function jpegPhoto(colour = 120): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** The smallest MP4 a phone could send: an `ftyp` box (brand isom) and an empty `mdat`. */
export function mp4Video(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('mdat', 'latin1'), Buffer.alloc(8, 7)]);
  return Buffer.concat([ftyp, mdat]);
}

function mp4Box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** Where a phone says it filmed (ISO 6709, as in an iPhone's or Android's `©xyz` box). */
export const FILMED_AT = '+06.6137+003.3581/';

/**
 * An MP4 as a phone writes it, the movie before its data: `ftyp`, then `moov` holding the header, a track with its
 * own `udta`, and the movie's `udta` with the place it was filmed, then `mdat`.
 */
export function mp4VideoFilmedAt(): Buffer {
  const ftyp = mp4Box('ftyp', Buffer.from('mp42', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('isommp42'));
  const location = mp4Box('\u00a9xyz', Buffer.from([0, FILMED_AT.length, 0x15, 0xc7]), Buffer.from(FILMED_AT));
  const moov = mp4Box(
    'moov',
    mp4Box('mvhd', Buffer.alloc(100, 1)),
    mp4Box('trak', mp4Box('tkhd', Buffer.alloc(84, 2)), mp4Box('udta', mp4Box('name', Buffer.from('Camera')))),
    mp4Box('udta', location),
  );
  return Buffer.concat([ftyp, moov, mp4Box('mdat', Buffer.alloc(32, 9))]);
}

/** An EBML header with the DocType `docType` ("webm", or "matroska" for an .mkv), then the start of a Segment. */
export function ebmlVideo(docType = 'webm'): Buffer {
  const docTypeElement = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);
  const elements = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    docTypeElement,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | elements.length]),
    elements,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08]),
    Buffer.alloc(8, 3),
  ]);
}
