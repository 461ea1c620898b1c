/**
 * IP → country and coordinates from geoip-lite's bundled database (offline: no network, no credentials). The
 * database takes about 150 MB of memory and 100 ms to load, so it is loaded on first use (and warmed after start).
 */
export interface GeoLocation {
  country: string | null;
  ll: { lat: number; lng: number } | null;
  timezone: string | null;
}

export interface GeoIpLookup {
  lookup(ip: string | null): Promise<GeoLocation>;
  /** Loads the database ahead of the first lookup. */
  warmUp(): Promise<void>;
}

type GeoipLite = { lookup(ip: string): { country: string; ll: [number, number]; timezone: string } | null };

let loading: Promise<GeoipLite> | undefined;
function load(): Promise<GeoipLite> {
  loading ??= import('geoip-lite').then((module) => (module.default ?? module) as unknown as GeoipLite);
  return loading;
}

const unknown: GeoLocation = { country: null, ll: null, timezone: null };

export function createGeoIp(): GeoIpLookup {
  return {
    async lookup(ip) {
      if (!ip) return unknown;
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      const found = (await load()).lookup(address);
      if (!found) return unknown;
      const [lat, lng] = found.ll;
      const hasPoint = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
      return { country: found.country || null, ll: hasPoint ? { lat, lng } : null, timezone: found.timezone || null };
    },
    async warmUp() {
      await load();
    },
  };
}
