import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { techniciansApi, type AnswerTechnicianReferenceInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { technicianKeys } from './technician-keys.ts';

export const fetchReferenceRequest = (token: string) =>
  callApi(techniciansApi.getTechnicianReferenceRequest, { query: { token } });

export const answerReference = (body: AnswerTechnicianReferenceInput) =>
  callApi(techniciansApi.answerTechnicianReference, { body });

/** What a reference's link shows (public: no sign-in). A link that is invalid or gone is not asked twice. */
export function useReferenceRequest(token: string) {
  return useQuery({
    queryKey: technicianKeys.referenceRequest(token),
    queryFn: () => fetchReferenceRequest(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The reference's one answer; the answered request replaces the one shown. A refusal (answered already, expired
 * meanwhile) asks for the request again, so the page shows how it stands.
 */
export function useAnswerReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReference,
    onSuccess: (request, input) => queryClient.setQueryData(technicianKeys.referenceRequest(input.token), request),
    onError: (_error, input) =>
      void queryClient.invalidateQueries({ queryKey: technicianKeys.referenceRequest(input.token) }),
  });
}
