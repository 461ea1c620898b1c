import type {
  ReportDto,
  ReportEntryDto,
  ReportMediaDto,
  ReportTaskStatus,
  ReportTaskWithItemsDto,
} from '@fleetcare/shared';

/** The report editor's and the queue's test data: a draft report of an oil change and its parts. */

export const REPORT_ID = '6d1f0c34-2f7a-4c1e-9a55-0b6f1d2c3e01';
export const MAINTENANCE_ID = '7a2e1b45-3c8b-4d2f-8b66-1c7e2e3d4f02';
export const TASK_A = '11111111-1111-4111-8111-111111111111';
export const TASK_B = '22222222-2222-4222-8222-222222222222';
const at = '2026-03-05T09:00:00.000Z';

export function testTask(
  id: string,
  title: string,
  status: ReportTaskStatus = 'todo',
  overrides: Partial<ReportTaskWithItemsDto> = {},
): ReportTaskWithItemsDto {
  return {
    _id: id,
    clientId: null,
    group: 'oil-change',
    title,
    source: 'checklist',
    position: 0,
    status,
    createdAt: at,
    updatedAt: at,
    entries: [],
    media: [],
    ...overrides,
  };
}

export function testEntry(id: string, taskId: string, text: string, clientId = id): ReportEntryDto {
  return { _id: id, clientId, taskId, text, createdAt: at, updatedAt: at, deletedAt: null };
}

export function testMedia(id: string, taskId: string, clientId = id): ReportMediaDto {
  return {
    _id: id,
    clientId,
    taskId,
    kind: 'photo',
    url: `https://files.test/${id}.jpg`,
    thumbnailUrl: `https://files.test/${id}-thumb.jpg`,
    contentType: 'image/jpeg',
    bytes: 120_000,
    width: 1600,
    height: 1200,
    takenAt: at,
    lat: null,
    lng: null,
    createdAt: at,
    deletedAt: null,
  };
}

/** A draft report of an oil change with two checklist tasks, both still to do. */
export function testReport(overrides: Partial<ReportDto> = {}): ReportDto {
  return {
    _id: REPORT_ID,
    maintenanceId: MAINTENANCE_ID,
    status: 'draft',
    summary: '',
    recommendations: [],
    mileageKm: null,
    nextServiceDate: null,
    nextServiceKm: null,
    completedAt: null,
    createdAt: at,
    updatedAt: at,
    jobStatus: 'in-progress',
    vehicleId: '8b3f2c56-4d9c-4e3a-9c77-2d8f3f4e5a03',
    vehicleLabel: 'Toyota Corolla (LND-123-AB)',
    technicianName: 'Emeka Obi',
    canEdit: true,
    groups: [{ slug: 'oil-change', name: 'Oil change' }],
    tasks: [
      testTask(TASK_A, 'Drain and refill the engine oil'),
      testTask(TASK_B, 'Replace the oil filter', 'todo', { position: 1 }),
    ],
    ...overrides,
  };
}
