import type { ServiceDetailsDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { toServiceDetailsDto } from './service-catalogue.mapper.ts';
import { listServiceTypes } from './service-catalogue.repository.ts';

export async function getServiceDetails(deps: Pick<AppDeps, 'db'>, locale: string): Promise<ServiceDetailsDto[]> {
  return (await listServiceTypes(deps.db)).map((row) => toServiceDetailsDto(row, locale));
}
