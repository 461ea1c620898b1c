import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { gazetteerGeocoder } from '../../modules/places/index.ts';
import { withFallback } from './geocoder.ts';
import { createOpenCageGeocoder } from './opencage.ts';
import {
  openCageNoResults,
  openCageResult,
  startOpenCageStandIn,
  type OpenCageStandIn,
} from './opencage-stand-in.test-support.ts';

const API_KEY = 'opencage-test-key';

const ikejaResult = openCageResult({
  lat: 6.6018,
  lng: 3.3515,
  components: {
    _type: 'road',
    road: 'Obafemi Awolowo Way',
    suburb: 'Alausa',
    city: 'Ikeja',
    county: 'Ikeja Local Government Area',
    state: 'Lagos State',
    state_code: 'LA',
    country: 'Nigeria',
    country_code: 'ng',
  },
  formatted: 'Obafemi Awolowo Way, Ikeja, Lagos State, Nigeria',
});

let openCage: OpenCageStandIn;
beforeAll(async () => {
  openCage = await startOpenCageStandIn(API_KEY);
});
afterAll(() => openCage.close());
beforeEach(() => {
  openCage.received.length = 0;
  openCage.answer(() => ikejaResult);
});

const provider = (apiKey = API_KEY) => createOpenCageGeocoder({ apiKey, apiUrl: openCage.url });
const logger = () => ({ warn: vi.fn() });

describe('OpenCage geocoder', () => {
  it('when it geocodes, then it asks for one result in Nigeria and answers the state, LGA and town', async () => {
    const found = await provider().geocode('Obafemi Awolowo Way, Ikeja');
    expect(found).toEqual({
      lat: 6.6018,
      lng: 3.3515,
      place: { town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', stateCode: 'LA', lat: 6.6018, lng: 3.3515 },
      addressLine: 'Obafemi Awolowo Way, Ikeja, Lagos State, Nigeria',
      match: 'exact',
    });
    const [query] = openCage.received;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      q: 'Obafemi Awolowo Way, Ikeja',
      key: API_KEY,
      countrycode: 'ng',
      limit: '1',
    });
  });

  it('when it reverses, then it sends "lat,lng" and answers the distance to the place', async () => {
    const found = await provider().reverse({ lat: 6.61, lng: 3.3515 });
    expect(openCage.received[0]?.get('q')).toBe('6.61,3.3515');
    expect(found?.place.town).toBe('Ikeja');
    expect(found?.distanceKm).toBeCloseTo(0.9, 1);
  });

  it('when the answer is outside Nigeria or has no results, then it finds nothing', async () => {
    openCage.answer(() =>
      openCageResult({
        lat: 5.6,
        lng: -0.19,
        components: { city: 'Accra', state: 'Greater Accra', country_code: 'gh' },
        formatted: 'Accra, Ghana',
      }),
    );
    expect(await provider().geocode('Accra')).toBeNull();
    openCage.answer(() => openCageNoResults);
    expect(await provider().geocode('Nowhere')).toBeNull();
  });

  it('when OpenCage refuses the key, then it throws with its message', async () => {
    await expect(provider('wrong-key').geocode('Ikeja')).rejects.toThrow('OpenCage answered 401: invalid API key');
  });
});

describe('a provider with the gazetteer as its fallback', () => {
  it('answers from the provider when it answers', async () => {
    const geocoder = withFallback(provider(), gazetteerGeocoder(), { logger: logger() });
    expect((await geocoder.geocode('Ikeja'))?.addressLine).toBe('Obafemi Awolowo Way, Ikeja, Lagos State, Nigeria');
  });

  it('answers from the gazetteer when the provider fails, and logs it', async () => {
    openCage.answer(() => ({ status: 503, body: { status: { code: 503, message: 'down' } } }));
    const log = logger();
    const geocoder = withFallback(provider(), gazetteerGeocoder(), { logger: log });
    expect(await geocoder.geocode('Wuse 2, Abuja')).toMatchObject({ place: { town: 'Wuse', stateCode: 'FC' } });
    expect((await geocoder.reverse({ lat: 6.6018, lng: 3.3515 }))?.addressLine).toBe('near Ikeja, Ikeja LGA, Lagos');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('answers from the gazetteer when the provider is too slow, and gives up on its request', async () => {
    openCage.answer(() => ({ ...ikejaResult, delayMs: 2000 }));
    const geocoder = withFallback(provider(), gazetteerGeocoder(), { logger: logger(), timeoutMs: 100 });
    const started = Date.now();
    expect(await geocoder.geocode('PH')).toMatchObject({ place: { town: 'Port Harcourt' }, match: 'alias' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers from the gazetteer when the provider finds nothing, without logging a failure', async () => {
    openCage.answer(() => openCageNoResults);
    const log = logger();
    const geocoder = withFallback(provider(), gazetteerGeocoder(), { logger: log });
    expect(await geocoder.geocode('Yaba, Lagos')).toMatchObject({ place: { town: 'Yaba', lga: 'Lagos Mainland' } });
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('GEOCODING_PROVIDER=opencage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GEOCODING_PROVIDER: 'opencage',
      OPENCAGE_API_KEY: API_KEY,
      OPENCAGE_API_URL: openCage.url,
    });
  });
  afterAll(() => t.close());

  it('answers get-address-timezone from OpenCage, with the time zone', async () => {
    const res = await request(t.app).get('/api/users/get-address-timezone?address=Obafemi%20Awolowo%20Way').expect(200);
    expect(res.body.data).toMatchObject({
      lat: 6.6018,
      lng: 3.3515,
      timezone: 'Africa/Lagos',
      place: { town: 'Ikeja' },
    });
  });

  it('answers from the gazetteer while OpenCage is down', async () => {
    openCage.answer(() => ({ status: 500, body: {} }));
    const res = await request(t.app).get('/api/users/get-address-by-lat-lng?lat=4.78&lng=7.01').expect(200);
    expect(res.body.data).toMatchObject({
      place: { town: 'Port Harcourt', stateCode: 'RI' },
      timezone: 'Africa/Lagos',
    });
  });
});
