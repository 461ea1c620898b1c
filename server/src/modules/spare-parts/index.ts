export { suppliersRouter } from './suppliers/suppliers.router.ts';
export { sparePartRequestsRouter } from './requests/spare-part-requests.router.ts';
export { sparePartQuotationsRouter } from './quotations/spare-part-quotations.router.ts';
export { runSparePartExpirySweep } from './requests/expiry.service.ts';
export { suppliersAdmin } from './admin/suppliers.admin.ts';
export { sparePartRequestsAdmin } from './admin/spare-part-requests.admin.ts';
export { demoSuppliersSeedStep } from './demo/demo-suppliers.ts';
export { eraseSupplierPersonalData } from './suppliers/supplier-erasure.service.ts';
