import type { PolicyModalType } from '@bm/domain';
import { registerModals } from '../../../components/modal-state/modal-registry.ts';
import type { ModalComponent } from '../../../components/modal-state/modal-types.ts';
import { CancelPolicyModal } from './cancel-policy/cancel-policy-modal.tsx';
import { CancellationRecordModal } from './cancel-policy/cancellation-record-modal.tsx';
import { UpdatePolicyModal } from './endorse-policy/update-policy-modal.tsx';
import { AddAccountNoteModal } from './account-note/account-note-modal.tsx';
import { ManualBindModal } from './manual-bind-dialog.tsx';
import { DeclineModal } from './renewal/decline-modal.tsx';
import { StopActionModal } from './renewal/stop-action-modal.tsx';
import { AdditionalInsuredModal } from './additional-insured/additional-insured-modal.tsx';
import { EmailDocumentsModal } from './email-documents/email-documents-modal.tsx';
import { AssignCustomLeadModal } from './transfer-account/assign-custom-lead-modal.tsx';
import { ProductCardModal } from './transfer-account/product-card-modal.tsx';
import { TransferAccountModal } from './transfer-account/transfer-account-modal.tsx';
import { ReinstatePolicyModal } from './reinstate-policy/reinstate-policy-modal.tsx';
import { OpenLapsedPolicyModal } from './open-lapsed-policy/open-lapsed-policy-modal.tsx';

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
};

registerModals(POLICY_MODALS);
