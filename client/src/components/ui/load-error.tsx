import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { errorText } from '../../lib/error-text.ts';

/** A failed load: what failed, why (by error code), and a button to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retryLabel,
  className = '',
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  className?: string;
}) {
  const { t } = useTranslation('errors');
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          {retryLabel}
        </Button>
      }
    >
      {errorText(t, error)}
    </Alert>
  );
}
