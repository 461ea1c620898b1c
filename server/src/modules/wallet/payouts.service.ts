import {
  formatNaira,
  payoutTransferFeeKobo,
  type Page,
  type PayoutDto,
  type PayoutTransferFeeDto,
  type TransferToBankInput,
  type WalletPageQuery,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyTransactionOtp } from '../users/index.ts';
import { getWalletBalances, platformAccount, postInTransaction, publishBalances, walletOf } from '../ledger/index.ts';
import { findLiveBankAccount } from './bank-accounts.repository.ts';
import { sendPayoutToGateway } from './payout-gateway.service.ts';
import {
  findPayoutByReference,
  insertPayoutOnce,
  listPayoutsOf,
  lockPayoutReference,
  type PayoutWithAccount,
} from './payouts.repository.ts';
import { toPayoutDto, toPayoutTransferFeeDto } from './wallet.mapper.ts';
import { ledgerDescriptions } from './wallet-messages.ts';

/*
 * Withdrawals. The amount and the gateway's fee leave the wallet at once (into payouts-in-flight) in the same
 * database transaction that records the payout; the gateway is asked after the commit, and its final word
 * (webhook, verify, reconciliation) settles or refunds the payout once. One effect per client reference. Only
 * cash is withdrawn: promotional credit is never touched, so a wallet short of cash is refused
 * (INSUFFICIENT_WITHDRAWABLE_FUNDS) whatever promotional credit there is.
 */

export type PayoutRequest = Omit<TransferToBankInput, 'otp'>;

/**
 * Confirms the person before money moves (the transaction OTP). It runs inside the payout's database
 * transaction (`txDeps.db`), so a twin request waits for it; it throws the typed error of a wrong code.
 */
export type ConfirmPayout = (txDeps: AppDeps) => Promise<void>;

export function getPayoutTransferFee(amount: number): PayoutTransferFeeDto {
  return toPayoutTransferFeeDto(amount);
}

/** The same request again answers the first payout; the reference used for anything else is refused. */
function answerAgain(existing: PayoutWithAccount, userId: string, request: PayoutRequest): PayoutDto {
  const { payout } = existing;
  const same =
    payout.userId === userId && payout.bankAccountId === request.bankAccountId && payout.amount === request.amount;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toPayoutDto(existing);
}

type Started =
  | { kind: 'created'; payout: PayoutWithAccount; touchedUserIds: string[] }
  | { kind: 'again'; payout: PayoutWithAccount }
  | { kind: 'refused'; error: AppError };

/** The refusal of a withdrawal the cash cannot cover, saying what can be withdrawn (read in `deps.db`). */
async function cashShortfall(deps: AppDeps, userId: string, total: number): Promise<AppError> {
  const naira = (await getWalletBalances(deps, userId)).balances.find((balance) => balance.currency === 'NGN');
  const promotional = naira?.promotional ?? 0;
  return new AppError('INSUFFICIENT_WITHDRAWABLE_FUNDS', {
    message:
      `Your withdrawable balance is ${formatNaira(naira?.available ?? 0)}, less than the ${formatNaira(total)} ` +
      'this withdrawal and its fee need.' +
      (promotional > 0
        ? ` Your ${formatNaira(promotional)} of promotional credit pays for FleetCare services but cannot be withdrawn.`
        : ''),
  });
}

/**
 * Starts a payout after `confirm` accepts the person. A wrong code changes nothing but the code's attempt count
 * (kept: the refusal commits); too little cash (INSUFFICIENT_WITHDRAWABLE_FUNDS) rolls everything back, the code
 * included.
 */
export async function startPayout(
  deps: AppDeps,
  userId: string,
  request: PayoutRequest,
  confirm: ConfirmPayout,
): Promise<PayoutDto> {
  const earlier = await findPayoutByReference(deps.db, request.reference);
  if (earlier) return answerAgain(earlier, userId, request);
  const account = await findLiveBankAccount(deps.db, userId, request.bankAccountId);
  if (!account) throw new AppError('NOT_FOUND');
  const fee = payoutTransferFeeKobo(request.amount);
  const total = request.amount + fee;

  const started = await deps.db.transaction(async (tx): Promise<Started> => {
    await lockPayoutReference(tx, request.reference);
    const twin = await findPayoutByReference(tx, request.reference);
    if (twin) return { kind: 'again', payout: twin };
    try {
      await confirm({ ...deps, db: tx });
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', error };
      throw error;
    }
    const now = deps.now();
    const payout = await insertPayoutOnce(tx, {
      userId,
      bankAccountId: account.id,
      reference: request.reference,
      amount: request.amount,
      fee,
      currency: 'NGN',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    if (!payout) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const posted = await postInTransaction(deps, tx, {
      kind: 'payout',
      idempotencyKey: `payout:${payout.reference}`,
      userId,
      description: ledgerDescriptions.payout(account),
      payoutId: payout.id,
      postings: [
        { account: walletOf(userId), amount: -total },
        { account: platformAccount('payouts-in-flight'), amount: total },
      ],
    }).catch(async (error: unknown) => {
      // Thrown on, it rolls back the payout row and the code's use.
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw await cashShortfall({ ...deps, db: tx }, userId, total);
      }
      throw error;
    });
    return { kind: 'created', payout: { payout, account }, touchedUserIds: posted.touchedUserIds };
  });

  if (started.kind === 'refused') throw started.error;
  if (started.kind === 'again') return answerAgain(started.payout, userId, request);
  await publishBalances(deps, started.touchedUserIds);
  await sendPayoutToGateway(deps, started.payout);
  const now = await findPayoutByReference(deps.db, request.reference);
  return toPayoutDto(now ?? started.payout);
}

/** POST transfer-to-bank-account: the transaction OTP (or authenticator code) confirms it. */
export async function transferToBankAccount(
  deps: AppDeps,
  userId: string,
  input: TransferToBankInput,
): Promise<PayoutDto> {
  const { otp, ...request } = input;
  return startPayout(deps, userId, request, async (txDeps) => {
    await verifyTransactionOtp(txDeps, userId, 'payout', otp);
  });
}

export async function listMyPayouts(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: WalletPageQuery,
): Promise<Page<PayoutDto>> {
  const { page, limit } = query;
  const { rows, total } = await listPayoutsOf(deps.db, userId, { offset: (page - 1) * limit, limit });
  return { items: rows.map(toPayoutDto), total, page, limit };
}
