import type { MaintenanceMediaDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { toMaintenanceMediaDto } from './media.mapper.ts';
import { listMediaOfRequests } from './media.repository.ts';

/**
 * Links to the photos and video of a request live ten minutes, as a technician's papers do: long enough to look,
 * short to leak.
 */
export const MAINTENANCE_MEDIA_URL_TTL_SECONDS = 600;

/**
 * The media DTOs of some requests (one query for all of them), by request id, each request's in the order they were
 * added; a request without media has no entry. Whoever calls it has checked the reader may see these requests.
 */
export async function mediaDtosOfRequests(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  requestIds: readonly string[],
): Promise<Map<string, MaintenanceMediaDto[]>> {
  const rows = await listMediaOfRequests(deps.db, requestIds);
  const dtos = await Promise.all(
    rows.map(async (row) =>
      toMaintenanceMediaDto(row, await deps.storage.signedUrl(row.fileKey, MAINTENANCE_MEDIA_URL_TTL_SECONDS)),
    ),
  );
  const byRequest = new Map<string, MaintenanceMediaDto[]>();
  rows.forEach((row, index) => {
    const dto = dtos[index];
    if (dto) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), dto]);
  });
  return byRequest;
}
