import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CallError } from '../../../components/form/form-status.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfirmOrderPayment } from '../api/orders.ts';

/**
 * Back from a card's checkout (?reference=…, and Paystack's ?trxref=…, the same value): the reference leaves the
 * address at once and the payment is confirmed once; while it is asked, the page says so, and a refusal is shown.
 */
export function CheckoutReturn({ requestId }: { requestId: string }) {
  const { t } = useTranslation('spare-parts');
  const [params, setParams] = useSearchParams();
  const found = params.get('reference') ?? params.get('trxref') ?? undefined;
  const [reference] = useState(found);
  const confirm = useConfirmOrderPayment(requestId);
  const { mutate } = confirm;
  const confirmed = useRef<string>(undefined);

  useEffect(() => {
    if (!found) return;
    const next = new URLSearchParams(params);
    next.delete('reference');
    next.delete('trxref');
    setParams(next, { replace: true });
  }, [found, params, setParams]);

  useEffect(() => {
    if (!reference || confirmed.current === reference) return;
    confirmed.current = reference;
    mutate(reference);
  }, [reference, mutate]);

  if (!reference) return null;
  if (confirm.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner />
        {t('order.checkingPayment')}
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <Alert tone="warning" title={t('order.paymentNotConfirmed')}>
        <CallError error={confirm.error} />
      </Alert>
    );
  }
  return null;
}
