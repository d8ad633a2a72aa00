import type { BrokerFlags } from '../roles.ts';
import { canManualBind, canRefundMpfInvoice } from '../roles.ts';
import {
  HIDDEN_SALES_STATUSES,
  type PaymentPeriod,
  type PolicyStatus,
  type SalesStatus,
} from '../statuses.ts';
import { canDeclineRenewal, stopActionsFor } from '../renewal/stop-actions.ts';
import { CLAIMS_MADE_PRODUCTS, CONSTRUCTION_PRODUCTS, TENANTS_PRODUCTS } from '../endorsement/product-groups.ts';

/** The modal dialogs of a policy record (spec section 2.6), chosen by a modal type in shared state. */
export const POLICY_MODAL_TYPES = [
  'CancelPolicy',
  'AdditionalInsured',
  'NsfInvoice',
  'UpdatePolicy',
  'TransferAccount',
  'CreateExtension',
  'AddAccountNote',
  'AssignCustomLead',
  'ProductCardModal',
  'ManualBind',
  'EmailPolicyDocuments',
  'StopActionModal',
  'ReinstatePolicy',
  'Decline',
  'OpenLapsedPolicyModal',
  'CancellationRecord',
  'CreateExtendedReportingPeriod',
  'RecordFinanceTransaction',
  'PayInFull',
  'CreateManualCharge',
  'EndorsementOnPortalModal',
  'CreateCustomPremiums',
  'VoidStripeInvoice',
  'RefundMpfInvoiceModal',
  // Ours, not the spec's list: the overdue invoices payment (spec 7's overdueinvoices/pay) needs a modal.
  'PayOverdueInvoices',
  // Ours: moving a policy to another payment plan mid-term (issue 26, decision 0078).
  'ChangePaymentPlan',
] as const;
export type PolicyModalType = (typeof POLICY_MODAL_TYPES)[number];

/** What the actions of a record depend on. */
export interface PolicyActionRecord {
  status: PolicyStatus;
  salesStatus: SalesStatus;
  paymentPeriod: PaymentPeriod;
  productId: string;
  nonRenewable: boolean;
  /** Open invoices exist; undefined when not known (then only the roles that always see invoice actions see them). */
  hasOpenInvoices?: boolean;
  /** Open invoices due before now exist; undefined when not known (PayOverdueInvoices is then not offered). */
  hasOverdueInvoices?: boolean;
  /** Underwriting stopped the bind (spec 4: the application shows as unavailable). */
  bindStopped?: boolean;
  /** Set on a renewal application: the expiring policy it renews. */
  renewalOfId?: string | null;
}

/**
 * Cancellation flow (spec 6): endorsement users and super admins get the full flow; everyone else
 * acts as a broker (self-service: no description or option pickers, a signed PDF, no waivers).
 */
export function cancellationMode(flags: BrokerFlags): 'full' | 'broker' {
  return flags.superadmin || flags.endorsementUser ? 'full' : 'broker';
}

/**
 * Who may void which open invoice (spec 6): underwriters and super admins any; others only
 * waivable minimum-premium-fee (MPF) invoices.
 */
export function canVoidInvoice(flags: BrokerFlags, invoice: { isMPF: boolean; waivable: boolean }): boolean {
  return flags.superadmin || flags.underwriterUser || (invoice.isMPF && invoice.waivable);
}

/** A carrier with no other role only reads: notes and the cancellation record. */
export function isCarrierOnly(flags: BrokerFlags): boolean {
  const { carrier, ...others } = flags;
  return carrier !== null && !Object.values(others).some(Boolean);
}

const OPEN: readonly PolicyStatus[] = ['started', 'indicated', 'quoted', 'referred', 'rejected'];
const ISSUED: readonly PolicyStatus[] = ['bound', 'cancelled', 'lapsed'];

