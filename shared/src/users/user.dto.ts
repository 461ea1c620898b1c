import type { AccountType, Role, SecurityQuestion, SocialProvider, TwoFactorMethod } from './auth.schemas.ts';

export interface UserDto {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A signed, expiring URL of the avatar, or null: show `initials` then. */
  avatar: string | null;
  initials: string;
  phone: { dialCode: string; number: string; verified: boolean } | null;
  accountType: AccountType;
  roles: Role[];
  business: { companyName: string; rcNumber: string; fleetSize: number; contactPerson: string } | null;
  emailVerified: boolean;
  newsletterSubscribed: boolean;
  locale: 'en' | 'nb';
  twoFactor: { authenticator: boolean; phone: boolean };
  hasPassword: boolean;
  socialProviders: SocialProvider[];
  securityQuestions: SecurityQuestion[];
  /** ISO time at which the account will be erased, while a deletion is pending. */
  deletionScheduledFor: string | null;
  createdAt: string;
}

/**
 * Answer of a completed sign-in. `token` is the value of the fUserJwt marker cookie: it tells that a session
 * exists and when it expires, and holds no secret (the credential is an httpOnly cookie).
 */
export interface SessionDto {
  user: UserDto;
  token: string;
  expiresAt: string;
}

export type LoginResultDto =
  | ({ status: 'signed-in' } & SessionDto)
  | { status: 'two-factor-required'; challengeId: string; methods: TwoFactorMethod[]; phoneHint: string | null };

export interface SocialProvidersDto {
  /** Providers whose buttons are shown: configured on this server. */
  tokenSignIn: SocialProvider[];
  /** Providers with the passport redirect flow configured. */
  redirect: SocialProvider[];
}

export interface EmailRegisteredDto {
  registered: boolean;
}

export interface ResetLinkDto {
  valid: true;
  email: string;
  expiresAt: string;
}

/** How many sessions a call ended (change-password: the other devices; logout-everywhere: all). */
export interface SessionsEndedDto {
  sessionsEnded: number;
}

/** A signed-in device: one live session of the account (not signed out, not expired). */
export interface SessionDeviceDto {
  _id: string;
  /** "Chrome on Android", or null when the browser did not say. */
  device: string | null;
  /** Country (ISO 3166 code) of the address the session signed in from, or null when unknown. */
  country: string | null;
  createdAt: string;
  /** When the session was last used (to within a few minutes). */
  lastUsedAt: string;
  /** The session making this request: it ends by signing out, not from the list. */
  current: boolean;
}

export const securityEventTypes = [
  'signup',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'session-ended',
  'password-changed',
  'password-reset',
  'email-verified',
  'two-factor-enabled',
  'two-factor-disabled',
  'phone-verified',
  'phone-changed',
  'security-answers-changed',
  'account-deletion-requested',
  'account-deletion-cancelled',
  'social-sign-in',
  'account-suspended',
  'account-reinstated',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export interface SecurityEventDto {
  _id: string;
  type: SecurityEventType;
  ip: string | null;
  device: string | null;
  detail: string | null;
  createdAt: string;
}

export interface AuthenticatorProvisioningDto {
  /** otpauth:// URI for authenticator apps. */
  uri: string;
  /** The base32 secret, for typing in by hand. */
  secret: string;
  /** A QR code of the URI as an SVG data URL. */
  qrCode: string;
  enabled: boolean;
}

export interface CodeSentDto {
  /** Where the code went, masked: +234 *** *** 4567 or a***@example.com. */
  sentTo: string;
  expiresAt: string;
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
}

export interface TransactionOtpDto extends CodeSentDto {
  channel: 'sms' | 'email';
}

export interface SignupResultDto {
  email: string;
  verificationSent: true;
}
