export { suppliersRouter } from './suppliers/suppliers.router.ts';
export { sparePartRequestsRouter } from './requests/spare-part-requests.router.ts';
export { sparePartQuotationsRouter } from './quotations/spare-part-quotations.router.ts';
export { runSparePartExpirySweep } from './requests/expiry.service.ts';
export { sparePartOrdersRouter } from './orders/spare-part-orders.router.ts';
export { runSparePartAutoCompleteSweep } from './orders/auto-complete.service.ts';
/** The payments module's settlement step for the purpose "spare-parts" (wired in payment-settlement-steps.ts). */
export { paySparePartsByCard } from './orders/spare-part-payment.service.ts';
export { suppliersAdmin } from './admin/suppliers.admin.ts';
export { sparePartRequestsAdmin } from './admin/spare-part-requests.admin.ts';
export { sparePartQuotationsAdmin } from './admin/spare-part-quotations.admin.ts';
export { demoSuppliersSeedStep } from './demo/demo-suppliers.ts';
export { eraseSupplierPersonalData } from './suppliers/supplier-erasure.service.ts';
export { eraseSparePartRequestPersonalData } from './requests/spare-part-request-erasure.service.ts';
