/** Nigerian account holders for the sandbox's account resolution (and the Paystack stand-in). */

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
  const first = FIRST_NAMES[Number(accountNumber.slice(0, 5)) % FIRST_NAMES.length] ?? 'Chinedu';
  const last = LAST_NAMES[Number(accountNumber.slice(5, 10)) % LAST_NAMES.length] ?? 'Okafor';
  return `${first} ${last}`.toUpperCase();
}
