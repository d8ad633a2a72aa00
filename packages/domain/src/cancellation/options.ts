import type { Cents } from '../money.ts';

/** Cancellation options (spec 9), in the order the picker shows them (spec 4). */
export const CANCELLATION_OPTIONS = ['shortrate', 'prorata', 'mrp', 'flat'] as const;
export type CancellationOption = (typeof CANCELLATION_OPTIONS)[number];

/** Display labels of the options (spec 4). */
export const CANCELLATION_OPTION_LABELS: Record<CancellationOption, string> = {
  shortrate: 'SHORT RATE',
  prorata: 'PRO RATA',
  mrp: 'MRP',
  flat: 'FLAT',
};

/** True for one of the four option values. */
export function isCancellationOption(value: unknown): value is CancellationOption {
  return typeof value === 'string' && (CANCELLATION_OPTIONS as readonly string[]).includes(value);
}

/** Cancellation descriptions (spec 9), word for word. */
export const CANCELLATION_DESCRIPTIONS = [
  'Policy Cancellation',
  'Policy Cancellation (MRP Applied)',
  'Policy Cancellation for Non-Payment',
  'Policy Cancellation for Non-Payment (MRP Applied)',
  'Policy Cancellation by Insurer',
  'Flat Cancellation',
] as const;
export type CancellationDescription = (typeof CANCELLATION_DESCRIPTIONS)[number];

/** The description a broker's self-service cancellation carries (spec 4: fixed, not picked). */
export const BROKER_CANCELLATION_DESCRIPTION = 'broker cancelled';

/** A cancellation reason; `allowsCustomText` lets the user add their own words. */
export interface CancellationReason {
  value: string;
  allowsCustomText: boolean;
}

/**
 * Cancellation reasons (spec 9), word for word. The spec says only that "custom text is allowed on
 * several"; the house choice is the reasons whose detail varies: by the insurer, coverage placed
 * elsewhere, wrong policy sold and Other.
 */
export const CANCELLATION_REASONS: readonly CancellationReason[] = [
  { value: 'Cancelled by Insurer', allowsCustomText: true },
  { value: 'Client Deceased', allowsCustomText: false },
  { value: 'Commercial No Longer in Business', allowsCustomText: false },
  { value: 'Commercial Coverage Placed Elsewhere', allowsCustomText: true },
  { value: 'Disputes and AR Cancellations', allowsCustomText: false },
  { value: 'Property Sold', allowsCustomText: false },
  { value: 'Purchased in Error', allowsCustomText: false },
  { value: 'Tenant Bundling with Auto Insurance', allowsCustomText: false },
  { value: 'Tenant Bought a Condo/Home', allowsCustomText: false },
  { value: 'Tenant Duplicate Policy', allowsCustomText: false },
  { value: 'Tenant Does Not Want Insurance', allowsCustomText: false },
  { value: 'Tenant Moved', allowsCustomText: false },
  { value: 'Tenant Moved In with Family', allowsCustomText: false },
  { value: 'Tenant Moved Out of Country', allowsCustomText: false },
  { value: 'Tenant Coverage Placed Elsewhere', allowsCustomText: true },
  { value: 'Tenant Policy Rewrite', allowsCustomText: false },
  { value: 'Wrong Policy Sold', allowsCustomText: true },
  { value: 'Other', allowsCustomText: true },
];

/**
 * The option preselected when the date changes (spec 4): short rate when the policy effective date
 * is before the chosen date, otherwise flat. Days are YYYY-MM-DD, so they compare as strings.
 */
export function defaultCancellationOption(policyEffectiveDay: string, cancelDay: string): CancellationOption {
  return policyEffectiveDay < cancelDay ? 'shortrate' : 'flat';
}

/**
 * Who may waive the admin fee (spec 6: one specific brokerage, two specific tenants products). The
 * house pick is the seeded brokerage MAPLE on the tenants and student-tenants products; both must
 * match. Brokerage codes compare case-insensitively, as the brokerages table indexes them.
 */
export const ADMIN_FEE_WAIVER = {
  brokerageCode: 'MAPLE',
  productIds: ['tenants', 'student-tenants'],
} as const;

/** True when the Waive Admin Fee box is offered for this brokerage and product (spec 6). */
export function adminFeeWaiverAllowed(brokerageCode: string, productId: string): boolean {
  return (
    brokerageCode.trim().toUpperCase() === ADMIN_FEE_WAIVER.brokerageCode &&
    (ADMIN_FEE_WAIVER.productIds as readonly string[]).includes(productId)
  );
}

/** True when the Missed Payment Fee waiver is offered: some open MPF invoice is still due (spec 6). */
export function missedPaymentFeeWaiverAllowed(openMpfInvoices: readonly Cents[]): boolean {
  return openMpfInvoices.some((amountDue) => amountDue > 0);
}

/** The three waiver boxes of the cancellation form. */
export interface CancellationWaivers {
  feeWaived: boolean;
  adminFeeWaived: boolean;
  missedPaymentFeeWaived: boolean;
}

/** What decides which waivers can apply. */
export interface WaiverContext {
  brokerageCode: string;
  productId: string;
  openMissedPaymentFees: readonly Cents[];
}

/**
 * The waivers that take effect (spec 4 and 6): flat forces "fee waived" on; MRP disables every
 * waiver box (all off); the admin fee and missed payment fee waivers apply only where offered.
 * The server and the browser both pass the user's boxes through this, so a stale or forged box
 * cannot change the figures.
 */
export function appliedWaivers(
  option: CancellationOption,
  requested: CancellationWaivers,
  context: WaiverContext,
): CancellationWaivers {
  if (option === 'mrp') return { feeWaived: false, adminFeeWaived: false, missedPaymentFeeWaived: false };
  return {
    feeWaived: option === 'flat' ? true : requested.feeWaived,
    adminFeeWaived:
      requested.adminFeeWaived && adminFeeWaiverAllowed(context.brokerageCode, context.productId),
    missedPaymentFeeWaived:
      requested.missedPaymentFeeWaived && missedPaymentFeeWaiverAllowed(context.openMissedPaymentFees),
  };
}

/** How one waiver box shows on the form. */
export interface WaiverBox {
  visible: boolean;
  enabled: boolean;
}

/**
 * How the waiver boxes show for an option (spec 4 and 6): the admin fee box only where the waiver
 * is offered, the missed payment fee box only with open MPF invoices; MRP disables every box and
 * flat locks "fee waived" on. Brokers in the self-service flow see none (spec 6), which the caller
 * decides.
 */
export function waiverBoxes(
  option: CancellationOption | undefined,
  context: WaiverContext,
): Record<keyof CancellationWaivers, WaiverBox> {
  const open = option !== 'mrp';
  const admin = adminFeeWaiverAllowed(context.brokerageCode, context.productId);
  const mpf = missedPaymentFeeWaiverAllowed(context.openMissedPaymentFees);
  return {
    feeWaived: { visible: true, enabled: open && option !== 'flat' },
    adminFeeWaived: { visible: admin, enabled: admin && open },
    missedPaymentFeeWaived: { visible: mpf, enabled: mpf && open },
  };
}
