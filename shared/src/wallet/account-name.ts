/**
 * Is a bank account in the user's name? The bank (the gateway's account resolution) names the holder; a payout
 * account is kept only when that name is the profile's name, or, for a business account, its registered business
 * name. Pure: the server decides with it, the tests pin its rules.
 *
 * A person's name matches when:
 * - every word of the profile's first, middle and last name is in the bank's name, in any order, ignoring case,
 *   accents and punctuation ("Okafor, Amaka" and "AMAKA OKAFOR" are the same);
 * - a profile word may stand as its initial ("OKAFOR A. C." has Amaka as "A"), but the first and last name may not
 *   both be initials: one of them must be written out;
 * - a compound may be written together, apart or hyphenated on either side ("Oluwaseun" = "OLUWA SEUN" =
 *   "Oluwa-Seun"), and the spellings of Muhammad are one name;
 * - the bank's name may hold up to two words the profile does not (middle names, initials) and any number of
 *   titles (Mr, Mrs, Dr, Chief, Alhaji, Alhaja, Engr, …); titles in the profile are ignored;
 * - it is not a business's account (Ltd, Enterprises, Ventures, …): that needs the business name.
 * A business name matches when both name the same words once legal forms (Ltd = Limited, Nig = Nigeria, Co, Plc,
 * "and") are set aside, in any order.
 */

export interface AccountHolderName {
  firstName: string;
  middleName?: string | null | undefined;
  lastName: string;
  /** A business account's registered business name. */
  businessName?: string | null | undefined;
}

/** How the bank's name matched: as the person, as the business, or not at all. */
export type AccountNameMatch = 'person' | 'business' | null;

/** Up to this many words of the bank's name may be missing from the profile (middle names, initials). */
export const MAX_EXTRA_BANK_NAME_WORDS = 2;
/** Longer names are not people's names: refused before the search (which grows with both). */
const MAX_PROFILE_WORDS = 6;
const MAX_BANK_WORDS = 12;

const TITLES = new Set([
  'mr',
  'mrs',
  'miss',
  'ms',
  'mister',
  'master',
  'madam',
  'mdm',
  'dr',
  'doctor',
  'prof',
  'professor',
  'chief',
  'alhaji',
  'alh',
  'alhaja',
  'alhajiya',
  'hajia',
  'hajiya',
  'mallam',
  'malam',
  'pastor',
  'pst',
  'rev',
  'revd',
  'reverend',
  'evang',
  'evangelist',
  'bishop',
  'apostle',
  'prophet',
  'prophetess',
  'deacon',
  'deaconess',
  'elder',
  'imam',
  'sheikh',
  'engr',
  'barr',
  'barrister',
  'arc',
  'pharm',
  'sir',
  'dame',
  'lady',
  'lord',
  'hon',
  'honourable',
  'honorable',
  'senator',
  'sen',
  'justice',
  'oba',
  'otunba',
  'olori',
  'igwe',
  'ichie',
  'nze',
  'ozo',
  'capt',
  'col',
  'gen',
  'maj',
  'lt',
  'sgt',
  'comrade',
  'comr',
]);

/** Words that make a bank account a business's, never a person's. */
const BUSINESS_WORDS = new Set([
  'ltd',
  'limited',
  'plc',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'company',
  'co',
  'enterprise',
  'enterprises',
  'ent',
  'ents',
  'venture',
  'ventures',
  'global',
  'services',
  'service',
  'intl',
  'international',
  'resources',
  'concept',
  'concepts',
  'stores',
  'investment',
  'investments',
  'holdings',
  'industries',
  'logistics',
  'trading',
  'associates',
  'partners',
  'solutions',
  'nig',
  'nigeria',
]);

/** Legal forms and fillers set aside when comparing business names. */
const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'plc',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'company',
  'co',
  'nig',
  'nigeria',
  'ng',
  'and',
  'the',
]);

/** Spellings of one name, written one way. */
const VARIANTS: Record<string, string> = {
  mohammed: 'muhammad',
  mohammad: 'muhammad',
  mohamed: 'muhammad',
  mohamad: 'muhammad',
  muhammed: 'muhammad',
  muhamed: 'muhammad',
  muhamad: 'muhammad',
  intl: 'international',
  ent: 'enterprises',
  ents: 'enterprises',
  enterprise: 'enterprises',
  svc: 'services',
  svcs: 'services',
  service: 'services',
};

/**
 * The words of a name: lower case, accents dropped (Adébáyọ̀ → adebayo), apostrophes dropped (O'Neil → oneil),
 * split at anything that is not a letter or digit (spaces, dots, commas, hyphens, slashes, "&").
 */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => VARIANTS[word] ?? word);
}

/** One matched profile word or part: the bank words it took and whether an initial stood for it. */
interface Take {
  used: number[];
  byInitial: boolean;
}

