import type {
  BankAccountDto,
  Page,
  PaymentTransactionDto,
  PayoutBankDto,
  PayoutDto,
  SavedCardDto,
  WalletBalancesDto,
  WalletTransactionDto,
} from '@fleetcare/shared';

/** Test data for the wallet screens, shaped as the server answers (shared DTOs). */

let counter = 0;
export const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const balancesOf = (available: number, held = 0, promotional = 0): WalletBalancesDto => ({
  balances: [{ currency: 'NGN', available, promotional, held }],
});

export function pageOf<T>(items: T[], total = items.length, page = 1, limit = 20): Page<T> {
  return { items, total, page, limit };
}

export function testTransaction(overrides: Partial<WalletTransactionDto> = {}): WalletTransactionDto {
  return {
    _id: uuid(),
    transactionId: uuid(),
    kind: 'top-up',
    funds: 'cash',
    amount: 5_000_00,
    balanceAfter: 5_000_00,
    currency: 'NGN',
    description: 'Wallet top-up',
    reference: 'FC-ABCDEFGHJKMNPQRSTVWXYZ23',
    paymentId: uuid(),
    payoutId: null,
    createdAt: '2026-03-05T13:05:00.000Z',
    ...overrides,
  };
}

export function testPayment(overrides: Partial<PaymentTransactionDto> = {}): PaymentTransactionDto {
  return {
    _id: uuid(),
    reference: 'FC-ABCDEFGHJKMNPQRSTVWXYZ23',
    purpose: 'wallet-top-up',
    payForId: null,
    amount: 5_000_00,
    currency: 'NGN',
    status: 'success',
    channel: 'checkout',
    gateway: 'sandbox',
    cardSummary: 'visa •••• 4081',
    failureReason: null,
    paidAt: '2026-03-05T13:05:00.000Z',
    createdAt: '2026-03-05T13:04:00.000Z',
    ...overrides,
  };
}

export function testCard(overrides: Partial<SavedCardDto> = {}): SavedCardDto {
  return {
    _id: uuid(),
    brand: 'visa',
    last4: '4081',
    expMonth: '12',
    expYear: '2030',
    bank: 'Sandbox Bank',
    createdAt: '2026-03-05T13:06:00.000Z',
    ...overrides,
  };
}

export const testBanks: PayoutBankDto[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];

export function testBankAccount(overrides: Partial<BankAccountDto> = {}): BankAccountDto {
  return {
    _id: uuid(),
    bankCode: '058',
    bankName: 'Guaranty Trust Bank',
    accountNumber: '0123456789',
    accountName: 'ADAEZE OKONKWO',
    createdAt: '2026-03-05T13:10:00.000Z',
    ...overrides,
  };
}

export function testPayout(overrides: Partial<PayoutDto> = {}): PayoutDto {
  return {
    _id: uuid(),
    reference: 'a3c1b7e2-4f1d-4c55-9d7a-0b5d2c9e8f10',
    amount: 1_000_00,
    fee: 10_00,
    currency: 'NGN',
    status: 'pending',
    bankAccount: { bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'ADAEZE OKONKWO' },
    failureReason: null,
    createdAt: '2026-03-05T13:20:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