interface Context {
  flags: BrokerFlags;
  record: PolicyActionRecord;
  acts: boolean;
  staff: boolean;
  underwriting: boolean;
  finance: boolean;
  is: (...statuses: PolicyStatus[]) => boolean;
  issued: boolean;
}

/*
 * The actions matrix. Roles: everyone = every signed-in user except a carrier-only one;
 * staff = endorsement users, underwriters, super admins; underwriting = underwriters, super admins;
 * finance = finance users, super admins. open = started, indicated, quoted, referred, rejected;
 * issued = bound, cancelled, lapsed.
 *
 * | Modal                         | Who                       | Records                                            |
 * |-------------------------------|---------------------------|----------------------------------------------------|
 * | AddAccountNote                | all, carriers too         | any (brokers request policy changes through notes) |
 * | TransferAccount               | everyone                  | any                                                |
 * | ProductCardModal (lead move)  | everyone                  | open                                               |
 * | AssignCustomLead              | agency users, super admin | open                                               |
 * | ManualBind                    | canManualBind             | quoted, referred, bind not stopped                 |
 * | StopActionModal               | underwriting              | open quoted, referred (stop bind); bound,          |
 * |                               |                           | renewable, or an open renewal (stop renewal)       |
 * | Decline (renewal)             | everyone                  | bound, renewable; an open renewal application      |
 * | CancelPolicy                  | everyone (see note)       | bound                                              |
 * | UpdatePolicy (endorsement)    | staff                     | bound                                              |
 * | EndorsementOnPortalModal      | everyone                  | bound tenants products                             |
 * | AdditionalInsured             | everyone                  | bound, not tenants products                        |
 * | CreateExtension               | everyone                  | bound builders risk, course of construction        |
 * | CreateCustomPremiums          | underwriting              | bound                                              |
 * | EmailPolicyDocuments          | everyone                  | issued                                             |
 * | CancellationRecord            | all, carriers too         | cancelled                                          |
 * | ReinstatePolicy               | staff                     | cancelled                                          |
 * | OpenLapsedPolicyModal         | staff                     | lapsed                                             |
 * | CreateExtendedReportingPeriod | staff                     | issued claims-made products (D&O, tech E&O, life)  |
 * | RecordFinanceTransaction      | finance                   | issued                                             |
 * | CreateManualCharge            | finance                   | issued                                             |
 * | RefundMpfInvoiceModal         | canRefundMpfInvoice       | issued                                             |
 * | PayInFull                     | everyone (as CancelPolicy)| bound, monthly or instalment                       |
 * | VoidStripeInvoice             | finance, underwriters     | issued (others: issued with open invoices;         |
 * |                               |                           | canVoidInvoice limits them to waivable MPF ones)   |
 * | NsfInvoice                    | finance                   | bound or cancelled with open invoices              |
 * | PayOverdueInvoices (ours)     | everyone (as PayInFull)   | issued with overdue invoices (decision 0032)       |
 * | ChangePaymentPlan (ours)      | everyone (as PayInFull)   | bound, monthly or instalment (decision 0078)       |
 *
 * CancelPolicy opens in cancellationMode(flags): 'full' for endorsement users and super admins,
 * 'broker' (self-service) for everyone else.
 * A lead whose sales status hides it (Closed-Loss, Closed-Test) offers only AddAccountNote, which
 * changes the sales status back. Brokers change a tenants policy on the policy portal; on other
 * products they ask broker support with an account note (spec 6 reminder on notes).
 */
