import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

/** A new confirmation link to the signed-in user's own address (read from the session: nothing to type). */
export async function resendMyEmailConfirmation(): Promise<{ email: string }> {
  const user = await callApi(usersApi.getUser);
  return callApi(usersApi.resendEmailConfirmation, { body: { email: user.email } });
}

export function useResendMyEmailConfirmation() {
  return useMutation({ mutationFn: resendMyEmailConfirmation });
}
