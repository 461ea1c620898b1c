export { paymentsRouter } from './payments.router.ts';
export { paymentWebhookRouter } from './payment-webhook.router.ts';
/** The money API of later capabilities: start a payment (checkout or saved card) and read one back. */
export { startPayment, getPaymentForUser } from './payments.service.ts';
export type {
  PaymentSettlementStep,
  PaymentSettlementSteps,
  SettledPayment,
  SettlementStepResult,
} from './settlement-steps.ts';
export { refundToWalletInSettlement } from './settlement-steps.ts';
export { demoWalletSeedStep, topUp as topUpDemoWallet } from './demo/demo-wallet.ts';
export { paymentsAdmin } from './admin/payments.admin.ts';
