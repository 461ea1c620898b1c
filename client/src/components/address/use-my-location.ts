import { useCallback, useState } from 'react';
import { placesApi, type ReverseGeocodeDto } from '@fleetcare/shared';
import { callApi } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';

/** Why the phone's location could not become a place. */
export type LocateProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'outside' | 'failed';

export type LocateState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; answer: ReverseGeocodeDto }
  | { status: 'problem'; problem: LocateProblem; error?: unknown };

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

function problemOf(error: GeolocationPositionError): LocateProblem {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * "Use my location": the browser's position, then the place nearest it (get-address-by-lat-lng). `onFound` gets
 * the place and the position itself (more precise than the town's point).
 */
export function useMyLocation(onFound: (answer: ReverseGeocodeDto, position: { lat: number; lng: number }) => void) {
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'problem', problem: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = {
          lat: Math.round(position.coords.latitude * 1e6) / 1e6,
          lng: Math.round(position.coords.longitude * 1e6) / 1e6,
        };
        callApi(placesApi.getAddressByLatLng, { query: point }).then(
          (answer) => {
            setState({ status: 'found', answer });
            onFound(answer, point);
          },
          (error: unknown) => {
            const outside = isApiError(error) && error.code === 'PLACE_NOT_FOUND';
            setState({ status: 'problem', problem: outside ? 'outside' : 'failed', error });
          },
        );
      },
      (error) => setState({ status: 'problem', problem: problemOf(error) }),
      POSITION_OPTIONS,
    );
  }, [onFound]);
  const reset = useCallback(
    () => setState((current) => (current.status === 'idle' ? current : { status: 'idle' })),
    [],
  );
  return { state, locate, reset };
}
