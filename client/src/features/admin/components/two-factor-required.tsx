import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TWO_FACTOR_SETTINGS_PATH } from '../paths.ts';

/**
 * The panel's door while two-factor authentication is off for an admin whose roles change things: what is needed,
 * why, and the way to the settings screen that turns it on.
 */
export function TwoFactorRequired() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <EmptyState
        size="page"
        headingLevel={1}
        tone="brand"
        icon={ShieldAlert}
        title={t('twoFactor.title')}
        action={
          <ButtonLink to={TWO_FACTOR_SETTINGS_PATH} size="lg">
            {t('twoFactor.turnOn')}
          </ButtonLink>
        }
      >
        <p>{t('twoFactor.body')}</p>
        <p className="mt-2">{t('twoFactor.after')}</p>
      </EmptyState>
    </div>
  );
}
