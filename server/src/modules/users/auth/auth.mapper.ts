import type {
  LoginResultDto,
  SessionDeviceDto,
  SessionDto,
  SessionsEndedDto,
  SignupResultDto,
  UserDto,
} from '@fleetcare/shared';
import { describeDevice } from '../user.mapper.ts';
import type { UserRow } from '../users.repository.ts';
import type { LiveSession } from './session.service.ts';

/** A completed sign-in: the user, the marker cookie's value and when the session ends. */
export function toSessionDto(user: UserDto, markerToken: string, expiresAt: Date): SessionDto {
  return { user, token: markerToken, expiresAt: expiresAt.toISOString() };
}

/** A new account: the address the confirmation link went to. */
export function toSignupResultDto(user: UserRow): SignupResultDto {
  return { email: user.email, verificationSent: true };
}

export function toSessionsEndedDto(sessionsEnded: number): SessionsEndedDto {
  return { sessionsEnded };
}

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

/** A signed-in device; `current` when it is the session making the request. */
export function toSessionDeviceDto({ session, country }: LiveSession, currentSessionId: string): SessionDeviceDto {
  return {
    _id: session.id,
    device: describeDevice(session.userAgent),
    country,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  };
}
