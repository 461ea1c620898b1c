import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>) => request(t.app).get(path).query(query);

describe('GET /api/users/get-address-timezone', () => {
  it('answers the point, place, line and Africa/Lagos for an address, without signing in, cached publicly', async () => {
    const res = await get('/api/users/get-address-timezone', {
      country: 'NG',
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        lat: expect.any(Number),
        lng: expect.any(Number),
        timezone: 'Africa/Lagos',
        place: { town: 'Lekki', lga: 'Eti Osa', state: 'Lagos', stateCode: 'LA' },
        addressLine: 'Lekki, Eti Osa LGA, Lagos',
        match: 'alias',
      },
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('takes Nigeria by name and as the default country, and common forms and misspellings', async () => {
    const abuja = await get('/api/users/get-address-timezone', { country: 'Nigeria', address: 'Abuja' }).expect(200);
    expect(abuja.body.data.place).toMatchObject({ town: 'Abuja', stateCode: 'FC' });
    const vi = await get('/api/users/get-address-timezone', { address: 'VI' }).expect(200);
    expect(vi.body.data).toMatchObject({ place: { town: 'Victoria Island', stateCode: 'LA' }, match: 'alias' });
    const typo = await get('/api/users/get-address-timezone', { address: 'Port Harcort' }).expect(200);
    expect(typo.body.data).toMatchObject({ place: { town: 'Port Harcourt' }, match: 'fuzzy' });
  });

  it('when no place matches, then 404 PLACE_NOT_FOUND, not cached', async () => {
    const res = await get('/api/users/get-address-timezone', { address: 'asdfgh' }).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'PLACE_NOT_FOUND' });
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
    await get('/api/users/get-address-timezone', { address: '🚗🚗' }).expect(404);
  });

  it('when the country is not Nigeria, then 400 saying FleetCare covers Nigeria only', async () => {
    const res = await get('/api/users/get-address-timezone', { country: 'GH', address: 'Accra' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { country: 'validation:countryNotCovered' },
    });
    expect(res.body.fieldErrors.country).toContain('Nigeria only');
  });

  it('when the address is missing, empty or 2,000 characters, then 400 on the address', async () => {
    for (const address of [undefined, '', '   ', 'a'.repeat(2000)]) {
      const res = await get('/api/users/get-address-timezone', address === undefined ? {} : { address }).expect(400);
      expect(res.body.fieldErrors).toHaveProperty('address');
    }
  });
});

describe('GET /api/users/get-address-by-lat-lng', () => {
  it('answers the nearest town, its LGA and state, a readable line and the distance', async () => {
    const res = await get('/api/users/get-address-by-lat-lng', { lat: '6.6018', lng: '3.3515' }).expect(200);
    expect(res.body.data).toMatchObject({
      place: { town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', stateCode: 'LA' },
      addressLine: 'near Ikeja, Ikeja LGA, Lagos',
      distanceKm: expect.any(Number),
      timezone: 'Africa/Lagos',
    });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('when the point is far from Nigeria, then 404 PLACE_NOT_FOUND', async () => {
    const res = await get('/api/users/get-address-by-lat-lng', { lat: '51.5', lng: '-0.12' }).expect(404);
    expect(res.body.code).toBe('PLACE_NOT_FOUND');
    await get('/api/users/get-address-by-lat-lng', { lat: '0', lng: '0' }).expect(404);
  });

  it('when a coordinate is off the globe or not a number, then 400 naming it', async () => {
    const latitude = await get('/api/users/get-address-by-lat-lng', { lat: '999', lng: '3' }).expect(400);
    expect(latitude.body.fieldErrorKeys).toEqual({ lat: 'validation:latitudeInvalid' });
    const longitude = await get('/api/users/get-address-by-lat-lng', { lat: '6', lng: 'east' }).expect(400);
    expect(longitude.body.fieldErrorKeys).toEqual({ lng: 'validation:longitudeInvalid' });
    await get('/api/users/get-address-by-lat-lng', {}).expect(400);
  });
});

describe('GET /api/users/search-places', () => {
  it('answers suggestions, best first, at most the limit', async () => {
    const res = await get('/api/users/search-places', { q: 'ab', limit: '3' }).expect(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      label: 'Abuja, FCT',
      town: 'Abuja',
      stateCode: 'FC',
      id: expect.any(String),
    });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('answers 8 by default and an empty list when nothing starts so', async () => {
    expect((await get('/api/users/search-places', { q: 'o' }).expect(200)).body.data).toHaveLength(8);
    expect((await get('/api/users/search-places', { q: 'zzzzqx' }).expect(200)).body.data).toEqual([]);
  });

  it('when q is missing or too long, or limit out of range, then 400', async () => {
    await get('/api/users/search-places', {}).expect(400);
    await get('/api/users/search-places', { q: 'x'.repeat(101) }).expect(400);
    for (const limit of ['0', '21', 'ten']) {
      const res = await get('/api/users/search-places', { q: 'ike', limit }).expect(400);
      expect(res.body.fieldErrorKeys).toEqual({ limit: 'validation:placeLimitInvalid' });
    }
  });
});

describe('rate limit', () => {
  it('refuses a flood from one address with 429 and Retry-After', async () => {
    const flood = await createTestApp();
    try {
      let last = 0;
      let retryAfter: string | undefined;
      for (let i = 0; i < 301; i += 1) {
        const res = await request(flood.app).get('/api/users/search-places').query({ q: 'ike' });
        last = res.status;
        retryAfter = res.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await flood.close();
    }
  }, 60_000);
});
