import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../src/db/client.ts';

/*
 * PGlite has one connection. While a transaction is open, a query on the database itself (rather than on the
 * transaction) waits for the transaction to end; if the transaction waits for that query, neither ever ends. On
 * PostgreSQL the same code runs on a second connection, outside the transaction, and seems to work. A test database
 * therefore refuses, on both engines, a query or a new transaction on the database from inside an open transaction
 * of its own: the PostgreSQL run finds what would hang the embedded database, at once and with the place named.
 */

export const OUTSIDE_TRANSACTION_MESSAGE =
  'a query on the database itself while a transaction of the same call is open (use the transaction: on PGlite, ' +
  'which has one connection, this waits for the transaction forever)';

interface OpenTransaction {
  open: boolean;
}

type Method = (...args: never[]) => unknown;

/** Records each refused query; `close()` of the test database fails with them, whatever the request answered. */
export interface TransactionGuard {
  violations: Error[];
}

/** Makes `database` refuse queries outside its open transactions, as described above; returns what it refused. */
export function guardTransactions(database: Database): TransactionGuard {
  const guard: TransactionGuard = { violations: [] };
  const current = new AsyncLocalStorage<OpenTransaction>();
  const refuseInsideTransaction = (what: string) => {
    if (!current.getStore()?.open) return;
    const error = new Error(`${OUTSIDE_TRANSACTION_MESSAGE}: ${what}`);
    guard.violations.push(error);
    throw error;
  };

  const db = database.db as unknown as Record<string, Method> & { $client: Record<string, Method> };
  const transaction = db.transaction as (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  db.transaction = ((fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    try {
      refuseInsideTransaction('a new transaction');
    } catch (error) {
      return Promise.reject(error as Error);
    }
    // Open while the caller's function runs: the driver's own BEGIN (on a connection it takes from the pool, or
    // PGlite's transaction) comes before it and the COMMIT after it.
    const inside = (tx: unknown) => {
      const state: OpenTransaction = { open: true };
      return current
        .run(state, async () => fn(tx))
        .finally(() => {
          state.open = false;
        });
    };
    return transaction.call(db, inside, config);
  }) as Method;

  // The driver's entry points for work outside a transaction: node-postgres's pool (a query, or a connection for
  // a new transaction), PGlite's instance (its transactions run their queries through an object of their own).
  const client = db.$client;
  const entries = database.kind === 'postgres' ? ['query', 'connect'] : ['query', 'exec', 'transaction'];
  for (const name of entries) {
    const original = client[name];
    if (typeof original !== 'function')
      throw new Error(`guardTransactions: the ${database.kind} client has no ${name}`);
    client[name] = function guarded(this: unknown, ...args: never[]) {
      try {
        refuseInsideTransaction(name === 'query' || name === 'exec' ? statementOf(args[0]) : 'a new transaction');
      } catch (error) {
        // node-postgres's callback forms (connect(callback), query(text, values, callback)) answer through it.
        const callback = args.at(-1) as unknown;
        if (database.kind === 'postgres' && typeof callback === 'function') {
          (callback as (error: Error) => void)(error as Error);
          return undefined;
        }
        return Promise.reject(error as Error);
      }
      return original.apply(this, args);
    } as Method;
  }
  return guard;
}

/** The statement of a query's first argument (node-postgres takes a string or { text }). */
function statementOf(what: unknown): string {
  if (typeof what === 'string') return what;
  if (what && typeof what === 'object' && 'text' in what) return String(what.text);
  return String(what);
}

/** The error `close()` throws when the guard refused queries during the file. */
export function violationsError(violations: readonly Error[]): Error {
  const places = violations.map((error) => error.stack ?? error.message).join('\n\n');
  return new Error(`${violations.length} refused: ${OUTSIDE_TRANSACTION_MESSAGE}\n\n${places}`);
}
