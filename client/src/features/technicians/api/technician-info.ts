import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  techniciansApi,
  type TechnicianInfoDto,
  type TechnicianReferenceInput,
  type UploadTechnicianCredentialInput,
} from '@fleetcare/shared';
import type { AxiosRequestConfig } from 'axios';
import { callApi, type BodyOf } from '../../../lib/api-client.ts';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { technicianKeys } from './technician-keys.ts';
import { syncTechnicianStatus } from './live-technician.ts';

export interface CredentialUpload extends UploadTechnicianCredentialInput {
  file: File;
  /** The share sent so far, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
}

function uploadConfig(onProgress: CredentialUpload['onProgress']): AxiosRequestConfig {
  return {
    // Scans from phones can be large and networks slow: give the upload longer than the usual 30 s.
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
    },
  };
}

export const fetchTechnicianInfo = () => callApi(techniciansApi.getTechnicianInfo);

/** Any of the sections, each whole, and the availability switch: what update-technician-info takes. */
export type TechnicianInfoUpdate = BodyOf<typeof techniciansApi.updateTechnicianInfo>;

export const updateTechnicianInfo = (body: TechnicianInfoUpdate) =>
  callApi(techniciansApi.updateTechnicianInfo, { body });

export function uploadCredential({ kind, title, file, onProgress }: CredentialUpload) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('title', title);
  body.append('file', file);
  return callApi(techniciansApi.uploadTechnicianCredentials, { body, config: uploadConfig(onProgress) });
}

export const deleteCredential = (id: string) => callApi(techniciansApi.deleteTechnicianCredentials, { body: { id } });

export const submitReference = (body: TechnicianReferenceInput) =>
  callApi(techniciansApi.submitTechnicianReference, { body });

export const deleteReference = (id: string) => callApi(techniciansApi.deleteTechnicianReference, { params: { id } });

export const submitApplication = () => callApi(techniciansApi.submitTechnicianApplication);

/** A technician call's answer becomes the one cached TechnicianInfoDto. */
export function storeTechnicianInfo(queryClient: QueryClient, info: TechnicianInfoDto): void {
  queryClient.setQueryData(technicianKeys.info(), info);
}

/** Asks the server for the technician's info again (a status changed elsewhere: a review, another tab). */
export function refreshTechnicianInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: technicianKeys.info() });
}

/**
 * The signed-in user's registration, application and profile. While a screen shows it, a notification about the
 * application (the server sends one on every change of status) makes it ask again, so the screen follows the
 * review without a reload.
 */
export function useTechnicianInfo() {
  useLiveSync(syncTechnicianStatus);
  return useQuery({ queryKey: technicianKeys.info(), queryFn: fetchTechnicianInfo, staleTime: 30_000 });
}

/** A mutation whose answer is the whole TechnicianInfoDto: the cache takes it at once. */
function useTechnicianMutation<Input>(mutationFn: (input: Input) => Promise<TechnicianInfoDto>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (info) => storeTechnicianInfo(queryClient, info) });
}

/** Saves one or more sections (a registration step its own; the profile page radius, skills or onDuty). */
export const useUpdateTechnicianInfo = () => useTechnicianMutation(updateTechnicianInfo);
export const useUploadCredential = () => useTechnicianMutation(uploadCredential);
export const useDeleteCredential = () => useTechnicianMutation(deleteCredential);
export const useSubmitReference = () => useTechnicianMutation(submitReference);
export const useDeleteReference = () => useTechnicianMutation(deleteReference);
export const useSubmitApplication = () => useTechnicianMutation(submitApplication);
