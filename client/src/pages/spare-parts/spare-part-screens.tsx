import { forRole } from './role-gate.tsx';

/**
 * The spare-part screens, each loaded on its own and each for its role. The route table reaches them through this
 * small module, so the lists of files each screen needs sit here and not in the JavaScript every page loads first.
 */
export const sparePartScreens = {
  home: () => import('./spare-parts-home.tsx'),
  requests: async () => ({
    default: forRole('customer', (await import('../../features/spare-parts/pages/requests-list-page.tsx')).default),
  }),
  newRequest: async () => ({
    default: forRole('customer', (await import('../../features/spare-parts/pages/new-request-page.tsx')).default),
  }),
  editRequest: async () => ({
    default: forRole('customer', (await import('../../features/spare-parts/pages/edit-request-page.tsx')).default),
  }),
  request: async () => ({
    default: forRole('customer', (await import('../../features/spare-parts/pages/request-page.tsx')).default),
  }),
  myQuotations: async () => ({
    default: forRole('supplier', (await import('../../features/spare-parts/pages/my-quotations-page.tsx')).default),
  }),
  invitations: async () => ({
    default: forRole('supplier', (await import('../../features/spare-parts/pages/invitations-page.tsx')).default),
  }),
  invitedRequest: async () => ({
    default: forRole('supplier', (await import('../../features/spare-parts/pages/invited-request-page.tsx')).default),
  }),
  createQuotation: async () => ({
    default: forRole(
      'supplier',
      (await import('../../features/spare-parts/quotations/pages/create-quotation-page.tsx')).default,
    ),
  }),
  submittedQuotations: async () => ({
    default: forRole(
      'supplier',
      (await import('../../features/spare-parts/quotations/pages/submitted-quotations-page.tsx')).default,
    ),
  }),
  requestQuotations: async () => ({
    default: forRole(
      'customer',
      (await import('../../features/spare-parts/quotations/pages/request-quotations-page.tsx')).default,
    ),
  }),
};
