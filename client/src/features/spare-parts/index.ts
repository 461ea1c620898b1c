/**
 * What the overview, the navigation and the route table use of spare parts: the supplier's profile (its one cached
 * copy) and its status in words.
 */
export { sparePartKeys } from './api/spare-part-keys.ts';
export { isSupplierProfileNotification, useMySupplierProfile } from './api/supplier-profile.ts';
export { SupplierStatusBadge } from './components/supplier-status-badge.tsx';
