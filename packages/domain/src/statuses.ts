/** Policy statuses (spec section 4). */
export const POLICY_STATUSES = [
  'started',
  'indicated',
  'quoted',
  'referred',
  'bound',
  'cancelled',
  'rejected',
  'lapsed',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Each status as people read it (screens, history words). */
export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  started: 'Started',
  indicated: 'Indicated',
  quoted: 'Quoted',
  referred: 'Referred',
  bound: 'Bound',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  lapsed: 'Lapsed',
};

/** 'bound', 'cancelled' and 'lapsed' count as completed. */
export const COMPLETED_STATUSES: readonly PolicyStatus[] = ['bound', 'cancelled', 'lapsed'];
export function isCompleted(status: PolicyStatus): boolean {
  return COMPLETED_STATUSES.includes(status);
}

export const SALES_STATUSES = ['Open', 'Closed-Won', 'Closed-Loss', 'Closed-Test'] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];
/** Moving to Closed-Loss or Closed-Test hides the application from the CRM. */
export const HIDDEN_SALES_STATUSES: readonly SalesStatus[] = ['Closed-Loss', 'Closed-Test'];

export const PAYMENT_PERIODS = ['annual', 'monthly', 'instalment'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export function isPaymentPeriod(value: unknown): value is PaymentPeriod {
  return typeof value === 'string' && (PAYMENT_PERIODS as readonly string[]).includes(value);
}

export const TRANSACTION_TYPES = [
  'New Business',
  'Renewal',
  'Endorsement',
  'Cancellation',
  'Reinstatement',
  'Extension',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const APPLICATION_SOURCES = ['Broker', 'Agency', 'Marketplace', 'Launchpad'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
