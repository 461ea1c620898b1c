import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency, LedgerAccountKind } from '@fleetcare/shared';
import type { Db } from '../src/db/client.ts';
import { ledgerAccounts, users } from '../src/db/schema/index.ts';
import type { AppDeps } from '../src/deps.ts';
import {
  checkLedgerInvariants,
  describeLedgerProblems,
  grantPromotionalCredit,
  platformAccount,
  postLedgerTransaction,
  walletOf,
  type LedgerInvariantReport,
} from '../src/modules/ledger/index.ts';

/** Proves the whole ledger sound (balanced, one currency per transaction, no drift, no negative user account,
 * escrow equal to the holds): throws with a readable report otherwise. Finish every money test with it. */
export async function expectLedgerSound(db: Db): Promise<LedgerInvariantReport> {
  const report = await checkLedgerInvariants(db);
  if (!report.ok) throw new Error(`The ledger is not sound:\n  ${describeLedgerProblems(report).join('\n  ')}`);
  return report;
}

/** A bare user row for money tests that need no sign-in (much faster than signing up). */
export async function insertMoneyUser(db: Db, name = 'payer'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email: `${name}.${randomUUID()}@example.com`, firstName: name, lastName: 'Test' })
    .returning({ id: users.id });
  if (!row) throw new Error('insertMoneyUser: no row');
  return row.id;
}

/** Credits a wallet the way a gateway top-up does (gateway clearing → wallet), with a fresh idempotency key. */
export async function fundWallet(deps: AppDeps, userId: string, amount: number, currency: Currency = 'NGN') {
  return postLedgerTransaction(deps, {
    kind: 'top-up',
    idempotencyKey: `test-top-up:${randomUUID()}`,
    userId,
    description: 'Wallet top-up',
    postings: [
      { account: platformAccount('gateway-clearing', currency), amount: -amount },
      { account: walletOf(userId, currency), amount },
    ],
  });
}

/** The cached balance of one account (0 before it exists). */
export async function accountBalance(
  db: Db,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency: Currency = 'NGN',
): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.balance ?? 0;
}

/** A user's wallet (cash), promotional-credit and escrow balances (kobo). */
export async function userBalances(db: Db, userId: string): Promise<{ wallet: number; promo: number; escrow: number }> {
  return {
    wallet: await accountBalance(db, 'wallet', userId),
    promo: await accountBalance(db, 'promo', userId),
    escrow: await accountBalance(db, 'escrow', userId),
  };
}

/** Gives a user promotional credit the way a coupon does (promotions → promo), with a fresh idempotency key. */
export async function fundPromo(deps: AppDeps, userId: string, amount: number, currency: Currency = 'NGN') {
  return grantPromotionalCredit(deps, {
    userId,
    amount,
    currency,
    idempotencyKey: `test-promotion:${randomUUID()}`,
    description: 'Welcome credit',
  });
}
