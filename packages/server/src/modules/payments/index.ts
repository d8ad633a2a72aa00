// What payments/ offers the rest of the server (docs/decisions/0075-payments-module.md): taking and
// returning card money exactly once, and settling what a stopped process left with the processor.
// The providers' adapters stay in integrations/payments/.
export { CARD_GONE_MESSAGE, cardFor, paymentError } from './card-for.ts';
export {
  awaitPayment,
  chargeOnce,
  type ChargeOnceInput,
  claimPayment,
  drivePayment,
  findPaymentByKey,
  isRefunded,
  PAYMENT_MESSAGES,
  type PaymentRow,
  type PaymentStatus,
  releaseClaim,
} from './charge-once.ts';
export { chargeForPolicyChange, type MoneyDeps, PAYMENT_FAILED_CODE } from './policy-change-charge.ts';
export {
  type ApplyBind,
  type ReconcileDeps,
  reconcilePayments,
  recordedOrRefunded,
} from './reconcile-payments.ts';
export { refundOnce, type RefundOnceInput, type RefundRow, type RefundStatus } from './refund-once.ts';
export { recordManualRefund, refundToCard } from './refund-to-card.ts';
export { STALE_MS } from './settle.ts';
export { RECONCILE_MESSAGES } from './reconcile-payments.ts';
