import type { LoginResultDto } from '@fleetcare/shared';
import type { UserRow } from '../users.repository.ts';

/** The answer when a sign-in still needs its second factor: the methods the user has and a hint of the phone. */
export function toTwoFactorRequiredDto(user: UserRow, challengeId: string): LoginResultDto {
  return {
    status: 'two-factor-required',
    challengeId,
    methods: [
      ...(user.totpEnabledAt ? (['authenticator'] as const) : []),
      ...(user.phone2faEnabledAt ? (['phone'] as const) : []),
    ],
    phoneHint: user.phone2faEnabledAt && user.phoneNumber ? `•••• ${user.phoneNumber.slice(-4)}` : null,
  };
}
