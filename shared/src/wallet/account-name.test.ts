import { describe, expect, it } from 'vitest';
import { businessNameMatches, matchAccountName, nameWords, personNameMatches } from './account-name.ts';

const amaka = { firstName: 'Amaka', lastName: 'Okafor' };

describe('nameWords', () => {
  it('lower-cases, drops accents and apostrophes, and splits at punctuation', () => {
    expect(nameWords('OKAFOR, Amaka-Chidinma A.C.')).toEqual(['okafor', 'amaka', 'chidinma', 'a', 'c']);
    expect(nameWords('Adébáyọ̀ Ọláṣùpọ̀')).toEqual(['adebayo', 'olasupo']);
    expect(nameWords("D'Souza O’Neil")).toEqual(['dsouza', 'oneil']);
    expect(nameWords('  ')).toEqual([]);
  });

  it('writes the spellings of Muhammad one way', () => {
    expect(nameWords('Mohammed Muhammed Mohamed MUHAMMAD')).toEqual(['muhammad', 'muhammad', 'muhammad', 'muhammad']);
  });
});

describe('personNameMatches', () => {
  it.each([
    ['the same name', 'AMAKA OKAFOR'],
    ['surname first', 'OKAFOR AMAKA'],
    ['any case and punctuation', 'okafor, amaka.'],
    ['a middle name the profile does not have', 'OKAFOR AMAKA CHIDINMA'],
    ['two middle names', 'OKAFOR AMAKA CHIDINMA JOY'],
    ['the first name as an initial', 'OKAFOR A.'],
    ['the surname as an initial', 'AMAKA O'],
    ['the first name and a middle name as initials', 'OKAFOR A. C.'],
    ['initials written together', 'OKAFOR A.C'],
    ['a title', 'MRS AMAKA OKAFOR'],
    ['several titles', 'CHIEF (MRS) DR. OKAFOR AMAKA'],
    ['titles and two middle names', 'ALHAJA AMAKA NGOZI CHIDINMA OKAFOR'],
    ['accents on the bank side', 'ÒKÀFỌ̀R ÀMÀKÀ'],
  ])('matches %s ("%s" for Amaka Okafor)', (_case, bankName) => {
    expect(personNameMatches(bankName, amaka)).toBe(true);
  });

  it.each([
    ['another person', 'CHINEDU OKAFOR'],
    ['the surname alone', 'OKAFOR'],
    ['the first name alone', 'AMAKA'],
    ['both names as initials', 'A. O.'],
    ['initials of other names', 'OKAFOR B. C.'],
    ['three words the profile does not have', 'OKAFOR AMAKA CHIDINMA JOY NKEM'],
    ['a business account in the name', 'AMAKA OKAFOR ENTERPRISES'],
    ['a limited company', 'OKAFOR AMAKA LTD'],
    ['a joint account', 'AMAKA OKAFOR AND CHIDI OKAFOR EZE'],
    ['a name that only contains it', 'AMAKAS OKAFORS'],
    ['an empty name', ''],
  ])('refuses %s ("%s" for Amaka Okafor)', (_case, bankName) => {
    expect(personNameMatches(bankName, amaka)).toBe(false);
  });

  it('needs every profile word, the middle name too (written out or as an initial)', () => {
    const full = { firstName: 'Amaka', middleName: 'Chidinma', lastName: 'Okafor' };
    expect(personNameMatches('OKAFOR AMAKA CHIDINMA', full)).toBe(true);
    expect(personNameMatches('OKAFOR AMAKA C.', full)).toBe(true);
    expect(personNameMatches('OKAFOR AMAKA', full)).toBe(false);
    expect(personNameMatches('OKAFOR AMAKA JOY', full)).toBe(false);
    // A middle name typed into the first-name field counts the same way.
    expect(personNameMatches('OKAFOR AMAKA C', { firstName: 'Amaka Chidinma', lastName: 'Okafor' })).toBe(true);
    expect(personNameMatches('OKAFOR AMAKA', { firstName: 'Amaka Chidinma', lastName: 'Okafor' })).toBe(false);
  });

  it('never lets one bank word stand for two profile words', () => {
    expect(personNameMatches('OKAFOR', { firstName: 'Okafor', lastName: 'Okafor' })).toBe(false);
    expect(personNameMatches('OKAFOR OKAFOR', { firstName: 'Okafor', lastName: 'Okafor' })).toBe(true);
    expect(personNameMatches('ADA A', { firstName: 'Ada', lastName: 'Agu' })).toBe(true);
    expect(personNameMatches('ADA', { firstName: 'Ada', lastName: 'Agu' })).toBe(false);
  });

  it('takes profile initials against the written-out bank name, but not both first and last as initials', () => {
    expect(personNameMatches('OKAFOR AMAKA', { firstName: 'A.', lastName: 'Okafor' })).toBe(true);
    expect(personNameMatches('OKAFOR AMAKA', { firstName: 'A.', lastName: 'O.' })).toBe(false);
    expect(personNameMatches('OKAFOR BISI', { firstName: 'A.', lastName: 'Okafor' })).toBe(false);
  });

  it('finds hyphenated names hyphenated, apart, together or in another order', () => {
    const ngozi = { firstName: 'Ngozi', lastName: 'Adebayo-Okafor' };
    expect(personNameMatches('ADEBAYO-OKAFOR NGOZI', ngozi)).toBe(true);
    expect(personNameMatches('NGOZI ADEBAYO OKAFOR', ngozi)).toBe(true);
    expect(personNameMatches('ADEBAYOOKAFOR NGOZI', ngozi)).toBe(true);
    expect(personNameMatches('OKAFOR NGOZI ADEBAYO', ngozi)).toBe(true);
    expect(personNameMatches('OKAFOR NGOZI', ngozi)).toBe(false);
    expect(personNameMatches('NGOZI ADEBAYO-OKAFOR', { firstName: 'Ngozi', lastName: 'Okafor' })).toBe(true);
  });

  it('finds compounds such as Oluwa- names written together or apart on either side', () => {
    const seun = { firstName: 'Oluwaseun', lastName: 'Balogun' };
    expect(personNameMatches('BALOGUN OLUWASEUN', seun)).toBe(true);
    expect(personNameMatches('BALOGUN OLUWA SEUN', seun)).toBe(true);
    expect(personNameMatches('OLUWA-SEUN BALOGUN', seun)).toBe(true);
    expect(personNameMatches('BALOGUN OLUWASEUN', { firstName: 'Oluwa Seun', lastName: 'Balogun' })).toBe(true);
    expect(personNameMatches('BALOGUN OLUWASEUN', { firstName: 'Oluwa-Seun', lastName: 'Balogun' })).toBe(true);
    // A short form is another name: the profile should hold the name the bank knows.
    expect(personNameMatches('BALOGUN SEUN', seun)).toBe(false);
    expect(personNameMatches('BALOGUN OLUWA', seun)).toBe(false);
    // The parts of a compound stay together: "Oluwa ... Seun" around another word is not "Oluwaseun".
    expect(personNameMatches('OLUWA BALOGUN SEUN', seun)).toBe(false);
  });

  it('ignores titles in the profile, and keeps a first name that is also a title', () => {
    expect(personNameMatches('EMEKA OBI', { firstName: 'Chief Emeka', lastName: 'Obi' })).toBe(true);
    expect(personNameMatches('PRINCE OBI', { firstName: 'Prince', lastName: 'Obi' })).toBe(true);
    expect(personNameMatches('EMEKA OBI', { firstName: 'Prince', lastName: 'Obi' })).toBe(false);
  });

  it('takes the spellings of Muhammad as one name', () => {
    expect(personNameMatches('BELLO MOHAMMED', { firstName: 'Muhammad', lastName: 'Bello' })).toBe(true);
    expect(personNameMatches('ALHAJI MUHAMMED SANI BELLO', { firstName: 'Mohammed', lastName: 'Bello' })).toBe(true);
  });

  it('refuses a profile without a first or last name, and names too long to be names', () => {
    expect(personNameMatches('AMAKA OKAFOR', { firstName: ' ', lastName: 'Okafor' })).toBe(false);
    expect(personNameMatches('AMAKA OKAFOR', { firstName: 'Amaka', lastName: '...' })).toBe(false);
    const long = 'a b c d e f g';
    expect(personNameMatches(long, { firstName: long, lastName: 'a' })).toBe(false);
    expect(personNameMatches(`${'x '.repeat(20)} AMAKA OKAFOR`, amaka)).toBe(false);
  });
});

