import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';

/** A record form in its tinted panel; the heading takes the focus when the panel opens, so it is announced. */
export function FormPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4 sm:p-5">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Cancel and submit at the foot of a record form (submit on top on phones). */
export function FormActions({ onCancel, submitLabel }: { onCancel: () => void; submitLabel: ReactNode }) {
  const { t } = useTranslation('vehicle-records');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <SubmitButton size="md">{submitLabel}</SubmitButton>
    </div>
  );
}
