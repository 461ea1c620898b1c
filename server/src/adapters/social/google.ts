import type { Config } from '../../config/config.ts';
import { verifyIdToken } from './id-token.ts';
import {
  emailOf,
  isTrue,
  nameOf,
  notConfigured,
  tokenInvalid,
  type SocialIdentity,
  type VerifyOptions,
} from './social.ts';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Checks a Google ID token (Sign in with Google) and returns the person it names, whose e-mail Google verified. */
export async function verifyGoogleIdToken(
  google: Config['social']['google'],
  token: string,
  options: VerifyOptions,
): Promise<SocialIdentity> {
  if (!google.clientId) throw notConfigured('google');
  const claims = await verifyIdToken(
    token,
    { provider: 'google', config: google, jwksUrl: google.jwksUrl, issuers: GOOGLE_ISSUERS, audience: google.clientId },
    options,
  );
  return googleIdentity(claims);
}

/** The identity in Google's claims (ID token or the userinfo answer of the redirect flow). */
export function googleIdentity(claims: Record<string, unknown>): SocialIdentity {
  const email = emailOf(claims.email);
  if (typeof claims.sub !== 'string' || claims.sub.length === 0) throw tokenInvalid('google');
  if (!email || !isTrue(claims.email_verified)) {
    throw tokenInvalid('google', 'Google has not verified the e-mail address of this account, so we cannot use it.');
  }
  return {
    provider: 'google',
    providerUserId: claims.sub,
    email,
    emailVerified: true,
    firstName: nameOf(claims.given_name),
    lastName: nameOf(claims.family_name),
  };
}
