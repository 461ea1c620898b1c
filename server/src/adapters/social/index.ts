import type { SocialProvider } from '@fleetcare/shared';
import type { Config } from '../../config/config.ts';
import { verifyAppleIdToken } from './apple.ts';
import { verifyFacebookToken } from './facebook.ts';
import { verifyGoogleIdToken } from './google.ts';
import type { SocialIdentity, VerifyOptions } from './social.ts';

export { facebookIdentity } from './facebook.ts';
export { googleIdentity } from './google.ts';
export {
  notConfigured,
  PROVIDER_TIMEOUT_MS,
  providerUnavailable,
  redirectProviders,
  tokenInvalid,
  tokenSignInProviders,
  type SocialIdentity,
} from './social.ts';

/** Checks a token from the provider's sign-in button with the provider and returns who signed in. */
export function verifySocialToken(
  social: Config['social'],
  provider: SocialProvider,
  token: string,
  options: VerifyOptions,
): Promise<SocialIdentity> {
  switch (provider) {
    case 'google':
      return verifyGoogleIdToken(social.google, token, options);
    case 'apple':
      return verifyAppleIdToken(social.apple, token, options);
    case 'facebook':
      return verifyFacebookToken(social.facebook, token, options);
  }
}
