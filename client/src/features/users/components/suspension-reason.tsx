import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';

/**
 * Under a refused sign-in: why the account is suspended, as the admin wrote it (the error's text already says
 * that it is). Nothing for any other failure, or when no reason was given.
 */
export function SuspensionReason({ error }: { error: ApiError }) {
  const { t } = useTranslation('users');
  if (error.code !== 'ACCOUNT_SUSPENDED' || !error.detail) return null;
  return <p className="mt-2">{t('suspended.reason', { reason: error.detail })}</p>;
}
