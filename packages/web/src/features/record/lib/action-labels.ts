import type { PolicyModalType } from '@bm/domain';

/** The Actions menu's label of each modal type; it is also the call to action the open event records. */
export const ACTION_LABELS: Record<PolicyModalType, string> = {
  CancelPolicy: 'Cancel policy',
  AdditionalInsured: 'Add additional insured',
  NsfInvoice: 'NSF invoice',
  UpdatePolicy: 'Endorse policy',
  TransferAccount: 'Transfer account',
  CreateExtension: 'Create extension',
  AddAccountNote: 'Add account note',
  AssignCustomLead: 'Assign lead',
  ProductCardModal: 'Move lead to another product',
  ManualBind: 'Manual bind',
  EmailPolicyDocuments: 'Email policy documents',
  StopActionModal: 'Stop renewal or bind',
  ReinstatePolicy: 'Reinstate policy',
  Decline: 'Decline renewal',
  OpenLapsedPolicyModal: 'Open lapsed policy',
  CancellationRecord: 'Cancellation record',
  CreateExtendedReportingPeriod: 'Extended reporting period',
  RecordFinanceTransaction: 'Record finance transaction',
  PayInFull: 'Pay in full',
  CreateManualCharge: 'Create manual invoice',
  EndorsementOnPortalModal: 'Endorse on policy portal',
  CreateCustomPremiums: 'Custom premiums',
  VoidStripeInvoice: 'Void invoice',
  RefundMpfInvoiceModal: 'Refund missed payment fee',
};
