import express from 'express';
import { addressTimezoneQuerySchema, latLngQuerySchema, placesApi, searchPlacesQuerySchema } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { publicFor } from '../../lib/http/cache.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { route } from '../../lib/http/route.ts';
import { placesLimit } from './places.limits.ts';
import { addressByLatLng, addressTimezone, suggestPlaces } from './places.service.ts';

/**
 * Places change only with a new release of the gazetteer: phones and shared caches keep an answer for a day (a
 * week stale while refreshed). Refusals are not kept (the policy is set on success only).
 */
const placeAnswer = publicFor(86_400, { staleWhileRevalidate: 604_800 });

/** The place calls (public, no sign-in): address → point, point → place, type-ahead. */
export function placesRouter(deps: Pick<AppDeps, 'limits' | 'geocoder'>) {
  const router = express.Router();
  const limited: express.RequestHandler = (req, _res, next) => {
    placesLimit(deps)
      .consume(requestMeta(req).ip ?? 'unknown')
      .then(() => next(), next);
  };

  route(router, placesApi.getAddressTimezone, limited, async (_req, res, input) => {
    const { address } = await input.query(addressTimezoneQuerySchema);
    const data = await addressTimezone(deps, address);
    placeAnswer(res);
    return { data };
  });

  route(router, placesApi.getAddressByLatLng, limited, async (_req, res, input) => {
    const point = await input.query(latLngQuerySchema);
    const data = await addressByLatLng(deps, point);
    placeAnswer(res);
    return { data };
  });

  route(router, placesApi.searchPlaces, limited, async (_req, res, input) => {
    const { q, limit } = await input.query(searchPlacesQuerySchema);
    const data = await suggestPlaces(q, limit);
    placeAnswer(res);
    return { data };
  });

  return router;
}
