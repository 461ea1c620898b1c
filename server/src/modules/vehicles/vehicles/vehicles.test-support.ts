import type { VehicleDto } from '@fleetcare/shared';
import { API_PREFIX, vehiclesApi } from '@fleetcare/shared';
import type request from 'supertest';

/** The agent signUpAndSignIn returns (a supertest agent holding a session). */
export type TestAgent = ReturnType<typeof request.agent>;

let counter = 0;

/** A plate number no other test uses ("TST" + a counter + a random part). */
export function uniquePlate(): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `T${counter.toString(36).toUpperCase()}${random}`.slice(0, 12);
}

/** A valid create-new-vehicle body (a 2019 Toyota Corolla car, petrol, no VIN) with a unique plate. */
export function vehicleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    plateNumber: uniquePlate(),
    category: 'car',
    brand: 'Toyota',
    model: 'Corolla',
    year: 2019,
    fuel: 'petrol',
    ...overrides,
  };
}

/** Creates a vehicle for the agent's account through the API and returns its VehicleDto (fails on any error). */
export async function createVehicle(agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<VehicleDto> {
  const res = await agent.post(`${API_PREFIX}${vehiclesApi.createVehicle.path}`).send(vehicleBody(overrides));
  if (res.status !== 201) {
    throw new Error(`createVehicle failed with ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return (res.body as { data: VehicleDto }).data;
}

/**
 * Shares a vehicle with another account (owner's agent, the other's e-mail) and returns nothing; fails on any
 * error. For tests of collaborator rights in every area.
 */
export async function shareVehicle(
  ownerAgent: TestAgent,
  vehicleId: string,
  email: string,
  role: 'view' | 'edit',
): Promise<void> {
  const res = await ownerAgent
    .patch(`${API_PREFIX}${vehiclesApi.addCollaborator.path}`)
    .send({ vehicleId, email, role });
  if (res.status !== 200) {
    throw new Error(`shareVehicle failed with ${res.status}: ${JSON.stringify(res.body)}`);
  }
}
