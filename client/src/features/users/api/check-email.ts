import { usersApi, type EmailRegisteredDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

/** GET /users/check-if-email-is-registered?email= (rate-limited per IP by the server). */
export function checkIfEmailIsRegistered(email: string): Promise<EmailRegisteredDto> {
  return callApi(usersApi.checkIfEmailIsRegistered, { query: { email } });
}
