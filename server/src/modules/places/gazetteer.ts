import {
  NIGERIAN_STATES,
  nigerianStateByCode,
  type NigerianStateCode,
  type NigerianStateName,
  type PlaceDto,
  type PlaceMatchKind,
} from '@fleetcare/shared';
import { PLACE_ALIASES } from './aliases.ts';
import { nameKey, normalizeText } from './normalize.ts';
import { buildGrid, type PointGrid } from './point-grid.ts';

/**
 * The offline gazetteer of Nigeria: towns with their LGA and state, the LGAs (at their seat), the states (at their
 * capital) and the aliases, indexed by name for matching and type-ahead and by grid cell for the nearest town.
 * The data (nigeria-gazetteer.json, built from data packages by scripts/build-gazetteer.mjs) is loaded on first use,
 * once per process.
 */

/** What a place is: a town of the data, a district an alias names (at its LGA's seat), an LGA, a state. */
export type PlaceKind = 'town' | 'district' | 'lga' | 'state';

export interface GazetteerPlace {
  id: string;
  kind: PlaceKind;
  /** The place's own name: a town's, a district's, an LGA's, a state's. */
  name: string;
  /** The town an answer names: the place itself, or for a state its capital. */
  town: string;
  lga: string | null;
  state: NigerianStateName;
  stateCode: NigerianStateCode;
  lat: number;
  lng: number;
  /** 3 the national capital, 2 a state capital, 1 an LGA seat or a district, 0 another town. */
  rank: number;
  population: number;
}

/** A name the gazetteer answers to, and what it leads to. */
export interface NameEntry {
  /** nameKey() of the name. */
  key: string;
  /** The keys of the name from each of its words on ("eti osa" → "etiosa", "osa"), for word-prefix search. */
  wordKeys: string[];
  place: GazetteerPlace;
  match: Exclude<PlaceMatchKind, 'fuzzy'>;
}

export interface Gazetteer {
  towns: GazetteerPlace[];
  /** Every name (towns, LGAs, states, aliases), most important places first. */
  names: NameEntry[];
  byKey: Map<string, NameEntry[]>;
  /** Names by the first letter of their key, most important first (the type-ahead's typo search). */
  byInitial: Map<string, NameEntry[]>;
  /** Names by key length, for bounded fuzzy matching. */
  keysByLength: Map<number, string[]>;
  grid: PointGrid<GazetteerPlace>;
  stateCapital: Map<NigerianStateCode, GazetteerPlace>;
  /** What the data was built from, and how many of each. */
  summary: { packages: Record<string, string>; towns: number; lgas: number; lgasWithSeat: number; states: number };
}

type TownRow = [string, string, number, number, number, number, number];
type LgaRow = [string, string, number];
interface GazetteerFile {
  packages: Record<string, string>;
  lgas: LgaRow[];
  towns: TownRow[];
}

const slug = (text: string) => nameKey(text).slice(0, 40);

/** The place as the API answers it. */
export function toPlaceDto(place: GazetteerPlace): PlaceDto {
  return {
    town: place.town,
    lga: place.lga,
    state: place.state,
    stateCode: place.stateCode,
    lat: place.lat,
    lng: place.lng,
  };
}

/** "Ikeja, Ikeja LGA, Lagos"; FCT's area councils keep their own name ("Abuja Municipal Area Council"). */
export function placeLine(place: Pick<PlaceDto, 'town' | 'lga' | 'state'>): string {
  const parts = [place.town];
  if (place.lga && nameKey(place.lga) !== nameKey(place.town)) {
    parts.push(/council$/i.test(place.lga) ? place.lga : `${place.lga} LGA`);
  } else if (place.lga) {
    parts.push(`${place.lga} LGA`);
  }
  parts.push(place.state);
  return parts.join(', ');
}

function isGazetteerFile(value: unknown): value is GazetteerFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<GazetteerFile>;
  return Array.isArray(file.towns) && Array.isArray(file.lgas) && typeof file.packages === 'object';
}

function stateOf(code: string): { code: NigerianStateCode; name: NigerianStateName } {
  const state = nigerianStateByCode(code);
  if (!state) throw new Error(`The gazetteer names an unknown state code "${code}"`);
  return state;
}

