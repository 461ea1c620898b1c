import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/*
 * Invariant queries: each returns the rows that break one rule (none when the ledger is sound). Without `owners`
 * they read the whole ledger; with it, only those users' accounts, holds and the transactions that touched them
 * (cheap enough to run after every step of a test).
 */

export type OwnerScope = readonly string[] | undefined;

/** "a, b, c" for `in (…)`; an empty scope matches nothing. */
const idList = (ids: readonly string[]) =>
  ids.length === 0
    ? sql`null::uuid`
    : sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
/** A condition on an accounts alias: true everywhere without a scope. (Only user accounts have owners; naming
 * their kinds lets the (kind, owner_id, currency) index find them.) */
const accountsIn = (alias: string, owners: OwnerScope): SQL =>
  owners
    ? sql`${sql.raw(alias)}.kind in ('wallet', 'promo', 'escrow') and ${sql.raw(alias)}.owner_id in (${idList(owners)})`
    : sql`true`;
/** The transactions that touched the scope's accounts. */
const transactionsIn = (column: string, owners: OwnerScope): SQL =>
  owners
    ? sql`${sql.raw(column)} in (select se.transaction_id from ledger_entries se
        join ledger_accounts sa on sa.id = se.account_id
        where sa.kind in ('wallet', 'promo', 'escrow') and sa.owner_id in (${idList(owners)}))`
    : sql`true`;

export async function unbalancedTransactions(
  db: Db,
  owners?: OwnerScope,
): Promise<{ transactionId: string; sum: number }[]> {
  const rows = await queryRows<{ transaction_id: string; sum: string }>(
    db,
    sql`
    select t.id as transaction_id, coalesce(sum(e.amount), 0)::text as sum
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    where ${transactionsIn('t.id', owners)}
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  return rows.map((row) => ({ transactionId: row.transaction_id, sum: Number(row.sum) }));
}

export async function mixedCurrencyTransactions(
  db: Db,
  owners?: OwnerScope,
): Promise<{ transactionId: string; currencies: string }[]> {
  const rows = await queryRows<{ transaction_id: string; currencies: string }>(
    db,
    sql`
    select e.transaction_id, string_agg(distinct a.currency, ',') as currencies
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where ${transactionsIn('e.transaction_id', owners)}
    group by e.transaction_id having count(distinct a.currency) > 1`,
  );
  return rows.map((row) => ({ transactionId: row.transaction_id, currencies: row.currencies }));
}

export async function driftedBalances(
  db: Db,
  owners?: OwnerScope,
): Promise<{ accountId: string; cached: number; fromEntries: number }[]> {
  const rows = await queryRows<{ account_id: string; cached: string; from_entries: string }>(
    db,
    sql`
    select a.id as account_id, a.balance::text as cached, coalesce(sum(e.amount), 0)::text as from_entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where ${accountsIn('a', owners)}
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    cached: Number(row.cached),
    fromEntries: Number(row.from_entries),
  }));
}

export async function negativeUserAccounts(
  db: Db,
  owners?: OwnerScope,
): Promise<{ accountId: string; balance: number }[]> {
  const rows = await queryRows<{ account_id: string; balance: string }>(
    db,
    sql`
    select a.id as account_id, a.balance::text as balance from ledger_accounts a
    where a.kind in ('wallet', 'promo', 'escrow') and a.balance < 0 and ${accountsIn('a', owners)}`,
  );
  return rows.map((row) => ({ accountId: row.account_id, balance: Number(row.balance) }));
}

/** Payers whose escrow balance is not the sum of their holds still in status 'held' (per currency). */
export async function escrowMismatches(
  db: Db,
  owners?: OwnerScope,
): Promise<{ payerId: string; currency: string; held: number; escrowBalance: number }[]> {
  const payersIn = owners ? sql`payer_id in (${idList(owners)})` : sql`true`;
  const rows = await queryRows<{ payer_id: string; currency: string; held: string; escrow_balance: string }>(
    db,
    sql`
    with held as (
      select payer_id, currency, sum(amount) as held from escrow_holds
      where status = 'held' and ${payersIn} group by payer_id, currency
    ), escrow as (
      select a.owner_id, a.currency, a.balance from ledger_accounts a where a.kind = 'escrow' and ${accountsIn('a', owners)}
    )
    select coalesce(held.payer_id, escrow.owner_id) as payer_id, coalesce(held.currency, escrow.currency) as currency,
      coalesce(held.held, 0)::text as held, coalesce(escrow.balance, 0)::text as escrow_balance
    from held full outer join escrow on escrow.owner_id = held.payer_id and escrow.currency = held.currency
    where coalesce(held.held, 0) <> coalesce(escrow.balance, 0)`,
  );
  return rows.map((row) => ({
    payerId: row.payer_id,
    currency: row.currency,
    held: Number(row.held),
    escrowBalance: Number(row.escrow_balance),
  }));
}

/**
 * Entries on promotional credit made by a transaction that may not move it that way. Promotional credit comes in
 * only by a grant (coupon, promotion) or a refund of a hold it paid for, and goes out only to pay for a service
 * (charge, hold); corrections may do either. A withdrawal, a top-up or a release never touches it.
 */
export async function promotionalLeaks(
  db: Db,
  owners?: OwnerScope,
): Promise<{ entryId: string; transactionId: string; kind: string; amount: number }[]> {
  const rows = await queryRows<{ entry_id: string; transaction_id: string; kind: string; amount: string }>(
    db,
    sql`
    select e.id as entry_id, e.transaction_id, t.kind, e.amount::text as amount
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'promo' and ${accountsIn('a', owners)}
      and not (
        (e.amount > 0 and t.kind in ('coupon', 'promotion', 'refund', 'correction'))
        or (e.amount < 0 and t.kind in ('charge', 'hold', 'correction'))
      )`,
  );
  return rows.map((row) => ({
    entryId: row.entry_id,
    transactionId: row.transaction_id,
    kind: row.kind,
    amount: Number(row.amount),
  }));
}

/**
 * Holds whose recorded promotional part is not what their hold posting took from the payer's promotional credit,
 * or whose refund gave back to it other than the promotional part of what was refunded (all of it for a whole
 * refund; for a partial one, up to the refunded amount: promotional credit goes back first).
 */
export async function holdSplitMismatches(
  db: Db,
  owners?: OwnerScope,
): Promise<{ holdId: string; kind: string; promoAmount: number; promoMoved: number }[]> {
  const payersIn = owners ? sql`h.payer_id in (${idList(owners)})` : sql`true`;
  const rows = await queryRows<{ hold_id: string; kind: string; promo_amount: string; promo_moved: string }>(
    db,
    sql`
    select h.id as hold_id, t.kind, h.promo_amount::text as promo_amount,
      coalesce(sum(e.amount) filter (where a.kind = 'promo' and a.owner_id = h.payer_id), 0)::text as promo_moved
    from escrow_holds h
    join ledger_transactions t on t.hold_id = h.id and t.kind in ('hold', 'refund')
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where ${payersIn}
    group by h.id, h.promo_amount, t.id, t.kind
    having coalesce(sum(e.amount) filter (where a.kind = 'promo' and a.owner_id = h.payer_id), 0)
      <> case when t.kind = 'hold' then -h.promo_amount else least(h.promo_amount, h.refunded_amount) end`,
  );
  return rows.map((row) => ({
    holdId: row.hold_id,
    kind: row.kind,
    promoAmount: Number(row.promo_amount),
    promoMoved: Number(row.promo_moved),
  }));
}
