import {
  matchAccountName,
  MAX_BANK_ACCOUNTS,
  v,
  type AccountHolderName,
  type BankAccountDetailsDto,
  type BankAccountDto,
  type BankAccountInput,
  type PayoutBankDto,
  type VerifiedBankAccountDto,
} from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { notify } from '../notifications/index.ts';
import { accountHolderNameOf, userLocale } from '../users/index.ts';
import {
  countLiveBankAccounts,
  findLiveBankAccountByNumber,
  insertBankAccount,
  listLiveBankAccounts,
  lockBankAccountsOf,
  softDeleteBankAccount,
} from './bank-accounts.repository.ts';
import { atGateway } from '../../adapters/payments/gateway.ts';
import { walletLimits } from './wallet.limits.ts';
import {
  toBankAccountDetailsDto,
  toBankAccountDto,
  toPayoutBankDto,
  toVerifiedBankAccountDto,
} from './wallet.mapper.ts';
import { notices } from './wallet-messages.ts';

/*
 * The bank accounts a user withdraws to. The account name always comes from the gateway (never from the client)
 * and must be the user's: the profile's name, or a business account's registered business name (see
 * matchAccountName in shared). At most MAX_BANK_ACCOUNTS live ones per user, each with the gateway's transfer
 * recipient made when it is added.
 */

/** The gateway's banks, by name. */
export async function listPayoutBanks(deps: Pick<AppDeps, 'payments'>): Promise<PayoutBankDto[]> {
  const banks = await atGateway(() => deps.payments.listBanks());
  return banks.map(toPayoutBankDto).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The bank's name from the gateway's list and the holder's name from the gateway. */
async function resolveBankAccount(
  deps: Pick<AppDeps, 'payments'>,
  input: BankAccountInput,
): Promise<BankAccountDetailsDto> {
  const banks = await atGateway(() => deps.payments.listBanks());
  const bank = banks.find((candidate) => candidate.code === input.bankCode);
  if (!bank) throw validationFailed({ bankCode: v.bankCodeInvalid });
  const resolved = await atGateway(() =>
    deps.payments.resolveAccount({ accountNumber: input.accountNumber, bankCode: bank.code }),
  );
  if (!resolved) throw new AppError('BANK_ACCOUNT_NOT_RESOLVED');
  return toBankAccountDetailsDto(bank, input.accountNumber, resolved);
}

/** The names a payout account may be in: the profile's, and a business account's registered business name. */
async function holderOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<AccountHolderName> {
  const holder = await accountHolderNameOf(deps, userId);
  if (!holder) throw new AppError('NOT_FOUND');
  return holder;
}

const nameMatches = (account: BankAccountDetailsDto, holder: AccountHolderName) =>
  matchAccountName(account.accountName, holder) !== null;

/** Shows the account holder's name, and whether it is the user's, before the user saves the account. */
export async function verifyBankAccount(
  deps: AppDeps,
  userId: string,
  input: BankAccountInput,
): Promise<VerifiedBankAccountDto> {
  await walletLimits(deps).verifyBankAccountPerUser.consume(userId);
  const account = await resolveBankAccount(deps, input);
  return toVerifiedBankAccountDto(account, nameMatches(account, await holderOf(deps, userId)));
}

/** BANK_ACCOUNT_NAME_MISMATCH, naming what the bank said, when the account is not in the user's name. */
function assertInHolderName(account: BankAccountDetailsDto, holder: AccountHolderName): void {
  if (nameMatches(account, holder)) return;
  const profileName = `${holder.firstName} ${holder.lastName}`.trim();
  throw new AppError('BANK_ACCOUNT_NAME_MISMATCH', {
    message:
      `The bank says account •••• ${account.accountNumber.slice(-4)} belongs to ${account.accountName}, ` +
      `not to ${profileName}${holder.businessName ? ` or ${holder.businessName}` : ''} (your profile). ` +
      'Withdrawals go only to an account in your own name.',
    detail: account.accountName,
  });
}

/** BANK_ACCOUNT_EXISTS for the same live account, BANK_ACCOUNT_LIMIT when the user already has the most. */
async function assertRoomFor(db: Db, userId: string, input: BankAccountInput): Promise<void> {
  if (await findLiveBankAccountByNumber(db, userId, input)) throw new AppError('BANK_ACCOUNT_EXISTS');
  if ((await countLiveBankAccounts(db, userId)) >= MAX_BANK_ACCOUNTS) throw new AppError('BANK_ACCOUNT_LIMIT');
}

/**
 * Resolves the account again, checks that it is in the user's name, makes the gateway's transfer recipient and
 * saves it. The limit is checked first (nothing is asked of the gateway for an account that cannot be saved) and
 * again under the user's lock, so two adds at once never make six.
 */
export async function addBankAccount(deps: AppDeps, userId: string, input: BankAccountInput): Promise<BankAccountDto> {
  await walletLimits(deps).addBankAccountPerUser.consume(userId);
  await assertRoomFor(deps.db, userId, input);
  const account = await resolveBankAccount(deps, input);
  assertInHolderName(account, await holderOf(deps, userId));
  const { recipientCode } = await atGateway(() =>
    deps.payments.createTransferRecipient({
      name: account.accountName,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
    }),
  );
  const row = await deps.db.transaction(async (tx) => {
    await lockBankAccountsOf(tx, userId);
    await assertRoomFor(tx, userId, input);
    return insertBankAccount(tx, { userId, ...account, recipientCode, createdAt: deps.now() });
  });
  // A new payout account is sensitive: the owner hears of it at once, whoever added it.
  try {
    await notify(deps, userId, {
      kind: 'plain',
      category: 'account',
      message: notices.bankAccountAdded(row)(await userLocale(deps, userId)),
      actionPath: '/dashboard/wallet/bank-accounts',
    });
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'bank account notification failed');
  }
  return toBankAccountDto(row);
}

/** How many live payout bank accounts the user has (a technician's payout step). */
export async function countPayoutBankAccounts(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number> {
  return countLiveBankAccounts(deps.db, userId);
}

/** The user's live accounts, newest first. */
export async function listSavedBankAccounts(deps: Pick<AppDeps, 'db'>, userId: string): Promise<BankAccountDto[]> {
  return (await listLiveBankAccounts(deps.db, userId)).map(toBankAccountDto);
}

/** Deletes one of the user's live accounts (kept for the payouts that went to it). */
export async function deleteBankAccount(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  id: string,
): Promise<BankAccountDto> {
  const row = await softDeleteBankAccount(deps.db, userId, id, deps.now());
  if (!row) throw new AppError('NOT_FOUND');
  return toBankAccountDto(row);
}
