import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(
  async () => (await import('../../pages/spare-parts/spare-part-screens.tsx')).sparePartScreens,
);

/**
 * /dashboard/spare-parts/*: the spare-part screens by role. /dashboard/spare-parts itself sends a supplier to their
 * quotations' hub and anyone else to their requests; the customer's requests (list, new, edit, show, the comparison
 * of a request's quotations) are for vehicle owners, the hub, the invitations, an invited request, the quotation
 * form and the submitted quotations for parts suppliers (each screen says so to anyone else).
 */
export const sparePartRoutes: RouteObject[] = [
  { index: true, lazy: screen('home'), ...titled('spareParts') },
  {
    path: screens.sparePartRequests,
    children: [
      { index: true, lazy: screen('requests'), ...titled('sparePartRequests') },
      { path: screens.newSparePartRequest, lazy: screen('newRequest'), ...titled('newSparePartRequest') },
      { path: screens.editSparePartRequest, lazy: screen('editRequest'), ...titled('editSparePartRequest') },
      { path: screens.sparePartRequest, lazy: screen('request'), ...titled('sparePartRequest') },
      {
        path: screens.sparePartRequestQuotations,
        lazy: screen('requestQuotations'),
        ...titled('sparePartRequestQuotations'),
      },
    ],
  },
  {
    path: screens.myQuotations,
    children: [
      { index: true, lazy: screen('myQuotations'), ...titled('myQuotations') },
      { path: screens.quotationInvitations, lazy: screen('invitations'), ...titled('quotationInvitations') },
      { path: screens.invitedSparePartRequest, lazy: screen('invitedRequest'), ...titled('invitedSparePartRequest') },
      {
        path: screens.createSparePartQuotation,
        lazy: screen('createQuotation'),
        ...titled('createSparePartQuotation'),
      },
      {
        path: screens.submittedSparePartQuotations,
        lazy: screen('submittedQuotations'),
        ...titled('submittedSparePartQuotations'),
      },
    ],
  },
];
