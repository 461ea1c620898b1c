import { API_PREFIX, contentApi, type IpLookupDto } from '@fleetcare/shared';

/** Spec point 3: "the stored IP-lookup result" (locale, country, geoCoordinates), kept in local storage. */
export const IP_LOOKUP_STORAGE_KEY = 'ipLookUp';

function isIpLookup(value: unknown): value is IpLookupDto {
  if (typeof value !== 'object' || value === null) return false;
  const lookup = value as Partial<IpLookupDto>;
  return (
    (lookup.locale === 'en' || lookup.locale === 'nb') &&
    (lookup.country === null || typeof lookup.country === 'string')
  );
}

export function readStoredIpLookup(): IpLookupDto | undefined {
  try {
    const raw = localStorage.getItem(IP_LOOKUP_STORAGE_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return isIpLookup(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

/** Lets the cookie banner and the request-a-call form hear about a lookup that arrives after the first paint. */
export function subscribeToIpLookup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeIpLookup(lookup: IpLookupDto): void {
  try {
    localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify(lookup));
  } catch {
    // Private mode or a full quota: the lookup is asked for again on the next visit.
  }
  for (const listener of listeners) listener();
}

/**
 * GET /users/ipLookUp with the plain fetch API, not the axios client: it runs before the first paint of every first
 * visit, and the landing page's budget has no room for axios there.
 */
async function fetchIpLookup(): Promise<IpLookupDto | undefined> {
  const response = await fetch(`${API_PREFIX}${contentApi.ipLookUp.path}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { success?: unknown; data?: unknown };
  return body.success === true && isIpLookup(body.data) ? body.data : undefined;
}

let pending: Promise<IpLookupDto | undefined> | undefined;

/**
 * The visitor's IP lookup: the stored one, or (once, on the first visit) the server's answer, which is then stored.
 * Never rejects: without an answer the visitor gets English and no cookie banner, and the next visit asks again.
 */
export function ensureIpLookup(): Promise<IpLookupDto | undefined> {
  const stored = readStoredIpLookup();
  if (stored) return Promise.resolve(stored);
  pending ??= fetchIpLookup()
    .then((lookup) => {
      if (lookup) storeIpLookup(lookup);
      return lookup;
    })
    .catch(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
