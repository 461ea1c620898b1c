import type { Config } from '../../config/config.ts';
import { verifyIdToken } from './id-token.ts';
import { emailOf, isTrue, notConfigured, tokenInvalid, type SocialIdentity, type VerifyOptions } from './social.ts';

export const APPLE_ISSUER = 'https://appleid.apple.com';

/**
 * Checks an Apple identity token. The e-mail may be a private relay address (…@privaterelay.appleid.com), which
 * is a working address. Apple never puts the name in the token: the app sends it beside the token, and only on the
 * first sign-in.
 */
export async function verifyAppleIdToken(
  apple: Config['social']['apple'],
  token: string,
  options: VerifyOptions,
): Promise<SocialIdentity> {
  if (!apple.clientId) throw notConfigured('apple');
  const claims = await verifyIdToken(
    token,
    { provider: 'apple', config: apple, jwksUrl: apple.jwksUrl, issuers: [APPLE_ISSUER], audience: apple.clientId },
    options,
  );
  if (typeof claims.sub !== 'string' || claims.sub.length === 0) throw tokenInvalid('apple');
  const email = emailOf(claims.email);
  return {
    provider: 'apple',
    providerUserId: claims.sub,
    email,
    emailVerified: email !== null && isTrue(claims.email_verified),
    firstName: null,
    lastName: null,
  };
}
