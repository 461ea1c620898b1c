import type { MaintenanceMediaDto } from '@fleetcare/shared';
import type { MaintenanceMediaRow } from './media.repository.ts';

/** A photo or the video of a request, with the signed link that serves it. */
export function toMaintenanceMediaDto(row: MaintenanceMediaRow, url: string): MaintenanceMediaDto {
  return { _id: row.id, kind: row.kind, url, contentType: row.contentType };
}