const RULES: Record<PolicyModalType, (c: Context) => boolean> = {
  AddAccountNote: () => true,
  TransferAccount: (c) => c.acts,
  ProductCardModal: (c) => c.acts && c.is(...OPEN),
  AssignCustomLead: (c) => (c.flags.agencyUser || c.flags.superadmin) && c.is(...OPEN),
  ManualBind: (c) =>
    canManualBind(c.flags) &&
    c.is('quoted', 'referred') &&
    !c.record.bindStopped &&
    !(c.record.renewalOfId && c.record.nonRenewable),
  // renewal/stop-actions.ts: which stops (renewal, bind) and declines a record allows.
  StopActionModal: (c) => c.underwriting && stopActionsFor(c.record).length > 0,
  Decline: (c) => c.acts && canDeclineRenewal(c.record),
  CancelPolicy: (c) => c.acts && c.is('bound'),
  UpdatePolicy: (c) => c.staff && c.is('bound'),
  EndorsementOnPortalModal: (c) => c.acts && c.is('bound') && TENANTS_PRODUCTS.includes(c.record.productId),
  AdditionalInsured: (c) => c.acts && c.is('bound') && !TENANTS_PRODUCTS.includes(c.record.productId),
  CreateExtension: (c) => c.acts && c.is('bound') && CONSTRUCTION_PRODUCTS.includes(c.record.productId),
  CreateCustomPremiums: (c) => c.underwriting && c.is('bound'),
  EmailPolicyDocuments: (c) => c.acts && c.issued,
  CancellationRecord: (c) => c.is('cancelled'),
  ReinstatePolicy: (c) => c.staff && c.is('cancelled'),
  OpenLapsedPolicyModal: (c) => c.staff && c.is('lapsed'),
  CreateExtendedReportingPeriod: (c) =>
    c.staff && c.issued && CLAIMS_MADE_PRODUCTS.includes(c.record.productId),
  RecordFinanceTransaction: (c) => c.finance && c.issued,
  CreateManualCharge: (c) => c.finance && c.issued,
  RefundMpfInvoiceModal: (c) => c.acts && canRefundMpfInvoice(c.flags) && c.issued,
  // As CancelPolicy: whoever sees the record and acts on it (its brokerage's brokers and agency
  // users; staff, finance and super admins), docs/decisions/0029.
  PayInFull: (c) => c.acts && c.is('bound') && c.record.paymentPeriod !== 'annual',
  VoidStripeInvoice: (c) =>
    c.acts && c.issued && (c.finance || c.flags.underwriterUser || c.record.hasOpenInvoices === true),
  NsfInvoice: (c) => c.finance && c.is('bound', 'cancelled') && c.record.hasOpenInvoices === true,
  // The server's rule (overdue-service checkPayer): whoever sees the record and acts on it, any plan.
  PayOverdueInvoices: (c) => c.acts && c.issued && c.record.hasOverdueInvoices === true,
  // As PayInFull: an annual plan has nothing left to move (changePaymentPlanQuote 'nothingLeft').
  ChangePaymentPlan: (c) => c.acts && c.is('bound') && c.record.paymentPeriod !== 'annual',
};

/**
 * Who may change an insured's language of correspondence on a record they see (decision 0079): as
 * TransferAccount, whoever acts on records (brokers and agency users of its brokerage, staff,
 * finance, super admins), on any record; a carrier with no other role only reads.
 */
export function canChangeCorrespondenceLanguage(flags: BrokerFlags): boolean {
  return !isCarrierOnly(flags);
}

/** The modal types a user sees on a record, in POLICY_MODAL_TYPES order (matrix above). */
export function availableActions(flags: BrokerFlags, record: PolicyActionRecord): PolicyModalType[] {
  const is = (...statuses: PolicyStatus[]) => statuses.includes(record.status);
  const context: Context = {
    flags,
    record,
    acts: !isCarrierOnly(flags),
    staff: flags.superadmin || flags.endorsementUser || flags.underwriterUser,
    underwriting: flags.superadmin || flags.underwriterUser,
    finance: flags.superadmin || flags.financialUser,
    is,
    issued: ISSUED.includes(record.status),
  };
  if (OPEN.includes(record.status) && HIDDEN_SALES_STATUSES.includes(record.salesStatus)) {
    return ['AddAccountNote'];
  }
  return POLICY_MODAL_TYPES.filter((type) => RULES[type](context));
}
