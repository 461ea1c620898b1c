import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationCategories,
  notificationChannels,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationSettings,
} from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useNotificationSettings, useUpdateNotificationSettings } from '../../api/notification-settings.ts';
import { CallError } from '../../../../components/form/form-status.tsx';
import { SettingsSection } from '../../components/settings-section.tsx';

function NotificationTable({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation(['settings', 'errors']);
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const toggle = (category: NotificationCategory, channel: NotificationChannel) => {
    setJustSaved(false);
    setDraft((current) => ({
      ...current,
      [category]: { ...current[category], [channel]: !current[category][channel] },
    }));
  };

  const save = () =>
    update.mutate(draft, {
      onSuccess: (settings) => {
        setDraft(settings);
        setJustSaved(true);
        showToast(t('notifications.saved'));
      },
    });

  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <div className="-mx-5 overflow-x-auto sm:mx-0">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">{t('notifications.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-5 py-2 font-medium text-slate-500 sm:pl-0">
                {t('notifications.category')}
              </th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col" className="w-16 px-2 py-2 text-center font-medium text-slate-500 sm:w-24">
                  {t(`notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationCategories.map((category) => (
              <tr key={category} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-5 py-3 align-top font-normal sm:pl-0">
                  <span className="block font-medium text-slate-900">
                    {t(`notifications.categories.${category}.title`)}
                  </span>
                  <span className="block text-xs text-slate-500">{t(`notifications.categories.${category}.body`)}</span>
                </th>
                {notificationChannels.map((channel) => (
                  <td key={channel} className="px-0.5 text-center align-top">
                    {/* The whole 44 px square around the box toggles it. */}
                    <label className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-50">
                      <input
                        type="checkbox"
                        className="size-5 cursor-pointer accent-brand-700"
                        checked={draft[category][channel]}
                        onChange={() => toggle(category, channel)}
                        aria-label={t('notifications.toggle', {
                          category: t(`notifications.categories.${category}.title`),
                          channel: t(`notifications.channels.${channel}`),
                        })}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={save} disabled={update.isPending || !changed} aria-busy={update.isPending}>
          {update.isPending && <Spinner />}
          {t('notifications.save')}
        </Button>
        {changed && (
          <Button variant="secondary" onClick={() => setDraft(saved)} disabled={update.isPending}>
            {t('notifications.undo')}
          </Button>
        )}
        {justSaved && !changed && (
          <p role="status" className="text-sm font-medium text-brand-800">
            {t('notifications.savedInline')}
          </p>
        )}
      </div>
      <CallError error={update.error} className="mt-4" />
    </SettingsSection>
  );
}

/** /dashboard/settings/notification-settings: per category and channel (e-mail, SMS, push). */
export function NotificationSettingsPage() {
  const { t } = useTranslation(['settings', 'errors']);
  const settings = useNotificationSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <CallError error={settings.error} />;
  return (
    <div className="space-y-6">
      <NotificationTable saved={settings.data} />
      <Alert tone="info">{t('notifications.accountNote')}</Alert>
    </div>
  );
}

export default NotificationSettingsPage;
