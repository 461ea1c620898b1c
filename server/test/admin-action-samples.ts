/* eslint-disable boundaries/dependencies -- each module keeps its action samples in its own test code
   (modules/<domain>/admin/*.admin.test-support.ts, never exported by its index.ts); only tests import this list. */
import { checkGatewaySample, retrySample } from '../src/modules/wallet/admin/payouts.admin.test-support.ts';
import { createCouponSample, expireCouponSample } from '../src/modules/wallet/admin/coupons.admin.test-support.ts';
import { refundSample } from '../src/modules/payments/admin/payments.admin.test-support.ts';
import {
  reinstateSample,
  resendConfirmationSample,
  suspendSample,
} from '../src/modules/users/admin/users.admin.test-support.ts';
import {
  markCalledSample,
  createPostSample,
  editPostSample,
  publishPostSample,
  unpublishPostSample,
  createFaqSample,
  editFaqSample,
  deleteFaqSample,
} from '../src/modules/content/admin/content.admin.test-support.ts';
import { editProductSample } from '../src/modules/subscriptions/admin/subscriptions.admin.test-support.ts';
import {
  addAdminSample,
  grantRoleSample,
  revokeRoleSample,
} from '../src/modules/admin/admin/admins.admin.test-support.ts';
import {
  acceptChangesSample,
  approveSample,
  deactivateSample as deactivateTechnicianSample,
  reinstateSample as reinstateTechnicianSample,
  rejectSample,
  requestChangesSample,
  suspendSample as suspendTechnicianSample,
} from '../src/modules/technicians/admin/technician-applications.admin.test-support.ts';
import {
  cancelJobSample,
  cancelMaintenanceRequestSample,
  resolveDisputeSample,
} from '../src/modules/maintenance/admin/maintenance-requests.admin.test-support.ts';
import {
  hideReviewSample,
  unhideReviewSample,
} from '../src/modules/reviews/admin/customer-reviews.admin.test-support.ts';
import {
  acceptSupplierChangesSample,
  approveSupplierSample,
  rejectSupplierSample,
} from '../src/modules/spare-parts/admin/suppliers.admin.test-support.ts';
import { cancelWithRefundSample } from '../src/modules/spare-parts/admin/spare-part-requests.admin.test-support.ts';
import type { TestApp } from './test-app.ts';

/** What an admin action needs to succeed: the record it acts on (record actions), its input, and a reason. */
export interface AdminActionSample {
  recordId?: string;
  input: Record<string, unknown>;
  reason?: string;
}

/** Makes a fresh sample in the test's database (each call its own record, so every run of the action can succeed). */
export type AdminActionSampleMaker = (t: TestApp) => Promise<AdminActionSample>;

/**
 * One sample per admin action, keyed "<resource>/<action>", for the generated authorization test
 * (server/src/modules/admin/admin-authorization.api.test.ts): an admin holding the action's privilege must succeed
 * with it, everyone else must be refused and change nothing. A module keeps its samples beside its declarations
 * (`modules/<domain>/admin/<name>.admin.test-support.ts`) and lists them here; an action without a sample fails
 * that test.
 */
export const adminActionSamples: Record<string, AdminActionSampleMaker> = {
  'payments/refund': refundSample,
  'payouts/check-gateway': checkGatewaySample,
  'payouts/retry': retrySample,
  'coupons/create': createCouponSample,
  'coupons/expire': expireCouponSample,
  'users/suspend': suspendSample,
  'users/reinstate': reinstateSample,
  'users/resend-confirmation': resendConfirmationSample,
  'call-requests/mark-called': markCalledSample,
  'blog-posts/create': createPostSample,
  'blog-posts/edit': editPostSample,
  'blog-posts/publish': publishPostSample,
  'blog-posts/unpublish': unpublishPostSample,
  'faq-entries/create': createFaqSample,
  'faq-entries/edit': editFaqSample,
  'faq-entries/delete': deleteFaqSample,
  'subscription-products/edit': editProductSample,
  'admins/grant-role': grantRoleSample,
  'admins/revoke-role': revokeRoleSample,
  'admins/add-admin': addAdminSample,
  'technician-applications/approve': approveSample,
  'technician-applications/request-changes': requestChangesSample,
  'technician-applications/reject': rejectSample,
  'technician-applications/accept-changes': acceptChangesSample,
  'technician-applications/suspend': suspendTechnicianSample,
  'technician-applications/deactivate': deactivateTechnicianSample,
  'technician-applications/reinstate': reinstateTechnicianSample,
  'maintenance-requests/cancel': cancelMaintenanceRequestSample,
  'maintenance-requests/resolve-dispute': resolveDisputeSample,
  'maintenance-requests/cancel-job': cancelJobSample,
  'reviews/hide': hideReviewSample,
  'reviews/unhide': unhideReviewSample,
  'suppliers/approve': approveSupplierSample,
  'suppliers/reject': rejectSupplierSample,
  'suppliers/accept-changes': acceptSupplierChangesSample,
  'spare-part-requests/cancel-with-refund': cancelWithRefundSample,
};
