import type { IpLookupDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { toIpLookupDto } from './content.mapper.ts';

/** Norway → Norwegian; everyone else → English (the fallback). */
export function localeForCountry(country: string | null): 'en' | 'nb' {
  return country === 'NO' || country === 'SJ' ? 'nb' : 'en';
}

export async function lookUpIp(deps: Pick<AppDeps, 'geoip'>, ip: string | null): Promise<IpLookupDto> {
  const location = await deps.geoip.lookup(ip);
  return toIpLookupDto(localeForCountry(location.country), location);
}
