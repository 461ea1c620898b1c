import type { PayoutBankDto } from './wallet.dto.ts';

/**
 * The short names people use for their bank, by the bank's code (the code transfers take, the same at Paystack and
 * in the sandbox): "GTB" finds Guaranty Trust Bank, "FBN" First Bank of Nigeria.
 */
export const bankAliases: Readonly<Record<string, readonly string[]>> = {
  '058': ['GTB', 'GTBank', 'GTCO', 'Guaranty Trust'],
  '011': ['FBN', 'FirstBank', 'First Bank'],
  '033': ['UBA', 'United Bank for Africa'],
  '032': ['UBN', 'Union Bank'],
  '221': ['Stanbic', 'Stanbic IBTC', 'IBTC'],
  '214': ['FCMB', 'First City Monument Bank'],
  '999992': ['OPay', 'Paycom'],
  '50515': ['Moniepoint', 'Moniepoint MFB'],
  '999991': ['PalmPay'],
  '50211': ['Kuda', 'Kuda Bank'],
  '035': ['Wema', 'ALAT'],
  '063': ['Diamond', 'Diamond Bank'],
};

/** Letters and digits only, in small letters: "GT-Bank" and "gtbank" are the same search. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether a bank is what someone typed: part of its name or of one of its short names, in any case or spacing. */
export function bankMatches(bank: PayoutBankDto, search: string): boolean {
  const needle = compact(search);
  if (!needle) return true;
  const names = [bank.name, ...(bankAliases[bank.code] ?? [])];
  return names.some((name) => compact(name).includes(needle));
}
