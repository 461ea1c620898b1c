import { NIGERIAN_STATES } from '@fleetcare/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN_ADDRESSES } from './fixtures/nigerian-addresses.ts';
import { PLACE_ALIASES } from './aliases.ts';
import { loadGazetteer, placeLine, type Gazetteer } from './gazetteer.ts';
import { gazetteerGeocoder, NEAREST_PLACE_MAX_KM } from './gazetteer-geocoder.ts';
import { matchAddress } from './match-address.ts';
import { boundedLevenshtein, nameKey, normalizeText } from './normalize.ts';
import { distanceKm } from '@fleetcare/shared';

let gazetteer: Gazetteer;
beforeAll(async () => {
  gazetteer = await loadGazetteer();
});

const geocoder = gazetteerGeocoder();
const sameLga = (actual: string | null | undefined, expected: string) => nameKey(actual ?? '') === nameKey(expected);
const matched = (address: string) => {
  const found = matchAddress(gazetteer, address);
  return found && { town: found.place.town, lga: found.place.lga, state: found.place.stateCode, match: found.match };
};

describe('the gazetteer data', () => {
  it('covers the 36 states and the FCT, 774 LGAs, and Nigerian towns only', () => {
    expect(gazetteer.summary.states).toBe(37);
    expect(gazetteer.summary.lgas).toBe(774);
    expect(gazetteer.summary.lgasWithSeat).toBeGreaterThan(740);
    expect(gazetteer.summary.towns).toBeGreaterThan(900);
    for (const town of gazetteer.towns) {
      expect(town.lat).toBeGreaterThan(4);
      expect(town.lat).toBeLessThan(14);
      expect(town.lng).toBeGreaterThan(2.6);
      expect(town.lng).toBeLessThan(14.7);
    }
  });

  it('answers each state at its capital, the FCT at Abuja', () => {
    expect(gazetteer.stateCapital.get('FC')?.name).toBe('Abuja');
    expect(gazetteer.stateCapital.get('LA')?.name).toBe('Ikeja');
    expect(gazetteer.stateCapital.get('RI')?.name).toBe('Port Harcourt');
    expect(gazetteer.stateCapital.size).toBe(NIGERIAN_STATES.length);
  });

  it('leads every alias to a place in the state it names', () => {
    for (const alias of PLACE_ALIASES) {
      for (const form of alias.forms) {
        const entries = gazetteer.byKey.get(nameKey(form)) ?? [];
        expect(
          entries.some((entry) => entry.match === 'alias' && entry.place.stateCode === alias.state),
          form,
        ).toBe(true);
      }
    }
  });
});

describe('text normalisation', () => {
  it('lower-cases, drops accents and punctuation, and writes out street short forms', () => {
    expect(normalizeText('  12, Ọ̀yọ́-Rd.  ')).toBe('12 oyo road');
    expect(normalizeText('Allen Ave / Opebi St')).toBe('allen avenue opebi street');
    expect(nameKey('Eti-Osa')).toBe(nameKey('eti osa'));
  });

  it('counts edits up to a bound, a swap of neighbours as one', () => {
    expect(boundedLevenshtein('ibadn', 'ibadan', 1)).toBe(1);
    expect(boundedLevenshtein('kadnua', 'kaduna', 1)).toBe(1);
    expect(boundedLevenshtein('lagos', 'kano', 1)).toBe(2);
    expect(boundedLevenshtein('port', 'abuja', 1)).toBe(2);
  });
});

