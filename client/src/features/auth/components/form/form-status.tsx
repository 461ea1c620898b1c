import { useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorText, translateMessage } from './messages.ts';
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

/** The form-level error of the last submit, translated by code; `extra` adds an action (e.g. a resend link). */
export function FormError({ extra }: { extra?: (failure: FormFailure) => ReactNode }) {
  const { status } = useFormikContext();
  const { t } = useTranslation();
  return (
    <>
      <FocusFirstError />
      {isFormFailure(status) && (
        <Alert tone="error" className="mb-5">
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

/** The submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  children,
  className = 'w-full',
  variant,
}: {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'danger' | 'secondary';
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      className={`py-2 text-center leading-snug ${className}`}
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
