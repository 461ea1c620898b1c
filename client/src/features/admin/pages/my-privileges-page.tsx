import { Check, ShieldCheck, ShieldX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPrivileges, type AdminPrivilege } from '@fleetcare/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { useAdminPanel } from '../lib/panel-context.ts';
import { TWO_FACTOR_SETTINGS_PATH } from '../paths.ts';

/** The privileges by what they are about ("users", "payouts"), in the catalogue's order. */
export function privilegesByArea(held: readonly AdminPrivilege[]): [string, AdminPrivilege[]][] {
  const areas = new Map<string, AdminPrivilege[]>();
  for (const privilege of adminPrivileges) {
    if (!held.includes(privilege)) continue;
    const area = privilege.split(':')[0] ?? privilege;
    areas.set(area, [...(areas.get(area) ?? []), privilege]);
  }
  return [...areas];
}

/** A privilege's words: "users:suspend" is under privilegeNames.users.suspend (a colon would name a namespace). */
export const privilegeKey = (privilege: AdminPrivilege) => `privilegeNames.${privilege.replace(':', '.')}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** /admin-panel/privileges: the admin's own roles, what they may do by area, and their two-factor state. */
export function MyPrivilegesPage() {
  const { t } = useTranslation('admin');
  const panel = useAdminPanel();
  usePageMeta(t('privileges.title'));
  const twoFactorOn = panel.twoFactor.enabled;
  return (
    <>
      <PanelPageHeader title={t('privileges.title')} intro={t('privileges.intro')} />
      <div className="space-y-6">
        <Section title={t('privileges.roles')}>
          <ul className="space-y-3">
            {panel.roles.map((role) => (
              <li key={role}>
                <p className="font-semibold text-slate-900">{t(`adminRoles.${role}.name`)}</p>
                <p className="text-sm text-slate-600">{t(`adminRoles.${role}.about`)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t('privileges.twoFactor')}>
          <p className="flex items-center gap-2 font-medium text-slate-900">
            {twoFactorOn ? (
              <ShieldCheck className="size-5 text-brand-700" aria-hidden />
            ) : (
              <ShieldX className="size-5 text-amber-600" aria-hidden />
            )}
            {twoFactorOn ? t('privileges.twoFactorOn') : t('privileges.twoFactorOff')}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {panel.twoFactor.required ? t('privileges.twoFactorRequired') : t('privileges.twoFactorOptional')}
          </p>
          <ButtonLink to={TWO_FACTOR_SETTINGS_PATH} variant="secondary" className="mt-3">
            {t('privileges.twoFactorSettings')}
          </ButtonLink>
        </Section>

        <Section title={t('privileges.what')}>
          <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {privilegesByArea(panel.privileges).map(([area, privileges]) => (
              <div key={area}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  {t(`privilegeAreas.${area}`)}
                </h3>
                <ul className="mt-1 space-y-1">
                  {privileges.map((privilege) => (
                    <li key={privilege} className="flex items-start gap-2 text-slate-800">
                      <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden />
                      {t(privilegeKey(privilege))}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      </div>
    </>
  );
}

export default MyPrivilegesPage;
