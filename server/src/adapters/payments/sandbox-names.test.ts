import { describe, expect, it } from 'vitest';
import { matchAccountName } from '@fleetcare/shared';
import { demoAccounts } from '../../db/demo-accounts.ts';
import { SANDBOX_TEST_ACCOUNTS, sandboxAccountName, sandboxAccountNumberFor } from './sandbox-names.ts';

describe("the sandbox's account names", () => {
  it('names every demo account a test account number it can save (payout accounts must be in the user’s name)', () => {
    for (const account of demoAccounts) {
      const holder = {
        firstName: account.firstName,
        lastName: account.lastName,
        businessName: account.business?.companyName ?? null,
      };
      const theirs = Object.entries(SANDBOX_TEST_ACCOUNTS).filter(
        ([number]) => matchAccountName(sandboxAccountName(number), holder) !== null,
      );
      expect(theirs.length, `${account.email} has no sandbox test account in its name`).toBeGreaterThan(0);
    }
  });

  it('reads the holder of any other number from its 2nd to 6th digits, never from the last four', () => {
    expect(sandboxAccountName('0123456789')).toBe('NGOZI NWOSU');
    expect(sandboxAccountName('9123450000')).toBe('NGOZI NWOSU');
    expect(sandboxAccountName('2045678901')).toBe('FUNMILAYO ADEBAYO');
  });

  it('makes fresh numbers for a name from its lists, with a chosen ending, that resolve to that name', () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const number = sandboxAccountNumberFor('Amaka', 'Okafor', i % 2 === 0 ? '9999' : '');
      expect(number).toMatch(/^[1-9]\d{9}$/);
      expect(sandboxAccountName(number)).toBe('AMAKA OKAFOR');
      if (i % 2 === 0) expect(number.endsWith('9999')).toBe(true);
      numbers.add(number);
    }
    expect(numbers.size).toBeGreaterThan(40);
    expect(() => sandboxAccountNumberFor('Tunde', 'Bakare')).toThrow(RangeError);
    expect(() => sandboxAccountNumberFor('Amaka', 'Okafor', '12345')).toThrow(RangeError);
  });
});
