// What policies/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { accessScope, type AccessScope, canSee, scopeCondition } from './access-scope.ts';
export {
  ACTION_NOT_ALLOWED,
  hiddenRecord,
  lockPolicyForChange,
  offersAction,
  requireAction,
  visibleApplication,
} from './access.ts';
export {
  changeAnswer,
  type ChangeDeps,
  changeDeps,
  type ChangeResult,
  replayedChange,
  savedChange,
  type SavedChange,
} from './change-answer.ts';
export { queuePolicyDocuments } from './document-jobs.ts';
export {
  BALANCE_INVOICE_TYPE,
  MANUAL_INVOICE_KIND,
  openInvoiceBalances,
  policyFacts,
  type PolicyFacts,
  policyTerm,
  REFUND_INVOICE_TYPE,
} from './facts.ts';
export { readLedger, toLedgerEntry } from './ledger.ts';
export { oneOf, toApplication, toListItem } from './mappers.ts';
export {
  CHANGE_PAYMENT_PLAN_TYPE,
  planChangesMade,
  type PlanInvoice,
  planInvoices,
  planPaymentsBilled,
} from './plan-payments.ts';
export { planCardChoice, planCardFeeCharges, planCardFeeFigures, planCardFees } from './plan-card-fee.ts';
export { invoicePrefix, type MoneyEntry, type NewInvoice, recordPolicyChange } from './record-change.ts';
export {
  type ApplicationRecord,
  type ApplicationRow,
  brokerNameSql,
  findApplication,
  lockApplication,
} from './repository.ts';