/** Builds the indexes from the data file's rows. */
export function buildGazetteer(file: unknown): Gazetteer {
  if (!isGazetteerFile(file)) throw new Error('The gazetteer data file is not in the expected form');
  const lgaNames = file.lgas.map((row) => row[1]);

  const usedIds = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  const towns: GazetteerPlace[] = file.towns.map(([name, code, lga, lat, lng, population, rank]) => {
    const state = stateOf(code);
    return {
      id: uniqueId(`town:${state.code}:${slug(name)}`),
      kind: 'town',
      name,
      town: name,
      lga: lga >= 0 ? (lgaNames[lga] ?? null) : null,
      state: state.name,
      stateCode: state.code,
      lat,
      lng,
      rank,
      population,
    };
  });

  const names: NameEntry[] = [];
  const add = (name: string, place: GazetteerPlace, match: NameEntry['match']) => {
    const words = normalizeText(name).split(' ').filter(Boolean);
    if (words.length === 0) return;
    const wordKeys = words.map((_, index) => words.slice(index).join(''));
    names.push({ key: wordKeys[0] as string, wordKeys, place, match });
  };
  for (const town of towns) add(town.name, town, 'exact');

  // An LGA answers at its seat; one named as its seat town is that town.
  let lgasWithSeat = 0;
  const lgaPlaces = new Map<string, GazetteerPlace>();
  file.lgas.forEach(([code, name, seatIndex]) => {
    const seat = towns[seatIndex];
    if (!seat) return;
    lgasWithSeat += 1;
    const state = stateOf(code);
    const place: GazetteerPlace =
      nameKey(seat.name) === nameKey(name) && seat.lga === name
        ? seat
        : {
            id: uniqueId(`lga:${state.code}:${slug(name)}`),
            kind: 'lga',
            name,
            town: name,
            lga: name,
            state: state.name,
            stateCode: state.code,
            lat: seat.lat,
            lng: seat.lng,
            rank: 1,
            population: 0,
          };
    lgaPlaces.set(`${state.code}|${nameKey(name)}`, place);
    if (place !== seat) add(name, place, 'exact');
  });

  // A state answers at its capital (the national capital for the FCT), else at its largest town.
  const stateCapital = new Map<NigerianStateCode, GazetteerPlace>();
  for (const state of NIGERIAN_STATES) {
    const capital = towns
      .filter((town) => town.stateCode === state.code)
      .sort((a, b) => b.rank - a.rank || b.population - a.population)[0];
    if (!capital) throw new Error(`The gazetteer has no town in ${state.name}`);
    stateCapital.set(state.code, capital);
    const place: GazetteerPlace = { ...capital, kind: 'state', name: state.name };
    add(state.name, place, 'exact');
  }

  for (const alias of PLACE_ALIASES) {
    const state = stateOf(alias.state);
    let place: GazetteerPlace | undefined;
    if (alias.town) {
      const town = towns.find((candidate) => candidate.stateCode === state.code && candidate.name === alias.town);
      place = town && alias.name ? { ...town, name: alias.name, town: alias.name } : town;
    } else if (alias.lga) {
      const lga = lgaPlaces.get(`${state.code}|${nameKey(alias.lga)}`);
      const name = alias.name ?? alias.forms[0] ?? alias.lga;
      place = lga && {
        ...lga,
        id: uniqueId(`district:${state.code}:${slug(name)}`),
        kind: 'district',
        name,
        town: name,
        lga: alias.lga,
        rank: 1,
        population: 0,
      };
    }
    if (!place) throw new Error(`The alias "${alias.forms[0]}" leads to no place of the gazetteer`);
    if (place.kind === 'district') add(place.name, place, 'alias');
    for (const form of alias.forms) add(form, place, 'alias');
  }

  // Most important first: type-ahead lists stop early, and ties in matching go to the larger place.
  names.sort((a, b) => b.place.rank - a.place.rank || b.place.population - a.place.population);
  const byKey = new Map<string, NameEntry[]>();
  const byInitial = new Map<string, NameEntry[]>();
  const keysByLength = new Map<number, string[]>();
  for (const entry of names) {
    const initial = entry.key.charAt(0);
    byInitial.set(initial, [...(byInitial.get(initial) ?? []), entry]);
    const list = byKey.get(entry.key);
    if (list) {
      list.push(entry);
      continue;
    }
    byKey.set(entry.key, [entry]);
    const sameLength = keysByLength.get(entry.key.length) ?? [];
    sameLength.push(entry.key);
    keysByLength.set(entry.key.length, sameLength);
  }

  return {
    towns,
    names,
    byKey,
    byInitial,
    keysByLength,
    grid: buildGrid(towns),
    stateCapital,
    summary: {
      packages: file.packages,
      towns: towns.length,
      lgas: file.lgas.length,
      lgasWithSeat,
      states: stateCapital.size,
    },
  };
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, loaded and indexed on first use, once per process. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('./nigeria-gazetteer.json', { with: { type: 'json' } }).then((module) =>
    buildGazetteer(module.default),
  );
  return loading;
}
