import { useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '../../lib/error-text.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { FormFailure } from './server-errors.ts';

function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === 'object' && value !== null && 'error' in value && 'otherMessages' in value;
}

/** After a submit that failed, moves the focus to the first field with an error, so it is seen and announced. */
function FocusFirstError() {
  const { isSubmitting, submitCount } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished || submitCount === 0) return;
    const invalid = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [isSubmitting, submitCount]);
  return <span ref={marker} hidden />;
}

/**
 * The form-level error of the last submit, translated by code; `extra` adds an action (e.g. a resend link).
 * `className` is the alert's (a margin below it unless the form spaces its children itself).
 */
export function FormError({
  extra,
  className = 'mb-5',
}: {
  extra?: (failure: FormFailure) => ReactNode;
  className?: string;
}) {
  const { status } = useFormikContext();
  const { t } = useTranslation();
  return (
    <>
      <FocusFirstError />
      {isFormFailure(status) && (
        <Alert tone="error" className={className}>
          <p>{errorText(t, status.error)}</p>
          {status.otherMessages.map((message) => (
            <p key={message} className="mt-1">
              {translateMessage(t, message)}
            </p>
          ))}
          {extra?.(status)}
        </Alert>
      )}
    </>
  );
}

/**
 * The submit button: disabled with a spinner while the form is being sent (a second tap does nothing). `lg` (the
 * default) is the large, full-width button of the account forms; `md` the plain button of forms inside a page.
 */
export function SubmitButton({
  children,
  className,
  variant,
  size = 'lg',
}: {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'danger' | 'secondary';
  size?: 'md' | 'lg';
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      size={size}
      variant={variant}
      className={size === 'lg' ? `py-2 text-center leading-snug ${className ?? 'w-full'}` : (className ?? '')}
      disabled={isSubmitting}
      aria-busy={isSubmitting}
    >
      {isSubmitting && <Spinner />}
      {children}
    </Button>
  );
}

/** A failure of a call that is not a form (a button press), translated by code. */
export function CallError({ error, className = '' }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert tone="error" className={className}>
      {errorText(t, error)}
    </Alert>
  );
}
