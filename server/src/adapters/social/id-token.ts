import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '@fleetcare/shared';
import { PROVIDER_TIMEOUT_MS, providerUnavailable, tokenInvalid, type VerifyOptions } from './social.ts';

/** Raised by the key lookup when the provider's key set could not be fetched (down, timeout, bad answer). */
class KeySetUnavailable extends Error {
  constructor(cause: unknown) {
    super('The key set could not be fetched', { cause });
    this.name = 'KeySetUnavailable';
  }
}

/**
 * One cached key set per provider configuration (one per app), URL and timeout: keys are fetched once and refreshed
 * by jose (10 min, or on a new kid). Kept with the configuration, never by URL alone: another app in the process (a
 * test's) whose provider answers at a URL once used by another one gets its own keys.
 */
const keySets = new WeakMap<object, Map<string, JWTVerifyGetKey>>();

function keySet(config: object, url: string, timeoutMs: number): JWTVerifyGetKey {
  const cacheKey = `${timeoutMs} ${url}`;
  let sets = keySets.get(config);
  if (!sets) {
    sets = new Map();
    keySets.set(config, sets);
  }
  const cached = sets.get(cacheKey);
  if (cached) return cached;
  const remote = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs, cacheMaxAge: 10 * 60_000 });
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      // No key for the token's kid is the token's fault; anything else means the provider did not answer well.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeySetUnavailable(error);
    }
  };
  sets.set(cacheKey, getKey);
  return getKey;
}

export interface IdTokenCheck {
  provider: SocialProvider;
  /** The provider's configuration, which the fetched keys are kept with. */
  config: object;
  jwksUrl: string;
  issuers: string[];
  audience: string;
}

/**
 * Verifies an OpenID Connect ID token: RS256 signature against the provider's published keys, issuer, audience,
 * expiry and issue time (with a minute of clock skew). Returns the claims.
 */
export async function verifyIdToken(token: string, check: IdTokenCheck, options: VerifyOptions): Promise<JWTPayload> {
  try {
    const keys = keySet(check.config, check.jwksUrl, options.timeoutMs ?? PROVIDER_TIMEOUT_MS);
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: check.issuers,
      audience: check.audience,
      currentDate: options.now,
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp'],
      // Requires iat and refuses one in the future; exp is what really limits the token's life.
      maxTokenAge: '1 day',
    });
    return payload;
  } catch (error) {
    if (error instanceof KeySetUnavailable) throw providerUnavailable(check.provider, error.cause);
    if (error instanceof errors.JOSEError) throw tokenInvalid(check.provider, undefined, error);
    throw error;
  }
}
