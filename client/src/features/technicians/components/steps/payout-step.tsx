import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Landmark } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screens, type TechnicianInfoDto } from '@fleetcare/shared';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { refreshTechnicianInfo } from '../../api/technician-info.ts';
import { registrationStepPath } from '../../paths.ts';
import { LinkStepNav } from '../step-layout.tsx';

/** The wallet's bank accounts screen, told to offer the way back to this step once an account is added. */
export const PAYOUT_ACCOUNT_PATH = `${screens.bankAccounts}?${new URLSearchParams({
  returnTo: registrationStepPath('payout'),
}).toString()}#bank-accounts`;

/**
 * Step 9: the bank account earnings are paid to. It is the wallet's (added and checked with the bank there), so
 * this step counts them and leads to the wallet to add one; coming back, the count is asked for again.
 */
export function PayoutStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const queryClient = useQueryClient();
  // An account that is not an applicant yet has no info to ask for.
  const applicant = info.userId !== '';
  useEffect(() => {
    if (applicant) void refreshTechnicianInfo(queryClient);
  }, [queryClient, applicant]);
  const count = info.payout.bankAccountCount;
  return (
    <div className="space-y-6">
      {count === 0 ? (
        <EmptyState
          icon={Landmark}
          title={t('payout.noneTitle')}
          action={<ButtonLink to={PAYOUT_ACCOUNT_PATH}>{t('payout.add')}</ButtonLink>}
        >
          {t('payout.noneBody')}
        </EmptyState>
      ) : (
        <div className="flex flex-wrap items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <CircleCheck className="size-6 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-semibold text-brand-900" data-testid="payout-count">
              {t('payout.count', { count })}
            </p>
            <p className="mt-1 text-sm text-brand-900">{t('payout.countBody')}</p>
          </div>
          <ButtonLink to={PAYOUT_ACCOUNT_PATH} variant="secondary">
            {t('payout.manage')}
          </ButtonLink>
        </div>
      )}
      <LinkStepNav step="payout" />
    </div>
  );
}
