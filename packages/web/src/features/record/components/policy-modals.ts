import type { PolicyModalType } from '@bm/domain';
import { registerModals } from '../../../components/modal-state/modal-registry.ts';
import type { ModalComponent } from '../../../components/modal-state/modal-types.ts';
import { CancelPolicyModal } from '../actions/cancellation/cancel-policy-modal.tsx';
import { CancellationRecordModal } from '../actions/cancellation/cancellation-record-modal.tsx';
import { UpdatePolicyModal } from '../actions/endorsement/update-policy-modal.tsx';
import { AddAccountNoteModal } from '../actions/account-note/account-note-modal.tsx';
import { ManualBindModal } from '../actions/manual-bind/manual-bind-dialog.tsx';
import { DeclineModal } from '../actions/renewal/decline-modal.tsx';
import { StopActionModal } from '../actions/renewal/stop-action-modal.tsx';
import { AdditionalInsuredModal } from '../actions/additional-insured/additional-insured-modal.tsx';
import { EmailDocumentsModal } from '../actions/email-documents/email-documents-modal.tsx';
import { AssignCustomLeadModal } from '../actions/transfer/assign-custom-lead-modal.tsx';
import { ProductCardModal } from '../actions/transfer/product-card-modal.tsx';
import { TransferAccountModal } from '../actions/transfer/transfer-account-modal.tsx';
import { ReinstatePolicyModal } from '../actions/reinstatement/reinstate-policy-modal.tsx';
import { OpenLapsedPolicyModal } from '../actions/reinstatement/open-lapsed-policy-modal.tsx';
import { NsfInvoiceModal } from '../actions/nsf-invoice/nsf-invoice-modal.tsx';
import { PayInFullModal } from '../actions/pay-in-full/pay-in-full-modal.tsx';
import { VoidInvoiceModal } from '../actions/void-invoice/void-invoice-modal.tsx';
import { RefundMpfInvoiceModal } from '../actions/refund-mpf-invoice/refund-mpf-invoice-modal.tsx';
import { ManualInvoiceModal } from '../actions/manual-invoice/manual-invoice-modal.tsx';
import { FinanceTransactionModal } from '../actions/finance-transaction/finance-transaction-modal.tsx';
import { ErpModal } from '../actions/erp/erp-modal.tsx';
import { PayOverdueInvoicesModal } from '../actions/pay-overdue-invoices/pay-overdue-invoices-modal.tsx';
import { ExtensionModal } from '../actions/extension/extension-modal.tsx';
import { CustomPremiumsModal } from '../actions/custom-premium/custom-premiums-modal.tsx';
import { EndorsementOnPortalModal } from '../actions/endorsement-on-portal/endorsement-on-portal-modal.tsx';
import { ChangePaymentPlanModal } from '../actions/change-payment-plan/change-payment-plan-modal.tsx';

/**
 * The record page's modals (spec 2.6). A type listed here (or registered anywhere with
 * registerModal) appears in the Actions menu for the users availableActions allows.
 */
export const POLICY_MODALS: Partial<Record<PolicyModalType, ModalComponent>> = {
  ManualBind: ManualBindModal,
  StopActionModal: StopActionModal,
  Decline: DeclineModal,
  AddAccountNote: AddAccountNoteModal,
  CancelPolicy: CancelPolicyModal,
  CancellationRecord: CancellationRecordModal,
  UpdatePolicy: UpdatePolicyModal,
  AdditionalInsured: AdditionalInsuredModal,
  EmailPolicyDocuments: EmailDocumentsModal,
  TransferAccount: TransferAccountModal,
  ProductCardModal: ProductCardModal,
  AssignCustomLead: AssignCustomLeadModal,
  ReinstatePolicy: ReinstatePolicyModal,
  OpenLapsedPolicyModal: OpenLapsedPolicyModal,
  NsfInvoice: NsfInvoiceModal,
  PayInFull: PayInFullModal,
  VoidStripeInvoice: VoidInvoiceModal,
  RefundMpfInvoiceModal: RefundMpfInvoiceModal,
  CreateManualCharge: ManualInvoiceModal,
  RecordFinanceTransaction: FinanceTransactionModal,
  CreateExtendedReportingPeriod: ErpModal,
  PayOverdueInvoices: PayOverdueInvoicesModal,
  CreateExtension: ExtensionModal,
  CreateCustomPremiums: CustomPremiumsModal,
  EndorsementOnPortalModal: EndorsementOnPortalModal,
  ChangePaymentPlan: ChangePaymentPlanModal,
};

registerModals(POLICY_MODALS);
