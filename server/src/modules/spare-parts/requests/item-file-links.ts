import type { SparePartItemFileDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { filesOfRequests, type SparePartItemFileRow } from './item-files.repository.ts';

/*
 * The photos of requests' items as readers get them: signed links that live ten minutes, handed only to whom the
 * caller let read the request (its customer, the technician of the job it is for, an invited supplier), as a job's
 * and a report's photos are.
 */

/** Links to a part's photos live ten minutes, as a job's photos do: long enough to look, short to leak. */
export const SPARE_PART_FILE_URL_TTL_SECONDS = 600;

export type ItemFilesDeps = Pick<AppDeps, 'db' | 'storage'>;

async function toItemFileDto(deps: Pick<AppDeps, 'storage'>, row: SparePartItemFileRow): Promise<SparePartItemFileDto> {
  const [url, thumbnailUrl] = await Promise.all([
    deps.storage.signedUrl(row.fileKey, SPARE_PART_FILE_URL_TTL_SECONDS),
    row.thumbnailKey ? deps.storage.signedUrl(row.thumbnailKey, SPARE_PART_FILE_URL_TTL_SECONDS) : null,
  ]);
  return {
    _id: row.id,
    url,
    thumbnailUrl,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The photo DTOs of some requests' items (one query for all), by item id, each item's in the order they were
 * added; an item without photos has no entry. Whoever calls it has checked the reader may see these requests.
 */
export async function itemFileDtosOf(
  deps: ItemFilesDeps,
  requestIds: readonly string[],
): Promise<Map<string, SparePartItemFileDto[]>> {
  const rows = await filesOfRequests(deps.db, requestIds);
  const dtos = await Promise.all(rows.map((row) => toItemFileDto(deps, row)));
  const byItem = new Map<string, SparePartItemFileDto[]>();
  rows.forEach((row, index) => {
    const dto = dtos[index];
    if (dto) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), dto]);
  });
  return byItem;
}

/** Removes stored files after their rows went; a failure leaves an orphan file (logged), never a failed request. */
export async function removeStoredFiles(deps: Pick<AppDeps, 'storage' | 'logger'>, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'could not delete a stored spare-part photo');
    }
  }
}
