import type { LatLng, PlaceDto, PlaceMatchKind } from '@fleetcare/shared';
import type { Logger } from '../../lib/logger.ts';

/**
 * Addresses ↔ places in Nigeria. The default is the offline gazetteer (the places module's); a provider (OpenCage)
 * may be configured, and then answers first, with the gazetteer as the fallback when it fails, is slow or finds
 * nothing.
 */
export interface GeocodedAddress {
  lat: number;
  lng: number;
  place: PlaceDto;
  addressLine: string;
  match: PlaceMatchKind;
}

export interface ReverseGeocoded {
  place: PlaceDto;
  addressLine: string;
  /** From the point asked about to the place answered. */
  distanceKm: number;
}

export interface Geocoder {
  /** The name of the source, for logs and tests: 'gazetteer', 'opencage', … */
  readonly name: string;
  /** The place an address is in; null when nothing in Nigeria matches. */
  geocode(address: string, signal?: AbortSignal): Promise<GeocodedAddress | null>;
  /** The place a point is at or near; null when none is within reach (the point is not in Nigeria). */
  reverse(point: LatLng, signal?: AbortSignal): Promise<ReverseGeocoded | null>;
}

/** How long a provider may take before the gazetteer answers instead. */
export const PROVIDER_TIMEOUT_MS = 2500;

/**
 * The provider first; the fallback when the provider throws, takes longer than `timeoutMs` (its request is
 * aborted) or finds nothing. A failure is logged once per call and never reaches the caller.
 */
export function withFallback(
  provider: Geocoder,
  fallback: Geocoder,
  options: { logger: Pick<Logger, 'warn'>; timeoutMs?: number },
): Geocoder {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  async function attempt<T>(what: string, call: (signal: AbortSignal) => Promise<T | null>): Promise<T | null> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([call(controller.signal), timeout]);
    } catch (error) {
      options.logger.warn(
        { err: error, provider: provider.name },
        `geocoding provider failed on ${what}; the ${fallback.name} answers`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    name: `${provider.name}+${fallback.name}`,
    async geocode(address) {
      return (await attempt('geocode', (signal) => provider.geocode(address, signal))) ?? fallback.geocode(address);
    },
    async reverse(point) {
      return (await attempt('reverse', (signal) => provider.reverse(point, signal))) ?? fallback.reverse(point);
    },
  };
}
