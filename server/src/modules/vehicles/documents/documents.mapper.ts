import { documentDueState, type VehicleDocumentDto } from '@fleetcare/shared';
import type { DocumentRow } from './documents.repository.ts';

/** What is left of a deleted paper: its id and its vehicle's. */
export function toDeletedDocumentDto(row: DocumentRow): { _id: string; vehicleId: string } {
  return { _id: row.id, vehicleId: row.vehicleId };
}

/** Row → DTO with an explicit field list; the file's link is signed by the caller (null without a file). */
export function toDocumentDto(row: DocumentRow, today: string, fileUrl: string | null): VehicleDocumentDto {
  const file =
    row.fileKey && row.fileName && row.fileType && fileUrl
      ? { name: row.fileName, type: row.fileType, size: row.fileSize ?? 0, url: fileUrl }
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
