/**
 * Text as the gazetteer compares it: lower case, accents dropped ("Ọ̀yọ́" → "oyo"), every run of punctuation or
 * space one space, and the usual short forms of street words written out ("st" → "street", "rd" → "road").
 */
const STREET_WORDS: Record<string, string> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  cres: 'crescent',
  cresc: 'crescent',
  cl: 'close',
  dr: 'drive',
  ln: 'lane',
  expy: 'expressway',
  hwy: 'highway',
  blvd: 'boulevard',
};

/** Words that end a street's name: a place name just before one is the street's, not the address's place. */
export const STREET_SUFFIXES = new Set([
  'street',
  'road',
  'avenue',
  'way',
  'close',
  'crescent',
  'drive',
  'lane',
  'expressway',
  'highway',
  'boulevard',
  'junction',
  'bypass',
  'link',
]);

/** Words of an address that never name a place by themselves, so fuzzy matching leaves them alone. */
export const ADDRESS_WORDS = new Set([
  ...STREET_SUFFIXES,
  'no',
  'number',
  'plot',
  'block',
  'flat',
  'house',
  'suite',
  'floor',
  'off',
  'near',
  'opposite',
  'opp',
  'beside',
  'behind',
  'by',
  'along',
  'estate',
  'phase',
  'gra',
  'layout',
  'extension',
  'quarters',
  'lga',
  'local',
  'government',
  'area',
  'council',
  'state',
  'nigeria',
  'the',
  'and',
  'of',
  'in',
  'at',
]);

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/** A name reduced to its letters and digits, so "Eti-Osa", "Eti Osa" and "EtiOsa" are one key. */
export function nameKey(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

/**
 * Edit distance of two strings (insertions, deletions, substitutions and swaps of two neighbouring letters, so
 * "kadnua" is one edit from "kaduna") when it is at most `max`, else `max + 1`; stops as soon as it must exceed.
 */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < width * 3) rows = new Int32Array(width * 3 * 2);
  // Three rows in one buffer: the row before the previous one, the previous one, the current one.
  let beforePrevious = 0;
  let previous = width;
  let current = width * 2;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (rows[previous + j] as number) + 1,
        (rows[current + j - 1] as number) + 1,
        (rows[previous + j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (rows[beforePrevious + j - 2] as number) + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(rows[previous + b.length] as number, max + 1);
}

/** The rows boundedLevenshtein works in, reused between calls (it is synchronous). */
let rows = new Int32Array(64 * 3);

/** How many letters a name of this length may be off and still match: none below 4, one to 6, two from 7. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}
