import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi, type ApiCall } from '@fleetcare/shared';
import { callApi, http } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { vehicleKeys } from './vehicle-keys.ts';

/** Sends the chosen file (multipart `file`); with dryRun the server checks every row and saves nothing. */
export function importVehiclesCsv({ file, dryRun }: { file: File; dryRun: boolean }) {
  const body = new FormData();
  body.append('file', file);
  return callApi(vehiclesApi.importVehiclesCsv, {
    body,
    query: dryRun ? { dryRun: true } : undefined,
    config: { timeout: 120_000 },
  });
}

/** The dry run changes nothing; a real import that saved refreshes the fleet list. */
export function useImportVehiclesCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVehiclesCsv,
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

/** The file name of a Content-Disposition header (`attachment; filename="fleet.csv"`), if any. */
export function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** A failed download's body is a Blob holding the JSON envelope: read it into the usual ApiError. */
async function errorOfBlob(status: number, body: Blob): Promise<ApiError> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await body.text()) as unknown;
  } catch {
    parsed = undefined;
  }
  return ApiError.fromBody(status, parsed);
}

/**
 * Downloads a file call (the template, the export) through the one HTTP client, so a failure becomes an ApiError
 * shown on the page, then hands the browser the file to save.
 */
export async function downloadFile(call: ApiCall, fallbackName: string): Promise<void> {
  const response = await http.request<Blob>({
    method: call.method,
    url: call.path,
    responseType: 'blob',
    timeout: 120_000,
    // Failures are read here (their JSON arrives as a Blob), not by the client's interceptor.
    validateStatus: () => true,
  });
  if (response.status >= 400) throw await errorOfBlob(response.status, response.data);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition']) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadCsvTemplate = () =>
  downloadFile(vehiclesApi.getVehiclesCsvTemplate, 'fleetcare-vehicles-template.csv');
export const downloadFleetExport = () => downloadFile(vehiclesApi.exportVehiclesCsv, 'fleetcare-vehicles.csv');

export const useDownloadCsvTemplate = () => useMutation({ mutationFn: downloadCsvTemplate });
export const useExportFleetCsv = () => useMutation({ mutationFn: downloadFleetExport });
