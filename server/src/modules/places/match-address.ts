import type { PlaceMatchKind } from '@fleetcare/shared';
import type { Gazetteer, GazetteerPlace, PlaceKind } from './gazetteer.ts';
import {
  ADDRESS_WORDS,
  allowedTypos,
  boundedLevenshtein,
  nameKey,
  normalizeText,
  STREET_SUFFIXES,
} from './normalize.ts';

/**
 * Finds the place an address is in. Every comma-separated part is read as runs of up to four words; a run that
 * ends just before a street word ("Ikorodu Road") is the street's name and is skipped. A run matches a name or an
 * alias exactly, or a name of 4 or more letters with one typo (two from 7 letters). Words that name an LGA are
 * that LGA, not a town of the same name in another LGA. Of the matches, the best one:
 *   1. agrees on its state with most other parts found as written ("Garki, Abuja" is Abuja's Garki, not
 *      Jigawa's; "Ibadn, Oyo" is Ibadan);
 *   2. is exact or an alias rather than a guess at a misspelling;
 *   3. is the most specific: a town or district, then an LGA, then a town named as its state ("Lagos", which may
 *      mean the state), then a state;
 *   4. comes first: addresses run from the most specific part to the most general ("Wuse 2, Abuja");
 *   5. is the longest run (a longer name also hides the shorter ones inside it: "Lagos Island", not "Lagos");
 *   6. is exact rather than an alias, then the more important place (capital, then population).
 */

const MAX_RUN_WORDS = 4;
/** Fuzzy matching looks at runs of at most this many words (place names rarely have more). */
const MAX_FUZZY_RUN_WORDS = 2;
/** Past this many parts or words, the rest of an address is not read (a long address is padded street text). */
const MAX_PARTS = 12;
const MAX_WORDS_PER_PART = 16;

export interface AddressMatch {
  place: GazetteerPlace;
  match: PlaceMatchKind;
}

interface Candidate {
  place: GazetteerPlace;
  match: PlaceMatchKind;
  /** The key of the words matched. */
  key: string;
  part: number;
  start: number;
  length: number;
}

const SPECIFICITY: Record<PlaceKind, number> = { town: 4, district: 4, lga: 3, state: 1 };

/** A town named as its state ("Lagos", "Kano") may mean the state: less specific than an LGA. */
function specificity(place: GazetteerPlace): number {
  return place.kind === 'town' && nameKey(place.name) === nameKey(place.state) ? 2 : SPECIFICITY[place.kind];
}
const isNumber = (word: string) => /^\d+[a-z]?$/.test(word);

/** The nearest names to a key within its allowed typos (all of them at the smallest distance). */
function fuzzyKeys(gazetteer: Gazetteer, key: string): string[] {
  const typos = allowedTypos(key.length);
  if (typos === 0) return [];
  let best: string[] = [];
  let bestDistance = typos + 1;
  for (let length = key.length - typos; length <= key.length + typos; length += 1) {
    for (const candidate of gazetteer.keysByLength.get(length) ?? []) {
      // A name must itself be long enough to allow the typo: "Ode" is not "Odeh" misspelt.
      const allowed = Math.min(typos, allowedTypos(candidate.length));
      const distance = boundedLevenshtein(key, candidate, allowed);
      if (distance > allowed) continue;
      if (distance < bestDistance) [best, bestDistance] = [[candidate], distance];
      else if (distance === bestDistance) best.push(candidate);
    }
  }
  return bestDistance <= typos ? best : [];
}

function candidatesOf(gazetteer: Gazetteer, address: string): Candidate[] {
  const parts = address
    .split(/[,;\n|/]+/)
    .slice(0, MAX_PARTS)
    .map((part) => normalizeText(part).split(' ').filter(Boolean).slice(0, MAX_WORDS_PER_PART));
  const candidates: Candidate[] = [];
  parts.forEach((words, part) => {
    const covered = new Set<number>();
    for (let length = Math.min(MAX_RUN_WORDS, words.length); length >= 1; length -= 1) {
      const coveredBefore = new Set(covered);
      for (let start = 0; start + length <= words.length; start += 1) {
        const run = words.slice(start, start + length);
        if (run.every((word) => ADDRESS_WORDS.has(word) || isNumber(word))) continue;
        const next = words[start + length];
        if (next !== undefined && STREET_SUFFIXES.has(next)) continue;
        // A longer name already matched here wins: "Lagos Island" is not also "Lagos".
        if (run.some((_word, offset) => coveredBefore.has(start + offset))) continue;
        const key = run.join('');
        const entries = gazetteer.byKey.get(key);
        if (entries) {
          for (const entry of entries) {
            candidates.push({ place: entry.place, match: entry.match, key, part, start, length });
          }
          for (let index = start; index < start + length; index += 1) covered.add(index);
        }
      }
    }
    // Misspellings: only words no exact name covers, and never the address's own vocabulary or numbers.
    for (let length = Math.min(MAX_FUZZY_RUN_WORDS, words.length); length >= 1; length -= 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const run = words.slice(start, start + length);
        if (run.some((word, offset) => covered.has(start + offset) || ADDRESS_WORDS.has(word) || isNumber(word))) {
          continue;
        }
        const next = words[start + length];
        if (next !== undefined && STREET_SUFFIXES.has(next)) continue;
        for (const key of fuzzyKeys(gazetteer, run.join(''))) {
          for (const entry of gazetteer.byKey.get(key) ?? []) {
            candidates.push({ place: entry.place, match: 'fuzzy', key, part, start, length });
          }
        }
      }
    }
  });
  return candidates;
}

const overlaps = (a: Candidate, b: Candidate) =>
  a.part === b.part && a.start < b.start + b.length && b.start < a.start + a.length;

/** The place an address names, or null when no part of it names a place in Nigeria. */
export function matchAddress(gazetteer: Gazetteer, address: string): AddressMatch | null {
  const found = candidatesOf(gazetteer, address);
  // Words that name an LGA of a state are that LGA, not a town of that name in another LGA of the state.
  const candidates = found.filter(
    (candidate) =>
      candidate.place.kind !== 'town' ||
      candidate.place.lga === null ||
      nameKey(candidate.place.lga) === candidate.key ||
      !found.some(
        (other) =>
          other.place.kind === 'lga' &&
          other.key === candidate.key &&
          other.place.stateCode === candidate.place.stateCode,
      ),
  );
  if (candidates.length === 0) return null;
  // Only names found as written lend support: two guesses at misspellings do not confirm each other.
  const support = (candidate: Candidate) => {
    const agreeing = new Set<string>();
    for (const other of candidates) {
      if (
        other.match !== 'fuzzy' &&
        other.place.stateCode === candidate.place.stateCode &&
        !overlaps(other, candidate)
      ) {
        agreeing.add(`${other.part}:${other.start}`);
      }
    }
    return agreeing.size;
  };
  const scored = candidates.map((candidate) => ({ candidate, support: support(candidate) }));
  scored.sort(
    (a, b) =>
      b.support - a.support ||
      Number(b.candidate.match !== 'fuzzy') - Number(a.candidate.match !== 'fuzzy') ||
      specificity(b.candidate.place) - specificity(a.candidate.place) ||
      a.candidate.part - b.candidate.part ||
      a.candidate.start - b.candidate.start ||
      b.candidate.length - a.candidate.length ||
      Number(b.candidate.match === 'exact') - Number(a.candidate.match === 'exact') ||
      b.candidate.place.rank - a.candidate.place.rank ||
      b.candidate.place.population - a.candidate.place.population,
  );
  const best = scored[0]?.candidate;
  return best ? { place: best.place, match: best.match } : null;
}
