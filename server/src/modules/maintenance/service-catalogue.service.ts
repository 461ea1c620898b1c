import type { ServiceDetailsDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { toServiceDetailsDto } from './service-catalogue.mapper.ts';
import { listServiceTypes } from './service-catalogue.repository.ts';

export async function getServiceDetails(deps: Pick<AppDeps, 'db'>, locale: string): Promise<ServiceDetailsDto[]> {
  return (await listServiceTypes(deps.db)).map((row) => toServiceDetailsDto(row, locale));
}

/** The slugs among `slugs` that name no service of the catalogue, in the order given. */
export async function unknownServiceSlugs(deps: Pick<AppDeps, 'db'>, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = new Set((await listServiceTypes(deps.db)).map((row) => row.slug));
  return slugs.filter((slug) => !known.has(slug));
}
