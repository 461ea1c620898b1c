import { documentDueState, type VehicleDocumentDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import type { DocumentRow } from './documents.repository.ts';

/** Signed links to papers live an hour (rounded up to the next whole hour, so a page's links stay cacheable). */
export const DOCUMENT_URL_TTL_SECONDS = 3600;

export async function toDocumentDto(
  deps: Pick<AppDeps, 'storage'>,
  row: DocumentRow,
  today: string,
): Promise<VehicleDocumentDto> {
  const file =
    row.fileKey && row.fileName && row.fileType
      ? {
          name: row.fileName,
          type: row.fileType,
          size: row.fileSize ?? 0,
          url: await deps.storage.signedUrl(row.fileKey, DOCUMENT_URL_TTL_SECONDS),
        }
      : null;
  return {
    _id: row.id,
    vehicleId: row.vehicleId,
    type: row.type,
    title: row.title,
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    dueState: documentDueState(row.expiresOn, today),
    file,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
