import type { Config } from '../../config/config.ts';
import type { Logger } from '../../lib/logger.ts';
import { withFallback, type Geocoder } from './geocoder.ts';
import { createOpenCageGeocoder } from './opencage.ts';

export type { GeocodedAddress, Geocoder, ReverseGeocoded } from './geocoder.ts';

/**
 * The geocoder of the configuration: the gazetteer alone (GEOCODING_PROVIDER=gazetteer, the default), or OpenCage
 * (GEOCODING_PROVIDER=opencage with OPENCAGE_API_KEY) with the gazetteer as its fallback.
 */
export function createGeocoder(options: {
  config: Config['geocoding'];
  logger: Pick<Logger, 'warn'>;
  gazetteer: Geocoder;
}): Geocoder {
  const { config, gazetteer } = options;
  if (config.provider === 'opencage' && config.opencage.apiKey) {
    const provider = createOpenCageGeocoder({ apiKey: config.opencage.apiKey, apiUrl: config.opencage.apiUrl });
    return withFallback(provider, gazetteer, { logger: options.logger });
  }
  return gazetteer;
}
