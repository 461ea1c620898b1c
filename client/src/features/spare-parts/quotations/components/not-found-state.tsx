import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { usePageMeta } from '../../../../lib/page-meta.ts';

/** A request this person may not see (or that does not exist): the server answers 404 alike, and so does this. */
export function QuotationNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('spare-part-quotations');
  usePageMeta(t('notFound.title'));
  return (
    <EmptyState
      size="page"
      headingLevel={1}
      icon={SearchX}
      tone="muted"
      title={t('notFound.title')}
      action={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}
    >
      {t('notFound.body')}
    </EmptyState>
  );
}
