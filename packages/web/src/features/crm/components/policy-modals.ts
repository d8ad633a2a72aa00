import type { PolicyModalType } from '@bm/domain';
import { registerModals } from '../../../components/modal-state/modal-registry.ts';
import type { ModalComponent } from '../../../components/modal-state/modal-types.ts';
import { CancelPolicyModal } from './cancel-policy/cancel-policy-modal.tsx';
import { CancellationRecordModal } from './cancel-policy/cancellation-record-modal.tsx';
import { UpdatePolicyModal } from './endorse-policy/update-policy-modal.tsx';
import { ManualBindModal } from './manual-bind-dialog.tsx';

/**
 * The record page's modals (spec 2.6). A type listed here (or registered anywhere with
 * registerModal) appears in the Actions menu for the users availableActions allows.
 */
export const POLICY_MODALS: Partial<Record<PolicyModalType, ModalComponent>> = {
  ManualBind: ManualBindModal,
  CancelPolicy: CancelPolicyModal,
  CancellationRecord: CancellationRecordModal,
  UpdatePolicy: UpdatePolicyModal,
};

registerModals(POLICY_MODALS);
