import {
  API_PREFIX,
  vehiclesApi,
  type CompletedCheckDto,
  type MileageEntryDto,
  type RoutineCheckScheduleDto,
} from '@fleetcare/shared';
import type { TestAgent } from '../vehicles/vehicles.test-support.ts';

const path = (template: string, id?: string) => `${API_PREFIX}${id ? template.replace(':id', id) : template}`;

/** The CHK paths, ready for supertest. */
export const chkPaths = {
  getSchedules: (vehicleId: string) => path(vehiclesApi.getSchedules.path, vehicleId),
  addSchedule: path(vehiclesApi.addSchedule.path),
  addAllSchedules: (vehicleId: string) => path(vehiclesApi.addAllSchedules.path, vehicleId),
  editSchedule: path(vehiclesApi.editSchedule.path),
  deleteSchedule: (scheduleId: string) => path(vehiclesApi.deleteSchedule.path, scheduleId),
  submitCheck: path(vehiclesApi.submitCompletedCheck.path),
  uploadResultPhoto: (resultId: string) => path(vehiclesApi.uploadCheckResultPhoto.path, resultId),
  getCompletedChecks: (vehicleId: string) => path(vehiclesApi.getCompletedChecks.path, vehicleId),
  setMileage: path(vehiclesApi.setTotalMileage.path),
  correctMileage: path(vehiclesApi.updateTotalMileage.path),
  getMileageLog: (vehicleId: string) => path(vehiclesApi.getMileageLog.path, vehicleId),
};

function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what} failed with ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Adds a schedule (an engine-oil item every 180 days / 5,000 km unless overridden); fails on any error. */
export async function addSchedule(
  agent: TestAgent,
  vehicleId: string,
  overrides: Record<string, unknown> = {},
): Promise<RoutineCheckScheduleDto> {
  const res = await agent
    .post(chkPaths.addSchedule)
    .send({ vehicleId, item: 'engine-oil', intervalDays: 180, intervalKm: 5000, ...overrides });
  expectStatus(res, 201, 'addSchedule');
  return (res.body as { data: RoutineCheckScheduleDto }).data;
}

/** Records a mileage reading; fails on any error. */
export async function setMileage(
  agent: TestAgent,
  vehicleId: string,
  valueKm: number,
  recordedAt?: string,
): Promise<MileageEntryDto> {
  const res = await agent.post(chkPaths.setMileage).send({ vehicleId, valueKm, ...(recordedAt ? { recordedAt } : {}) });
  expectStatus(res, 201, 'setMileage');
  return (res.body as { data: MileageEntryDto }).data;
}

/** Submits a check; fails unless it is saved (201) or replayed (200). */
export async function submitCheck(agent: TestAgent, body: Record<string, unknown>): Promise<CompletedCheckDto> {
  const res = await agent.post(chkPaths.submitCheck).send(body);
  if (res.status !== 201 && res.status !== 200) expectStatus(res, 201, 'submitCheck');
  return (res.body as { data: CompletedCheckDto }).data;
}

export async function getSchedules(agent: TestAgent, vehicleId: string): Promise<RoutineCheckScheduleDto[]> {
  const res = await agent.get(chkPaths.getSchedules(vehicleId));
  expectStatus(res, 200, 'getSchedules');
  return (res.body as { data: RoutineCheckScheduleDto[] }).data;
}
