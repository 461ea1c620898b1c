import type { CallCategory, CallRequestDto, CallRequestInput } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { RequestMeta } from '../users/index.ts';
import { insertCallRequest, type CallRequestRow } from './call-requests.repository.ts';

/** The success notice shown to whoever asked for a call. */
export const CALL_REQUEST_RECEIVED = 'Your request has been received. We will call you shortly.';

/** Splits +2348031234567 into a dialling code and a national number, for the admin list and for dialling out. */
export function splitPhone(fullPhoneNumber: string): { dialCode: string; phoneNumber: string } {
  const digits = fullPhoneNumber.replace(/^\+/, '');
  // Nigerian numbers are the common case; other codes are 1 to 3 digits (ITU E.164), stored as given.
  const dialLength = digits.startsWith('234') ? 3 : digits.startsWith('1') || digits.startsWith('7') ? 1 : 2;
  return { dialCode: `+${digits.slice(0, dialLength)}`, phoneNumber: digits.slice(dialLength) };
}

export function toCallRequestDto(row: CallRequestRow): CallRequestDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    fullPhoneNumber: `${row.dialCode}${row.phoneNumber}`,
    category: row.category as CallCategory,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createCallRequest(
  deps: AppDeps,
  input: CallRequestInput,
  meta: RequestMeta & { userId: string | null },
): Promise<CallRequestDto> {
  await deps.limits.create({ name: 'call-request-ip', points: 5, durationSeconds: 3600 }).consume(meta.ip ?? 'unknown');
  const row = await insertCallRequest(deps.db, {
    fullName: input.fullName,
    ...splitPhone(input.fullPhoneNumber),
    category: input.category,
    userId: meta.userId,
    ip: meta.ip,
    createdAt: deps.now(),
  });
  return toCallRequestDto(row);
}
