import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SurchargeDto } from '@fleetcare/shared';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { SurchargeCard } from './surcharge-card.tsx';

/**
 * A job's surcharges, oldest first, each a card with the viewer's `actions` for it below; while they load, a spinner,
 * and a failed load with Try again. Each side gives its own words.
 */
export function SurchargeList({
  surcharges,
  timeZone,
  text,
  actions,
}: {
  surcharges: UseQueryResult<SurchargeDto[]>;
  timeZone: string;
  text: { loading: string; loadFailed: string; retry: string; none: string };
  actions: (surcharge: SurchargeDto) => ReactNode;
}) {
  if (surcharges.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {text.loading}
      </p>
    );
  }
  if (surcharges.isError) {
    return (
      <LoadError
        title={text.loadFailed}
        error={surcharges.error}
        onRetry={() => void surcharges.refetch()}
        retryLabel={text.retry}
      />
    );
  }
  if (surcharges.data.length === 0) return <p className="text-sm text-slate-600">{text.none}</p>;
  return (
    <ul className="space-y-3">
      {surcharges.data.map((surcharge) => (
        <li key={surcharge._id}>
          <SurchargeCard surcharge={surcharge} timeZone={timeZone} actions={actions(surcharge)} />
        </li>
      ))}
    </ul>
  );
}