/** The ways a run of bank words, joined, spells `compact` (a word, or a compound written apart). */
function runsSpelling(compact: string, bank: readonly string[], taken: readonly boolean[]): Take[] {
  const takes: Take[] = [];
  for (let start = 0; start < bank.length; start += 1) {
    let joined = '';
    const used: number[] = [];
    for (let index = start; index < bank.length; index += 1) {
      const word = bank[index] ?? '';
      if (taken[index] || word.length < 2) break;
      joined += word;
      used.push(index);
      if (!compact.startsWith(joined)) break;
      if (joined === compact) {
        takes.push({ used: [...used], byInitial: false });
        break;
      }
    }
  }
  return takes;
}

/** The ways one profile word is in the bank's name: written out, or as an initial (either side's). */
function takesOfWord(word: string, bank: readonly string[], taken: readonly boolean[]): Take[] {
  const takes = word.length > 1 ? runsSpelling(word, bank, taken) : [];
  bank.forEach((bankWord, index) => {
    if (taken[index]) return;
    const initialForWord = bankWord.length === 1 && bankWord === word[0];
    const wordIsInitial = word.length === 1 && bankWord.startsWith(word);
    if (initialForWord || wordIsInitial) takes.push({ used: [index], byInitial: true });
  });
  return takes;
}

/** The ways a whole part (first, middle or last name, maybe several words) is in the bank's name. */
function takesOfPart(words: readonly string[], bank: readonly string[], taken: readonly boolean[]): Take[] {
  const whole = words.length > 1 ? runsSpelling(words.join(''), bank, taken) : [];
  // Word by word: every word somewhere, none sharing a bank word.
  const byWord: Take[] = [];
  const walk = (index: number, used: number[], byInitial: boolean, marks: boolean[]) => {
    if (index === words.length) {
      byWord.push({ used: [...used], byInitial });
      return;
    }
    for (const take of takesOfWord(words[index] ?? '', bank, marks)) {
      const next = [...marks];
      for (const at of take.used) next[at] = true;
      walk(index + 1, [...used, ...take.used], byInitial || take.byInitial, next);
    }
  };
  walk(0, [], false, [...taken]);
  return [...whole, ...byWord];
}

/** A part's words without titles, unless only titles are there (a first name may be "Prince"). */
function partWords(text: string | null | undefined): string[] {
  const words = nameWords(text ?? '');
  const untitled = words.filter((word) => !TITLES.has(word));
  return untitled.length > 0 ? untitled : words;
}

/** Whether the bank's name is this person's (see the rules at the top). */
export function personNameMatches(bankName: string, person: Omit<AccountHolderName, 'businessName'>): boolean {
  const bank = nameWords(bankName);
  if (bank.some((word) => BUSINESS_WORDS.has(word))) return false;
  const first = partWords(person.firstName);
  const last = partWords(person.lastName);
  const middle = partWords(person.middleName);
  if (first.length === 0 || last.length === 0) return false;
  if (first.length + middle.length + last.length > MAX_PROFILE_WORDS || bank.length > MAX_BANK_WORDS) return false;
  // First and last come first: the check that they are not both initials reads their places.
  const parts = [first, last, ...(middle.length > 0 ? [middle] : [])];
  const search = (index: number, taken: boolean[], initials: boolean[]): boolean => {
    if (index === parts.length) {
      // First and last name may not both be initials.
      if (initials[0] && initials[1]) return false;
      const extra = bank.filter((word, at) => !taken[at] && !TITLES.has(word)).length;
      return extra <= MAX_EXTRA_BANK_NAME_WORDS;
    }
    for (const take of takesOfPart(parts[index] ?? [], bank, taken)) {
      const next = [...taken];
      for (const at of take.used) next[at] = true;
      if (search(index + 1, next, [...initials, take.byInitial])) return true;
    }
    return false;
  };
  return search(
    0,
    bank.map(() => false),
    [],
  );
}

/** The words of a business name that say which business it is: legal forms and fillers set aside. */
function businessWords(name: string): string[] {
  return nameWords(name).filter((word) => !LEGAL_FORMS.has(word));
}

/** Whether the bank's name is this registered business name (see the rules at the top). */
export function businessNameMatches(bankName: string, businessName: string): boolean {
  const bank = businessWords(bankName);
  const business = businessWords(businessName);
  if (business.length === 0) return false;
  const sorted = (words: string[]) => [...words].sort().join(' ');
  // The same words in any order, or the same letters written together ("DANFOLOGISTICS").
  return sorted(bank) === sorted(business) || bank.join('') === business.join('');
}

/** How the bank's name matches the holder: the person first, then the registered business name. */
export function matchAccountName(bankName: string, holder: AccountHolderName): AccountNameMatch {
  if (personNameMatches(bankName, holder)) return 'person';
  if (holder.businessName && businessNameMatches(bankName, holder.businessName)) return 'business';
  return null;
}
