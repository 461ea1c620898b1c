export { walletRouter } from './wallet.router.ts';
export { applyTransferOutcome, type TransferOutcome, type TransferOutcomeResult } from './payout-outcome.service.ts';
export { reconcilePayouts, type PayoutReconciliation } from './payout-reconciliation.service.ts';
export { createCoupon, ensureCoupon, type CreateCouponInput, type CouponSummary } from './coupons.service.ts';
export { demoCouponsSeedStep, DEMO_COUPON } from './demo/demo-coupons.ts';
export { walletTransactionsAdmin } from './admin/wallet-transactions.admin.ts';
export { payoutsAdmin } from './admin/payouts.admin.ts';
export { bankAccountsAdmin } from './admin/bank-accounts.admin.ts';
export { couponsAdmin } from './admin/coupons.admin.ts';
