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
import { Chip, NoValue } from '../components/field-value.tsx';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { PanelPageUnavailable } from '../components/resource-unavailable.tsx';
import { AdminLoadError, LoadingRows } from '../components/states.tsx';
import { useHasPrivilege, useResourceDescription } from '../lib/panel-context.ts';
import { ADD_ADMIN, GRANT_ROLE, REVOKE_ROLE, roleActionShapes } from '../lib/role-actions.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';
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

function AdminEmail({ admin }: { admin: AdminAccountDto }) {
  const readable = useResourceDescription(ADMINS) !== undefined;
  return readable ? (
    <Link to={adminRecordPath(ADMINS, admin._id)} className={`${inlineLinkClass} break-words`}>
      {admin.email}
    </Link>
  ) : (
    <span className="break-words">{admin.email}</span>
  );
}

function RoleChips({ admin }: { admin: AdminAccountDto }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('roles.rolesOf', { email: admin.email })}>
      {admin.roles.map((role) => (
        <li key={role}>
          <Chip>{t(`adminRoles.${role}.name`)}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** Grant (a role not held yet) and revoke (a role held), each with only the roles that make sense. */
function RoleButtons({ admin }: { admin: AdminAccountDto }) {
  const { t } = useTranslation('admin');
  const grant = useRoleAction(GRANT_ROLE);
  const revoke = useRoleAction(REVOKE_ROLE);
  const roleOptions = useRoleOptions();
  const notHeld = adminRoles.filter((role) => !admin.roles.includes(role));
  const record = { _id: admin._id, email: admin.email };
  return (
    <div className="flex flex-wrap gap-2">
      {notHeld.length > 0 && (
        <ActionButton
          size="sm"
          resource={ADMINS}
          action={grant}
          record={record}
          options={{ role: roleOptions(notHeld) }}
          label={t('roles.grant')}
        />
      )}
      {admin.roles.length > 0 && (
        <ActionButton
          size="sm"
          resource={ADMINS}
          action={revoke}
          record={record}
          options={{ role: roleOptions(admin.roles) }}
          label={t('roles.revoke')}
        />
      )}
    </div>
  );
}

const fullName = (admin: AdminAccountDto) => `${admin.firstName} ${admin.lastName}`.trim();

function AdminRow({ admin }: { admin: AdminAccountDto }) {
  const { t } = useTranslation('admin');
  return (
    <tr className="align-top hover:bg-slate-50">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <AdminEmail admin={admin} />
        <span className="block text-slate-700">{fullName(admin) || <NoValue />}</span>
      </th>
      <td className="min-w-36 px-4 py-3">
        <RoleChips admin={admin} />
      </td>
      <td className="px-4 py-3 text-slate-800">{admin.twoFactorEnabled ? t('value.yes') : t('value.no')}</td>
      <td className="px-4 py-3 text-slate-800">{admin.suspended ? t('value.yes') : t('value.no')}</td>
      <td className="px-4 py-3">
        <RoleButtons admin={admin} />
      </td>
    </tr>
  );
}

function AdminsTable({ admins }: { admins: readonly AdminAccountDto[] }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="region"
      aria-label={t('roles.tableLabel')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            {(['admin', 'roles', 'twoFactor', 'suspended', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-slate-700">
                {t(`roles.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {admins.map((admin) => (
            <AdminRow key={admin._id} admin={admin} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: a card per admin with the same facts and buttons as the table's row. */
function AdminCards({ admins }: { admins: readonly AdminAccountDto[] }) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('roles.tableLabel')} className="space-y-3">
      {admins.map((admin) => (
        <li key={admin._id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="font-semibold">
            <AdminEmail admin={admin} />
          </p>
          {fullName(admin) && <p className="text-sm text-slate-700">{fullName(admin)}</p>}
          <RoleChips admin={admin} />
          <dl className="grid grid-cols-2 gap-x-4 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t('roles.columns.twoFactor')}</dt>
              <dd>{admin.twoFactorEnabled ? t('value.yes') : t('value.no')}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('roles.columns.suspended')}</dt>
              <dd>{admin.suspended ? t('value.yes') : t('value.no')}</dd>
            </div>
          </dl>
          <RoleButtons admin={admin} />
        </li>
      ))}
    </ul>
  );
}

function AdminList({ admins }: { admins: readonly AdminAccountDto[] }) {
  return useWideScreen() ? <AdminsTable admins={admins} /> : <AdminCards admins={admins} />;
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
        <AdminList admins={admins.data} />
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
