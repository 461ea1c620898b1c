import type { ReportDto, ReportMediaDto, ReportTaskWithItemsDto } from '@fleetcare/shared';

export const REPORT_JOB_ID = '5d0c8f7e-2222-4000-8000-000000000001';

let counter = 0;
const nextId = () => `5d0c8f7e-3333-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

/** A photo of a task: 1600 × 1200, its thumbnail 320 × 240. */
export function reportPhoto(taskId: string, overrides: Partial<ReportMediaDto> = {}): ReportMediaDto {
  const id = nextId();
  return {
    _id: id,
    clientId: id,
    taskId,
    kind: 'photo',
    url: `https://files.test/full/${id}.jpg`,
    thumbnailUrl: `https://files.test/thumb/${id}.jpg`,
    contentType: 'image/jpeg',
    bytes: 300_000,
    width: 1600,
    height: 1200,
    takenAt: '2026-03-05T10:00:00.000Z',
    lat: null,
    lng: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export function reportTask(overrides: Partial<ReportTaskWithItemsDto> = {}): ReportTaskWithItemsDto {
  return {
    _id: nextId(),
    clientId: null,
    group: 'brake-pads',
    title: 'Check the brake pads',
    source: 'checklist',
    position: 0,
    status: 'todo',
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    entries: [],
    media: [],
    ...overrides,
  };
}

/** A completed report of a brake job: two checklist tasks, one added task. */
export function reportFixture(overrides: Partial<ReportDto> = {}): ReportDto {
  return {
    _id: '5d0c8f7e-4444-4000-8000-000000000001',
    maintenanceId: REPORT_JOB_ID,
    status: 'complete',
    summary: 'Front pads worn out; replaced both.',
    recommendations: [],
    mileageKm: 84_500,
    nextServiceDate: '2026-09-01',
    nextServiceKm: 90_000,
    completedAt: '2026-03-05T14:00:00.000Z',
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-05T14:00:00.000Z',
    jobStatus: 'work-done',
    vehicleId: '5d0c8f7e-5555-4000-8000-000000000001',
    vehicleLabel: '2019 Toyota Corolla',
    technicianName: 'Chinedu Okafor',
    canEdit: false,
    groups: [{ slug: 'brake-pads', name: 'Brake pads replacement' }],
    tasks: [
      reportTask({ title: 'Check the brake pads', status: 'replaced', position: 0 }),
      reportTask({ title: 'Check the brake fluid', status: 'ok', position: 1 }),
      reportTask({ title: 'Rear tyre', group: null, source: 'added', status: 'attention', position: 2 }),
    ],
    ...overrides,
  };
}
