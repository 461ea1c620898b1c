import { isCalendarDate, ledgerTransactionKinds, type LedgerTransactionKind } from '@fleetcare/shared';

/** The transaction list's filters and page, kept in the address so the back button returns to the same view. */
export interface WalletTransactionsFilter {
  page: number;
  kind: LedgerTransactionKind | '';
  /** Inclusive days (YYYY-MM-DD), Lagos time. */
  from: string;
  to: string;
}

export const defaultTransactionsFilter: WalletTransactionsFilter = { page: 1, kind: '', from: '', to: '' };

function isKind(value: string | null): value is LedgerTransactionKind {
  return value !== null && (ledgerTransactionKinds as readonly string[]).includes(value);
}

/** Reads the filters from the address; anything not understood is left out rather than failing the page. */
export function transactionsFilterFrom(params: URLSearchParams): WalletTransactionsFilter {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    kind: isKind(kind) ? kind : '',
    from: isCalendarDate(from) ? from : '',
    to: isCalendarDate(to) ? to : '',
  };
}

export function transactionsFilterParams(filter: WalletTransactionsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export function isFiltered(filter: WalletTransactionsFilter): boolean {
  return filter.kind !== '' || filter.from !== '' || filter.to !== '';
}

/** The request's query: a reversed range is sent the right way round rather than refused. */
export function transactionsQuery(filter: WalletTransactionsFilter, limit: number) {
  const [from, to] =
    filter.from && filter.to && filter.from > filter.to ? [filter.to, filter.from] : [filter.from, filter.to];
  return {
    page: filter.page,
    limit,
    kind: filter.kind || undefined,
    from: from || undefined,
    to: to || undefined,
  };
}
