import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer, type Gazetteer } from './gazetteer.ts';
import { searchPlaces } from './search-places.ts';

let gazetteer: Gazetteer;
beforeAll(async () => {
  gazetteer = await loadGazetteer();
});

const labels = (query: string, limit = 8) => searchPlaces(gazetteer, query, limit).map((place) => place.label);

describe('place type-ahead', () => {
  it('lists names starting with the text, capitals and bigger places first', () => {
    expect(labels('ab').slice(0, 2)).toEqual(['Abuja, FCT', 'Abeokuta, Ogun']);
    expect(labels('lag')[0]).toBe('Lagos, Lagos');
    expect(labels('ik')[0]).toBe('Ikeja, Lagos');
  });

  it('puts the whole name typed first', () => {
    expect(labels('aba')[0]).toBe('Aba, Abia');
  });

  it('finds a later word of a name and an alias', () => {
    expect(labels('osa')).toContain('Eti Osa, Lagos');
    expect(labels('victoria')).toEqual(['Victoria Island, Lagos']);
    expect(labels('wuse')).toContain('Wuse, FCT');
  });

  it('finds names with a typo from 4 letters on', () => {
    expect(labels('kadnua')).toContain('Kaduna, Kaduna');
    expect(labels('ibadn')).toContain('Ibadan, Oyo');
  });

  it('narrows to the state named after a comma', () => {
    expect(labels('garki, abuja')).toEqual(['Garki, FCT']);
    expect(labels('garki, jigawa')).toEqual(['Garki, Jigawa']);
  });

  it("lists a state's main places when its whole name is typed", () => {
    expect(labels('kwara')[0]).toBe('Ilorin, Kwara');
  });

  it('answers each place once, at most `limit`, with its point and id', () => {
    const places = searchPlaces(gazetteer, 'o', 20);
    expect(places).toHaveLength(20);
    expect(new Set(places.map((place) => place.id)).size).toBe(20);
    expect(new Set(places.map((place) => place.label)).size).toBe(20);
    expect(searchPlaces(gazetteer, 'ikeja', 8)[0]).toMatchObject({
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      stateCode: 'LA',
      lat: expect.any(Number),
      lng: expect.any(Number),
      id: expect.stringMatching(/^town:LA:/),
    });
  });

  it('answers nothing for nonsense', () => {
    expect(labels('zzzzqx')).toEqual([]);
    expect(labels('🚗')).toEqual([]);
    expect(labels(',')).toEqual([]);
  });
});
