import { screens, type Role } from '@fleetcare/shared';
import { Lock } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSignedInUser } from '../../features/users/session/use-signed-in-user.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** What someone without the role reads: whose screens these are, and the way on. */
function NotForRole({ role }: { role: 'customer' | 'supplier' }) {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t(`roleGate.${role}.title`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <EmptyState
        size="page"
        headingLevel={1}
        icon={Lock}
        tone="muted"
        title={t(`roleGate.${role}.title`)}
        action={
          <ButtonLink to={role === 'supplier' ? screens.supplierProfile : screens.dashboard}>
            {t(`roleGate.${role}.action`)}
          </ButtonLink>
        }
      >
        {t(`roleGate.${role}.body`)}
      </EmptyState>
    </div>
  );
}

/**
 * A spare-part screen for one role: the customer's requests for vehicle owners, the invitations for parts suppliers
 * (the server refuses the others' calls anyway); anyone else is told whose screen it is.
 */
export function forRole(role: Extract<Role, 'customer' | 'supplier'>, Page: ComponentType): ComponentType {
  function RoleScreen() {
    const { roles } = useSignedInUser();
    return roles.includes(role) ? <Page /> : <NotForRole role={role} />;
  }
  return RoleScreen;
}
