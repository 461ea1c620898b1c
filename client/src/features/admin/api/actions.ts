import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type AdminActionBody } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface RunActionInput {
  resourceName: string;
  action: string;
  body: Pick<AdminActionBody, 'idempotencyKey' | 'input'> & { recordId?: string; reason?: string };
}

export const runAction = ({ resourceName, action, body }: RunActionInput) =>
  callApi(adminApi.runAction, { params: { resourceName, action }, body });

/**
 * Runs an admin action. Once it has happened, everything the panel shows is asked for again (the record, every
 * list and count it may appear in, the admins and, should the admin have changed their own roles, their
 * privileges).
 */
export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
