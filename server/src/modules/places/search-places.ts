import type { PlaceSuggestionDto } from '@fleetcare/shared';
import { toPlaceDto, type Gazetteer, type GazetteerPlace, type NameEntry } from './gazetteer.ts';
import { allowedTypos, boundedLevenshtein, nameKey, normalizeText } from './normalize.ts';

/**
 * Type-ahead over the gazetteer's names and aliases. Tiers, best first: the whole name typed, the start of the
 * name, the start of a later word of it ("osa" finds Eti Osa), then, from 4 letters on, the start of a name with a
 * typo after its first letter. Within a tier the national and state capitals come first, then LGA seats, then the larger towns. A state's
 * whole name lists its main places after the names that start so. Text after a comma narrows the list to a state
 * ("ikeja, lagos"). One suggestion per place.
 */

type Tier = 'whole' | 'start' | 'word';

function tierOf(entry: NameEntry, key: string): Tier | null {
  if (entry.key === key) return 'whole';
  if (entry.key.startsWith(key)) return 'start';
  if (entry.wordKeys.some((wordKey, index) => index > 0 && wordKey.startsWith(key))) return 'word';
  return null;
}

/** Whether the name starts with the typed text give or take its allowed typos ("kadnua" → Kaduna). */
function startsWithTypo(entry: NameEntry, key: string, typos: number): boolean {
  for (let length = key.length - typos; length <= key.length + typos; length += 1) {
    if (length > entry.key.length || length < 1) continue;
    if (boundedLevenshtein(key, entry.key.slice(0, length), typos) <= typos) return true;
  }
  return false;
}

/** The state codes text after a comma names ("lagos", "FCT", "Rivers State"), if any. */
function statesNamed(gazetteer: Gazetteer, text: string): Set<string> | null {
  const words = normalizeText(text)
    .split(' ')
    .filter((word) => word && word !== 'state');
  if (words.length === 0) return null;
  const entries = gazetteer.byKey.get(words.join('')) ?? [];
  const states = new Set(entries.map((entry) => entry.place.stateCode));
  return states.size > 0 ? states : null;
}

/** "FCT" in a suggestion's label, as people write it; a state's own name otherwise. */
const stateLabel = (place: GazetteerPlace) => (place.stateCode === 'FC' ? 'FCT' : place.state);

export function toSuggestion(place: GazetteerPlace): PlaceSuggestionDto {
  return { ...toPlaceDto(place), id: place.id, label: `${place.town}, ${stateLabel(place)}` };
}

export function searchPlaces(gazetteer: Gazetteer, query: string, limit: number): PlaceSuggestionDto[] {
  const [typed = '', ...rest] = query.split(',');
  const key = nameKey(typed);
  if (!key) return [];
  const states = rest.length > 0 ? statesNamed(gazetteer, rest.join(' ')) : null;
  const allowed = (entry: NameEntry) => !states || states.has(entry.place.stateCode);

  // The names are in order of importance, so each tier keeps that order.
  const tiers: Record<Tier | 'typo' | 'inState', NameEntry[]> = {
    whole: [],
    start: [],
    inState: [],
    word: [],
    typo: [],
  };
  // A state is no place to pick: its whole name typed lists its main places instead.
  const statesTyped = new Set<string>();
  for (const entry of gazetteer.names) {
    if (!allowed(entry)) continue;
    if (entry.place.kind === 'state') {
      if (entry.key === key) statesTyped.add(entry.place.stateCode);
      continue;
    }
    const tier = tierOf(entry, key);
    if (tier !== null) tiers[tier].push(entry);
  }
  if (statesTyped.size > 0) {
    tiers.inState = gazetteer.names.filter(
      (entry) => entry.place.kind === 'town' && entry.match === 'exact' && statesTyped.has(entry.place.stateCode),
    );
  }
  const typos = allowedTypos(key.length);
  if (typos > 0 && tiers.whole.length + tiers.start.length + tiers.word.length < limit) {
    // People seldom mistype the first letter: only names starting with it are tried.
    for (const entry of gazetteer.byInitial.get(key.charAt(0)) ?? []) {
      if (
        entry.place.kind !== 'state' &&
        allowed(entry) &&
        tierOf(entry, key) === null &&
        startsWithTypo(entry, key, typos)
      ) {
        tiers.typo.push(entry);
      }
    }
  }

  // One suggestion per place, and per label: a town and an LGA of the same name and state read the same.
  const suggestions: PlaceSuggestionDto[] = [];
  const seen = new Set<string>();
  for (const tier of [tiers.whole, tiers.start, tiers.inState, tiers.word, tiers.typo]) {
    for (const entry of tier) {
      const suggestion = toSuggestion(entry.place);
      const labelKey = nameKey(suggestion.label);
      if (seen.has(entry.place.id) || seen.has(labelKey)) continue;
      seen.add(entry.place.id).add(labelKey);
      suggestions.push(suggestion);
      if (suggestions.length >= limit) return suggestions;
    }
  }
  return suggestions;
}
