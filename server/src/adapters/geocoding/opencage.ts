import { distanceKm, isNigeria, NIGERIAN_STATES, type LatLng, type PlaceDto } from '@fleetcare/shared';
import type { GeocodedAddress, Geocoder, ReverseGeocoded } from './geocoder.ts';

/**
 * OpenCage's geocoding API (GET /geocode/v1/json?q=…&key=…): forward with the address as `q`, reverse with
 * "lat,lng" as `q`, both limited to Nigeria (`countrycode=ng`). Its answer's components name the state (with its
 * ISO code), the LGA (as `county`) and the town, city, village or suburb.
 */
export interface OpenCageOptions {
  apiKey: string;
  /** https://api.opencagedata.com, or a stand-in in tests. */
  apiUrl: string;
}

interface OpenCageComponents {
  country_code?: string;
  country?: string;
  state?: string;
  state_code?: string;
  county?: string;
  state_district?: string;
  city?: string;
  town?: string;
  village?: string;
  suburb?: string;
  hamlet?: string;
}

interface OpenCageResult {
  geometry?: { lat?: unknown; lng?: unknown };
  components?: OpenCageComponents;
  formatted?: string;
}

interface OpenCageAnswer {
  status?: { code?: number; message?: string };
  results?: OpenCageResult[];
}

const STATE_SUFFIX = / state$/i;
const LGA_SUFFIX = /\s+(local government area|local government|lga)$/i;

function stateOf(components: OpenCageComponents) {
  const code = components.state_code?.toUpperCase().replace(/^NG-/, '');
  const byCode = NIGERIAN_STATES.find((state) => state.code === code);
  if (byCode) return byCode;
  const name = components.state?.replace(STATE_SUFFIX, '').trim().toLowerCase();
  if (name === 'fct' || name === 'abuja') return NIGERIAN_STATES.find((state) => state.code === 'FC');
  return NIGERIAN_STATES.find((state) => state.name.toLowerCase() === name);
}

/** A result as a place in Nigeria, or null when it is elsewhere or lacks what a place needs. */
function toPlace(result: OpenCageResult): PlaceDto | null {
  const components = result.components ?? {};
  const country = components.country_code ?? components.country;
  if (!country || !isNigeria(country)) return null;
  const state = stateOf(components);
  const lat = Number(result.geometry?.lat);
  const lng = Number(result.geometry?.lng);
  if (!state || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const lga = (components.county ?? components.state_district)?.replace(LGA_SUFFIX, '').trim() || null;
  const town =
    components.city ?? components.town ?? components.village ?? components.suburb ?? components.hamlet ?? lga;
  return { town: town ?? state.name, lga, state: state.name, stateCode: state.code, lat, lng };
}

export function createOpenCageGeocoder(options: OpenCageOptions): Geocoder {
  async function first(query: string, signal?: AbortSignal): Promise<{ place: PlaceDto; line: string } | null> {
    const url = new URL('/geocode/v1/json', options.apiUrl);
    url.search = new URLSearchParams({
      q: query,
      key: options.apiKey,
      countrycode: 'ng',
      limit: '1',
      no_annotations: '1',
      language: 'en',
    }).toString();
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as OpenCageAnswer | null;
    if (!response.ok || !body || body.status?.code !== 200) {
      throw new Error(`OpenCage answered ${response.status}: ${body?.status?.message ?? 'no JSON'}`);
    }
    const result = body.results?.[0];
    const place = result ? toPlace(result) : null;
    return place && result ? { place, line: result.formatted ?? place.town } : null;
  }

  return {
    name: 'opencage',
    async geocode(address, signal): Promise<GeocodedAddress | null> {
      const found = await first(address, signal);
      if (!found) return null;
      return {
        lat: found.place.lat,
        lng: found.place.lng,
        place: found.place,
        addressLine: found.line,
        match: 'exact',
      };
    },
    async reverse(point: LatLng, signal): Promise<ReverseGeocoded | null> {
      const found = await first(`${point.lat},${point.lng}`, signal);
      if (!found) return null;
      return {
        place: found.place,
        addressLine: found.line,
        distanceKm: Math.round(distanceKm(point, found.place) * 10) / 10,
      };
    },
  };
}
