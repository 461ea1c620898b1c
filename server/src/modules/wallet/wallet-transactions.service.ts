import {
  addDays,
  lagosDayStart,
  type Page,
  type WalletBalancesDto,
  type WalletTransactionDto,
  type WalletTransactionsQuery,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { getWalletBalances } from '../ledger/index.ts';
import { toWalletTransactionDto } from './wallet.mapper.ts';
import { findWalletEntry, listWalletEntries } from './wallet-transactions.repository.ts';

type WalletReadDeps = Pick<AppDeps, 'db'>;

export async function getBalances(deps: AppDeps, userId: string): Promise<WalletBalancesDto> {
  return getWalletBalances(deps, userId);
}

/** The caller's wallet movements, newest first; `from` and `to` are inclusive Lagos days. */
export async function listWalletTransactions(
  deps: WalletReadDeps,
  userId: string,
  query: WalletTransactionsQuery,
): Promise<Page<WalletTransactionDto>> {
  const { page, limit } = query;
  const { rows, total } = await listWalletEntries(
    deps.db,
    userId,
    {
      kind: query.kind,
      from: query.from ? lagosDayStart(query.from) : undefined,
      to: query.to ? lagosDayStart(addDays(query.to, 1)) : undefined,
    },
    { offset: (page - 1) * limit, limit },
  );
  return { items: rows.map(toWalletTransactionDto), total, page, limit };
}

/** One movement of the caller's own wallet; anyone else's is NOT_FOUND. */
export async function getWalletTransaction(
  deps: WalletReadDeps,
  userId: string,
  entryId: string,
): Promise<WalletTransactionDto> {
  const row = await findWalletEntry(deps.db, userId, entryId);
  if (!row) throw new AppError('NOT_FOUND');
  return toWalletTransactionDto(row);
}
