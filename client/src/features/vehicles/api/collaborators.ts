import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi, type AddCollaboratorInput, type RemoveCollaboratorInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';

/** Shares the vehicle with an existing account by e-mail; adding someone already there changes their role. */
export const addCollaborator = (body: AddCollaboratorInput) => callApi(vehiclesApi.addCollaborator, { body });

export const removeCollaborator = (body: RemoveCollaboratorInput) => callApi(vehiclesApi.removeCollaborator, { body });

/** The owner's vehicle page shows the collaborators from get-vehicle: ask for it again after each change. */
function useCollaboratorMutation<Input extends { vehicleId: string }>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_answer, _error, { vehicleId }) =>
      queryClient.invalidateQueries({ queryKey: vehicleKeys.vehicle(vehicleId) }),
  });
}

export const useAddCollaborator = () => useCollaboratorMutation(addCollaborator);
export const useRemoveCollaborator = () => useCollaboratorMutation(removeCollaborator);
