import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ADMIN_HOME_PATH } from '../paths.ts';
import { PanelPageHeader } from './panel-page-header.tsx';

/** A panel page the admin cannot open: no such resource, or their roles do not let them read it or do this. */
export function PanelPageUnavailable({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PanelPageHeader title={title} />
      <EmptyState
        size="section"
        tone="muted"
        icon={ShieldOff}
        title={body}
        action={<ButtonLink to={ADMIN_HOME_PATH}>{t('unavailable.home')}</ButtonLink>}
      />
    </>
  );
}

export function ResourceUnavailable() {
  const { t } = useTranslation('admin');
  return <PanelPageUnavailable title={t('unavailable.title')} body={t('unavailable.resource')} />;
}