describe('businessNameMatches', () => {
  it.each([
    ['the same name', 'DANFO LOGISTICS LTD'],
    ['Limited for Ltd', 'DANFO LOGISTICS LIMITED'],
    ['without the legal form', 'DANFO LOGISTICS'],
    ['with Nigeria', 'DANFO LOGISTICS NIG. LTD'],
    ['another order', 'LOGISTICS DANFO LTD'],
    ['written together', 'DANFOLOGISTICS LTD'],
    ['punctuation and case', 'danfo-logistics ltd.'],
  ])('matches %s ("%s" for Danfo Logistics Ltd)', (_case, bankName) => {
    expect(businessNameMatches(bankName, 'Danfo Logistics Ltd')).toBe(true);
  });

  it.each([
    ['another business', 'DANFO TRANSPORT LTD'],
    ['a word more', 'DANFO LOGISTICS SERVICES LTD'],
    ['a word less', 'DANFO LTD'],
    ['the legal form alone', 'LIMITED'],
  ])('refuses %s ("%s" for Danfo Logistics Ltd)', (_case, bankName) => {
    expect(businessNameMatches(bankName, 'Danfo Logistics Ltd')).toBe(false);
  });

  it('takes "&" as "and", and the short forms of International and Enterprises', () => {
    expect(businessNameMatches('ADA & SONS LTD', 'Ada and Sons Limited')).toBe(true);
    expect(businessNameMatches('KANO AUTO INTL ENT', 'Kano Auto International Enterprises')).toBe(true);
  });

  it('refuses an empty business name', () => {
    expect(businessNameMatches('LTD', 'Ltd')).toBe(false);
    expect(businessNameMatches('', '')).toBe(false);
  });
});

describe('matchAccountName', () => {
  const business = { firstName: 'Tunde', lastName: 'Bakare', businessName: 'Danfo Logistics Ltd' };

  it("says whether it is the person's or the business's account", () => {
    expect(matchAccountName('BAKARE TUNDE', business)).toBe('person');
    expect(matchAccountName('DANFO LOGISTICS LIMITED', business)).toBe('business');
    expect(matchAccountName('CHINEDU OKAFOR', business)).toBeNull();
  });

  it('never takes a business name for a person without one', () => {
    expect(matchAccountName('DANFO LOGISTICS LIMITED', { firstName: 'Tunde', lastName: 'Bakare' })).toBeNull();
    expect(matchAccountName('DANFO LOGISTICS LIMITED', { ...business, businessName: null })).toBeNull();
  });
});
