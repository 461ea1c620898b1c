import { useInfiniteQuery } from '@tanstack/react-query';
import { vehiclesApi, type AddDocumentInput, type UpdateDocumentInput } from '@fleetcare/shared';
import type { AxiosRequestConfig } from 'axios';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';
import { nextPageOf, RECORDS_PAGE_SIZE, useVehicleRecordMutation } from './vehicle-records.ts';

interface Upload {
  /** A file to attach (PDF, JPEG, PNG, WebP; at most 5 MB); without one the paper keeps its file. */
  file?: File | undefined;
  /** The share sent so far, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
}

export const documentKeys = {
  list: (vehicleId: string) => vehicleKeys.records(vehicleId, 'documents'),
};

/** The fields as multipart form data (null clears a field: sent as ''), the file last. */
function formDataOf(fields: Record<string, string | boolean | null | undefined>, file: File | undefined): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(name, value === null ? '' : String(value));
  }
  if (file) body.append('file', file);
  return body;
}

function uploadConfig(onProgress: Upload['onProgress']): AxiosRequestConfig {
  return {
    // Scans from phones can be large and networks slow: give the upload longer than the usual 30 s.
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
    },
  };
}

export const fetchDocuments = (vehicleId: string, page: number) =>
  callApi(vehiclesApi.getDocuments, {
    params: { id: vehicleId },
    query: { page, limit: RECORDS_PAGE_SIZE },
  });

export const addDocument = ({ fields, file, onProgress }: Upload & { fields: AddDocumentInput }) =>
  callApi(vehiclesApi.addDocument, {
    body: formDataOf({ ...fields }, file),
    config: uploadConfig(onProgress),
  });

export const updateDocument = ({
  documentId,
  fields,
  file,
  onProgress,
}: Upload & { documentId: string; fields: UpdateDocumentInput }) =>
  callApi(vehiclesApi.updateDocument, {
    params: { id: documentId },
    body: formDataOf({ ...fields }, file),
    config: uploadConfig(onProgress),
  });

export const deleteDocument = (documentId: string) =>
  callApi(vehiclesApi.deleteDocument, {
    params: { id: documentId },
  });

/** The vehicle's papers, 20 at a time. */
export function useDocuments(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: documentKeys.list(vehicleId),
    queryFn: ({ pageParam }) => fetchDocuments(vehicleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });
}

export const useAddDocument = (vehicleId: string) => useVehicleRecordMutation(vehicleId, addDocument);
export const useUpdateDocument = (vehicleId: string) => useVehicleRecordMutation(vehicleId, updateDocument);
export const useDeleteDocument = (vehicleId: string) => useVehicleRecordMutation(vehicleId, deleteDocument);
