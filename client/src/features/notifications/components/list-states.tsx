import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** Grey rows holding the place of notifications still loading, about as tall as the real ones. */
export function NotificationSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('notifications');
  return (
    <div role="status" aria-live="polite" data-notifications-loading>
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden className="divide-y divide-slate-200">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex items-start gap-3 px-4 py-3">
            <span className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200" />
            <span className="flex-1 space-y-2 pt-1">
              <span className="block h-3.5 w-4/5 animate-pulse rounded bg-slate-200" />
              <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A failed load: what went wrong, what to do, and a button to try again. */
export function ListError({
  error,
  onRetry,
  className = '',
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation(['notifications', 'errors']);
  return (
    <Alert
      tone="error"
      className={className}
      title={t('list.errorTitle')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="size-4" />
          {t('list.retry')}
        </Button>
      }
    >
      {errorText(t, error)}
    </Alert>
  );
}

/** Nothing to show. */
export function EmptyNotifications({ children }: { children: string }) {
  return <p className="px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}
