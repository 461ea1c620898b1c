import type { SocialProvider } from '@fleetcare/shared';
import type { Config } from '../../config/config.ts';
import { AppError } from '../../lib/errors.ts';

/** How long a provider may take to answer (keys, Graph API, token exchange) before we give up. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** Who the provider says signed in, after the token or code was checked with the provider. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`, Facebook's app-scoped id). */
  providerUserId: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** Whether the provider vouches that the person owns the address. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface VerifyOptions {
  /** The app's clock (tests move it). */
  now: Date;
  timeoutMs?: number;
}

type SocialConfig = Config['social'];

/** Providers whose tokens this server can check (their sign-in buttons are shown). */
export function tokenSignInProviders(social: SocialConfig): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (social.google.clientId) providers.push('google');
  if (social.facebook.appId && social.facebook.appSecret) providers.push('facebook');
  if (social.apple.clientId) providers.push('apple');
  return providers;
}

/** Providers with the passport redirect flow configured (it needs the client secret as well). */
export function redirectProviders(social: SocialConfig): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (social.google.clientId && social.google.clientSecret) providers.push('google');
  if (social.facebook.appId && social.facebook.appSecret) providers.push('facebook');
  return providers;
}

export const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export function notConfigured(provider: SocialProvider): AppError {
  return new AppError('PROVIDER_NOT_CONFIGURED', {
    message: `Sign-in with ${providerNames[provider]} is not available on this server.`,
  });
}

export function tokenInvalid(provider: SocialProvider, message?: string, cause?: unknown): AppError {
  return new AppError('SOCIAL_TOKEN_INVALID', {
    message: message ?? `We could not confirm your sign-in with ${providerNames[provider]}. Try again.`,
    cause,
  });
}

export function providerUnavailable(provider: SocialProvider, cause?: unknown): AppError {
  return new AppError('PROVIDER_UNAVAILABLE', {
    message: `${providerNames[provider]} did not answer. Please try again shortly.`,
    cause,
  });
}

/** A provider's name field, trimmed and cut to what our name columns accept; null when empty. */
export function nameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, 60);
  return trimmed.length > 0 ? trimmed : null;
}

export function emailOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && email.includes('@') ? email : null;
}

/** Providers send booleans as true or "true" (Apple does both). */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
