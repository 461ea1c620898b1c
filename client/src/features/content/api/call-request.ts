import { contentApi, type CallRequestDto, type CallRequestInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

/** POST /users/create_call_request: fullName, fullPhoneNumber (dialling code plus number), category. */
export function createCallRequest(input: CallRequestInput): Promise<CallRequestDto> {
  return callApi(contentApi.createCallRequest, { body: input });
}
