import { createHmac } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import {
  emailOf,
  nameOf,
  notConfigured,
  PROVIDER_TIMEOUT_MS,
  providerUnavailable,
  tokenInvalid,
  type SocialIdentity,
  type VerifyOptions,
} from './social.ts';

type FacebookConfig = Config['social']['facebook'];

export const FACEBOOK_NO_EMAIL_MESSAGE =
  'Your Facebook account did not share an e-mail address (no e-mail permission). Allow e-mail access, or sign up with your e-mail address instead.';

/** Facebook's recommended proof that a call with a user token comes from the app's server. */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

/** GET on the Graph API: no answer, a timeout or a 5xx is the provider's fault; a 4xx is the token's. */
async function graphGet(url: URL, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    throw providerUnavailable('facebook', error);
  }
  if (response.status >= 500) throw providerUnavailable('facebook');
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // A body cut off by the timeout, or not JSON: the provider did not answer properly.
    throw providerUnavailable('facebook', error);
  }
  if (!response.ok || typeof body !== 'object' || body === null) throw tokenInvalid('facebook');
  return body as Record<string, unknown>;
}

function graphUrl(facebook: FacebookConfig, path: string, query: Record<string, string>): URL {
  const url = new URL(`${facebook.graphUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/**
 * Checks a Facebook user access token: debug_token (with the app token) must say it is valid and was issued to
 * this app, then /me gives the person. Facebook users who refused the e-mail permission cannot sign in here.
 */
export async function verifyFacebookToken(
  facebook: FacebookConfig,
  token: string,
  options: VerifyOptions,
): Promise<SocialIdentity> {
  const { appId, appSecret } = facebook;
  if (!appId || !appSecret) throw notConfigured('facebook');
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  const debug = await graphGet(
    graphUrl(facebook, '/debug_token', { input_token: token, access_token: `${appId}|${appSecret}` }),
    timeoutMs,
  );
  const data = (typeof debug.data === 'object' && debug.data !== null ? debug.data : {}) as Record<string, unknown>;
  if (data.is_valid !== true || String(data.app_id) !== appId) throw tokenInvalid('facebook');

  const me = await graphGet(
    graphUrl(facebook, '/me', {
      fields: 'id,email,first_name,last_name',
      access_token: token,
      appsecret_proof: appSecretProof(token, appSecret),
    }),
    timeoutMs,
  );
  if (data.user_id !== undefined && String(data.user_id) !== String(me.id)) throw tokenInvalid('facebook');
  return facebookIdentity(me);
}

/** The identity in a Graph /me answer (token sign-in and the redirect flow). */
export function facebookIdentity(me: Record<string, unknown>): SocialIdentity {
  const id = typeof me.id === 'string' || typeof me.id === 'number' ? String(me.id) : '';
  if (!id) throw tokenInvalid('facebook');
  const email = emailOf(me.email);
  if (!email) throw tokenInvalid('facebook', FACEBOOK_NO_EMAIL_MESSAGE);
  return {
    provider: 'facebook',
    providerUserId: id,
    // Facebook only returns addresses its user has confirmed.
    email,
    emailVerified: true,
    firstName: nameOf(me.first_name),
    lastName: nameOf(me.last_name),
  };
}
