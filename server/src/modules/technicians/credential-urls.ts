import type { AppDeps } from '../../deps.ts';

/** Links to a technician's papers (ID document, certificates) live ten minutes: long enough to open, short to leak. */
export const CREDENTIAL_URL_TTL_SECONDS = 600;

/** A signed, expiring URL serving one stored credential file (to its owner, or to an admin with the privilege). */
export function credentialFileUrl(deps: Pick<AppDeps, 'storage'>, fileKey: string): Promise<string> {
  return deps.storage.signedUrl(fileKey, CREDENTIAL_URL_TTL_SECONDS);
}
