import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** The server has no such record for the caller: 404, or 400 for an id it does not take. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** A page's heading over a spinner and what it is waiting for. */
export function PageWaiting({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner />
        {children}
      </p>
    </>
  );
}

interface RecordPageProps<T> {
  /** The page's width and spacing. */
  className: string;
  /** The record the page is about. */
  query: UseQueryResult<T>;
  /** Nothing to show here (no such record, or not one this page is for): the not-found state, before any other. */
  notFound: boolean;
  notFoundTitle: ReactNode;
  notFoundBody: ReactNode;
  /** The way on from the not-found state: a link. */
  notFoundAction: ReactNode;
  /** The page's heading when the record failed to load, and while it loads unless `loadingTitle` says otherwise. */
  title: ReactNode;
  loadingTitle?: ReactNode;
  loadingText: ReactNode;
  loadFailed: string;
  retryLabel: string;
  /** The page once the record is here. */
  children: (record: T) => ReactNode;
}

/**
 * A page about one record: not found (a whole-page empty state with an h1), loading (the heading and a spinner), a
 * failed load (the heading and the error with Try again), then the record itself.
 */
export function RecordPage<T>({
  className,
  query,
  notFound,
  notFoundTitle,
  notFoundBody,
  notFoundAction,
  title,
  loadingTitle = title,
  loadingText,
  loadFailed,
  retryLabel,
  children,
}: RecordPageProps<T>) {
  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        size="page"
        headingLevel={1}
        tone="muted"
        icon={SearchX}
        title={notFoundTitle}
        action={notFoundAction}
      >
        {notFoundBody}
      </EmptyState>
    );
  } else if (query.isPending) {
    body = <PageWaiting title={loadingTitle}>{loadingText}</PageWaiting>;
  } else if (query.isError) {
    body = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <LoadError
          title={loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          retryLabel={retryLabel}
        />
      </>
    );
  } else {
    body = children(query.data);
  }
  return <div className={className}>{body}</div>;
}