describe('matching an address', () => {
  it('finds common forms: Lekki Phase 1, VI, Abuja, PH, Yaba', () => {
    expect(matched('Lekki Phase 1')).toMatchObject({ town: 'Lekki', state: 'LA', match: 'alias' });
    expect(matched('VI')).toMatchObject({ town: 'Victoria Island', lga: 'Eti Osa', state: 'LA', match: 'alias' });
    expect(matched('Abuja')).toMatchObject({ town: 'Abuja', lga: 'Abuja Municipal Area Council', state: 'FC' });
    expect(matched('FCT')).toMatchObject({ town: 'Abuja', state: 'FC' });
    expect(matched('PH')).toMatchObject({ town: 'Port Harcourt', state: 'RI', match: 'alias' });
    expect(matched('Yaba, Lagos')).toMatchObject({ town: 'Yaba', lga: 'Lagos Mainland', state: 'LA' });
    expect(matched('Ikeja GRA')).toMatchObject({ town: 'Ikeja', lga: 'Ikeja', state: 'LA', match: 'exact' });
  });

  it('tolerates misspellings of names of 4 letters or more', () => {
    expect(matched('Port Harcort')).toMatchObject({ town: 'Port Harcourt', state: 'RI', match: 'fuzzy' });
    expect(matched('Ibadn, Oyo')).toMatchObject({ town: 'Ibadan', state: 'OY', match: 'fuzzy' });
    expect(matched('Kadnua')).toMatchObject({ town: 'Kaduna', state: 'KD', match: 'fuzzy' });
    expect(matched('Enugwu')).toMatchObject({ town: 'Enugu', state: 'EN' });
  });

  it('prefers the most specific part: town over LGA over state', () => {
    expect(matched('Lekki, Eti-Osa, Lagos')).toMatchObject({ town: 'Lekki', state: 'LA' });
    expect(matched('Eti-Osa, Lagos')).toMatchObject({ lga: 'Eti Osa', state: 'LA' });
    expect(matched('Lagos Island, Lagos')).toMatchObject({ lga: 'Lagos Island', state: 'LA' });
    expect(matched('Kwara')).toMatchObject({ town: 'Ilorin', state: 'KW' });
    expect(matched('Niger State')).toMatchObject({ town: 'Minna', state: 'NI' });
  });

  it('lets the other parts decide between places of one name (Garki in Abuja, not in Jigawa)', () => {
    expect(matched('Garki, Abuja')).toMatchObject({ town: 'Garki', state: 'FC' });
    expect(matched('Garki, Jigawa')).toMatchObject({ town: 'Garki', state: 'JI' });
  });

  it('reads a town before a street word as the street ("Kano Street" is in Lagos)', () => {
    expect(matched('15 Kano Street, Ebute Metta, Lagos')).toMatchObject({ state: 'LA', lga: 'Lagos Mainland' });
    expect(matched('12 Aba Road, Port Harcourt')).toMatchObject({ town: 'Port Harcourt', state: 'RI' });
  });

  it('finds nothing in nonsense', () => {
    for (const nonsense of [
      'asdfgh',
      '',
      '   ',
      '🚗🚗🚗',
      'qwerty uiop',
      '12345',
      'x'.repeat(2000),
      'Flat 3 Block B',
    ]) {
      expect(matchAddress(gazetteer, nonsense), nonsense.slice(0, 20)).toBeNull();
    }
  });
});

describe('30 real Nigerian addresses', () => {
  it.each(NIGERIAN_ADDRESSES)('$address → its state and LGA, near its point', async (fixture) => {
    const found = await geocoder.geocode(fixture.address);
    expect(found?.place.stateCode).toBe(fixture.state);
    expect(sameLga(found?.place.lga, fixture.lga), `LGA ${found?.place.lga} is not ${fixture.lga}`).toBe(true);
    expect(distanceKm(found ?? { lat: 0, lng: 0 }, fixture)).toBeLessThan(15);
  });

  it.each(NIGERIAN_ADDRESSES)('the point of $address → its state and LGA', async (fixture) => {
    const found = await geocoder.reverse(fixture);
    expect(found?.place.stateCode).toBe(fixture.state);
    expect(sameLga(found?.place.lga, fixture.lga), `LGA ${found?.place.lga} is not ${fixture.lga}`).toBe(true);
    expect(found?.distanceKm).toBeLessThan(15);
  });

  it('has 30 addresses in at least 20 states', () => {
    expect(NIGERIAN_ADDRESSES).toHaveLength(30);
    expect(new Set(NIGERIAN_ADDRESSES.map((fixture) => fixture.state)).size).toBeGreaterThanOrEqual(20);
  });
});

describe('the nearest place to a point', () => {
  it('answers the town, its LGA and state, and a readable line', async () => {
    const found = await geocoder.reverse({ lat: 6.6018, lng: 3.3515 });
    expect(found).toMatchObject({ place: { town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', stateCode: 'LA' } });
    expect(found?.addressLine).toBe('near Ikeja, Ikeja LGA, Lagos');
    expect(found?.distanceKm).toBeCloseTo(1.1, 0);
  });

  it(`finds nothing farther than ${NEAREST_PLACE_MAX_KM} km from every town: the sea, Accra, the other side of the world`, async () => {
    for (const point of [
      { lat: 0, lng: 0 },
      { lat: 5.6037, lng: -0.187 },
      { lat: -33.87, lng: 151.21 },
      { lat: 90, lng: 180 },
      { lat: -90, lng: -180 },
    ]) {
      expect(await geocoder.reverse(point)).toBeNull();
    }
  });

  it('writes an area council of the FCT by its own name', () => {
    expect(placeLine({ town: 'Abuja', lga: 'Abuja Municipal Area Council', state: 'Federal Capital Territory' })).toBe(
      'Abuja, Abuja Municipal Area Council, Federal Capital Territory',
    );
  });
});
