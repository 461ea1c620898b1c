import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { Lock } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSignedInUser } from '../../features/users/session/use-signed-in-user.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

type QuotationRole = 'supplier' | 'customer';

/** What someone without the screen's role reads: whose screen it is, and the way on. */
function NotForRole({ role }: { role: QuotationRole }) {
  const { t } = useTranslation('spare-part-quotations');
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

/** A screen for one role; anyone else is told whose screen it is (the server refuses their calls anyway). */
export function forQuotationRole(role: QuotationRole, Page: ComponentType): ComponentType {
  function QuotationRoleScreen() {
    const { roles } = useSignedInUser();
    return roles.includes(role) ? <Page /> : <NotForRole role={role} />;
  }
  return QuotationRoleScreen;
}

const quotationScreen = (role: QuotationRole, load: () => Promise<{ default: ComponentType }>) =>
  page(async () => ({ default: forQuotationRole(role, (await load()).default) }));

/**
 * The spare-part quotation screens, each a chunk of its own, under /dashboard/spare-parts (their paths are whole):
 * the supplier's quotation for an invited request and their submitted quotations, for parts suppliers; the
 * comparison of a request's quotations, for its customer (the server answers anyone else's request with 404). Each
 * page sets its own tab title once its strings are in; until then the tab names the area it belongs to.
 */
export const sparePartQuotationRoutes: RouteObject[] = [
  {
    path: screens.createSparePartQuotation,
    lazy: quotationScreen(
      'supplier',
      () => import('../../features/spare-parts/quotations/pages/create-quotation-page.tsx'),
    ),
    ...titled('createSparePartQuotation'),
  },
  {
    path: screens.submittedSparePartQuotations,
    lazy: quotationScreen(
      'supplier',
      () => import('../../features/spare-parts/quotations/pages/submitted-quotations-page.tsx'),
    ),
    ...titled('submittedSparePartQuotations'),
  },
  {
    path: screens.sparePartRequestQuotations,
    lazy: quotationScreen(
      'customer',
      () => import('../../features/spare-parts/quotations/pages/request-quotations-page.tsx'),
    ),
    ...titled('sparePartRequestQuotations'),
  },
];
