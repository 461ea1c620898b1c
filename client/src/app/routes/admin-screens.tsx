import { useTranslation } from 'react-i18next';
import { AdminPanelLayout } from '../../features/admin/components/admin-panel-layout.tsx';
import { useSignedInUser } from '../../features/users/session/use-signed-in-user.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { NotFoundPage } from '../../pages/not-found-page.tsx';

export { AdminHomePage } from '../../features/admin/pages/admin-home-page.tsx';
export { ResourceListPage } from '../../features/admin/pages/resource-list-page.tsx';
export { ResourceRecordPage } from '../../features/admin/pages/resource-record-page.tsx';
export { MyPrivilegesPage } from '../../features/admin/pages/my-privileges-page.tsx';
export { RolesPage } from '../../features/admin/pages/roles-page.tsx';

function NotAnAdmin() {
  const { t, ready } = useTranslation('titles', { useSuspense: false });
  usePageMeta(ready ? t('notFound') : undefined);
  return <NotFoundPage />;
}

/**
 * The admin panel's door: only an account holding the admin role gets in; anyone else signed in finds the app's
 * not-found page, as for any path that is not theirs (the server refuses every admin call to them anyway).
 */
export function AdminGate() {
  const { roles } = useSignedInUser();
  return roles.includes('admin') ? <AdminPanelLayout /> : <NotAnAdmin />;
}
