import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminRoles, type AdminAccountDto, type AdminActionDescription, type AdminRole } from '@fleetcare/shared';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAdmins } from '../api/admins.ts';
import { ActionButton } from '../components/action-dialog.tsx';
import type { SelectOption } from '../components/action-field.tsx';
import { Chip } from '../components/field-value.tsx';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { PanelPageUnavailable } from '../components/resource-unavailable.tsx';
import { AdminLoadError, LoadingRows } from '../components/states.tsx';
import { useHasPrivilege, useResourceDescription } from '../lib/panel-context.ts';
import { ADD_ADMIN, GRANT_ROLE, REVOKE_ROLE, roleActionShapes } from '../lib/role-actions.ts';
import { adminRecordPath } from '../paths.ts';

const ADMINS = 'admins';

/** The role actions as the server describes them to this admin, or their declared shape. */
function useRoleAction(name: string): AdminActionDescription {
  const admins = useResourceDescription(ADMINS);
  return admins?.actions.find((action) => action.name === name) ?? (roleActionShapes[name] as AdminActionDescription);
}

function useRoleOptions() {
  const { t } = useTranslation('admin');
  return (roles: readonly AdminRole[]): SelectOption[] =>
    roles.map((role) => ({ value: role, label: t(`adminRoles.${role}.name`) }));
}

function AdminRow({ admin }: { admin: AdminAccountDto }) {
  const { t } = useTranslation('admin');
  const grant = useRoleAction(GRANT_ROLE);
  const revoke = useRoleAction(REVOKE_ROLE);
  const roleOptions = useRoleOptions();
  const readable = useResourceDescription(ADMINS) !== undefined;
  const notHeld = adminRoles.filter((role) => !admin.roles.includes(role));
  const record = { _id: admin._id, email: admin.email };
  const name = `${admin.firstName} ${admin.lastName}`.trim();
  return (
    <tr className="align-top hover:bg-slate-50">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        {readable ? (
          <Link to={adminRecordPath(ADMINS, admin._id)} className={`${inlineLinkClass} break-all`}>
            {admin.email}
          </Link>
        ) : (
          <span className="break-all">{admin.email}</span>
        )}
      </th>
      <td className="px-4 py-3 text-slate-800">{name || '—'}</td>
      <td className="px-4 py-3">
        <ul className="flex flex-wrap gap-1" aria-label={t('roles.rolesOf', { email: admin.email })}>
          {admin.roles.map((role) => (
            <li key={role}>
              <Chip>{t(`adminRoles.${role}.name`)}</Chip>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3 text-slate-800">{admin.twoFactorEnabled ? t('value.yes') : t('value.no')}</td>
      <td className="px-4 py-3 text-slate-800">{admin.suspended ? t('value.yes') : t('value.no')}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {notHeld.length > 0 && (
            <ActionButton
              resource={ADMINS}
              action={grant}
              record={record}
              options={{ role: roleOptions(notHeld) }}
              label={t('roles.grant')}
            />
          )}
          {admin.roles.length > 0 && (
            <ActionButton
              resource={ADMINS}
              action={revoke}
              record={record}
              options={{ role: roleOptions(admin.roles) }}
              label={t('roles.revoke')}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

function RoleManagement() {
  const { t } = useTranslation('admin');
  const admins = useAdmins();
  const addAdmin = useRoleAction(ADD_ADMIN);
  const roleOptions = useRoleOptions();
  return (
    <>
      <PanelPageHeader
        title={t('roles.title')}
        intro={t('roles.intro')}
        actions={
          <ActionButton
            resource={ADMINS}
            action={addAdmin}
            options={{ role: roleOptions(adminRoles) }}
            label={t('roles.add')}
          />
        }
      />
      {admins.isPending ? (
        <LoadingRows label={t('roles.loading')} />
      ) : admins.isError ? (
        <AdminLoadError title={t('roles.loadError')} error={admins.error} onRetry={() => void admins.refetch()} />
      ) : admins.data.length === 0 ? (
        <EmptyState size="section" icon={UsersRound} title={t('roles.empty')} />
      ) : (
        <div
          role="region"
          aria-label={t('roles.tableLabel')}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left">
              <tr>
                {(['email', 'name', 'roles', 'twoFactor', 'suspended', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-slate-700">
                    {t(`roles.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {admins.data.map((admin) => (
                <AdminRow key={admin._id} admin={admin} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** /admin-panel/roles: who holds admin roles, and granting, revoking and adding them (with roles:manage). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const allowed = useHasPrivilege('roles:manage');
  usePageMeta(t('roles.title'));
  if (!allowed) return <PanelPageUnavailable title={t('roles.title')} body={t('unavailable.roles')} />;
  return <RoleManagement />;
}

export default RolesPage;
