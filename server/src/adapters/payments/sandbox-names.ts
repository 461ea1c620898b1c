import { randomInteger } from '@fleetcare/shared';

/*
 * Nigerian account holders for the sandbox's account resolution (and the Paystack stand-in). The rule is fixed,
 * so anyone can tell which name a number resolves to (payout accounts must be in the user's own name):
 * - the test numbers in SANDBOX_TEST_ACCOUNTS name the demo accounts' holders;
 * - any other number names a holder from its digits: the 2nd to 4th digits choose the first name (the number
 *   they make, modulo 20, in FIRST_NAMES), the 5th and 6th the surname (modulo 20, in LAST_NAMES). The last four
 *   digits never change the name (the sandbox fails transfers to accounts ending 9999).
 */

/** Test account numbers and their holders, one for each demo account (the README lists them). */
export const SANDBOX_TEST_ACCOUNTS: Readonly<Record<string, string>> = {
  '2000000001': 'EZE CHIAMAKA JOY',
  '2000000002': 'DANFO LOGISTICS LIMITED',
  '2000000003': 'OBI EMEKA',
  '2000000004': 'ALHAJA AISHA BELLO',
  '2000000005': 'ADEYEMI NGOZI',
  '2000000006': 'BAKARE TUNDE',
  '2000000007': 'DANJUMA YUSUF',
};

const FIRST_NAMES = [
  'Chinedu',
  'Adaeze',
  'Oluwaseun',
  'Ngozi',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Aisha',
  'Babatunde',
  'Chiamaka',
  'Yusuf',
  'Blessing',
  'Obinna',
  'Halima',
  'Segun',
  'Amaka',
  'Musa',
  'Folake',
  'Ikenna',
  'Zainab',
];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Balogun',
  'Eze',
  'Abdullahi',
  'Nwosu',
  'Okonkwo',
  'Adebayo',
  'Bello',
  'Chukwu',
  'Olawale',
  'Abubakar',
  'Nnamdi',
  'Ogunleye',
  'Danjuma',
  'Uchenna',
  'Akande',
  'Mohammed',
  'Obi',
  'Lawal',
];

/** The sandbox's account holder for a 10-digit account number: the same number always gives the same name. */
export function sandboxAccountName(accountNumber: string): string {
  const listed = SANDBOX_TEST_ACCOUNTS[accountNumber];
  if (listed) return listed;
  const first = FIRST_NAMES[Number(accountNumber.slice(1, 4)) % FIRST_NAMES.length] ?? 'Chinedu';
  const last = LAST_NAMES[Number(accountNumber.slice(4, 6)) % LAST_NAMES.length] ?? 'Okafor';
  return `${first} ${last}`.toUpperCase();
}

/**
 * A fresh account number (random where the rule leaves room) that the sandbox resolves to `firstName lastName`,
 * both from its lists; `ending` fixes up to the last four digits. For tests and demos that need an account in a
 * given name.
 */
export function sandboxAccountNumberFor(firstName: string, lastName: string, ending = ''): string {
  const firstIndex = FIRST_NAMES.findIndex((name) => name.toLowerCase() === firstName.toLowerCase());
  const lastIndex = LAST_NAMES.findIndex((name) => name.toLowerCase() === lastName.toLowerCase());
  if (firstIndex < 0 || lastIndex < 0 || !/^\d{0,4}$/.test(ending)) {
    throw new RangeError(`the sandbox names no account ${firstName} ${lastName} ending "${ending}"`);
  }
  const pick = (index: number, size: number, digits: number) =>
    String(index + FIRST_NAMES.length * randomInteger(0, size / FIRST_NAMES.length)).padStart(digits, '0');
  const tail = Array.from({ length: 4 - ending.length }, () => String(randomInteger(0, 10))).join('') + ending;
  const number = `${randomInteger(1, 10)}${pick(firstIndex, 1000, 3)}${pick(lastIndex, 100, 2)}${tail}`;
  return SANDBOX_TEST_ACCOUNTS[number] ? sandboxAccountNumberFor(firstName, lastName, ending) : number;
}
