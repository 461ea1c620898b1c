import { parsePhone, v, type CallRequestDto, type CallRequestInput } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import type { RequestMeta } from '../users/index.ts';
import { insertCallRequest } from './call-requests.repository.ts';
import { toCallRequestDto } from './content.mapper.ts';

/** The success notice shown to whoever asked for a call. */
export const CALL_REQUEST_RECEIVED = 'Your request has been received. We will call you shortly.';

export async function createCallRequest(
  deps: AppDeps,
  input: CallRequestInput,
  meta: RequestMeta & { userId: string | null },
): Promise<CallRequestDto> {
  await deps.limits.create({ name: 'call-request-ip', points: 5, durationSeconds: 3600 }).consume(meta.ip ?? 'unknown');
  // The schema stored the number in E.164; the list shows and dials its code and national number apart.
  const phone = parsePhone(input.fullPhoneNumber);
  if (!phone) throw validationFailed({ fullPhoneNumber: v.phoneUnknownNumber });
  const row = await insertCallRequest(deps.db, {
    fullName: input.fullName,
    dialCode: phone.dialCode,
    phoneNumber: phone.number,
    category: input.category,
    userId: meta.userId,
    ip: meta.ip,
    createdAt: deps.now(),
  });
  return toCallRequestDto(row);
}
