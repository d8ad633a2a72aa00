import type { PolicyModalType } from '@bm/domain';
import { registerModals } from '../../../components/modal-state/modal-registry.ts';
import type { ModalComponent } from '../../../components/modal-state/modal-types.ts';
import { ManualBindModal } from './manual-bind-dialog.tsx';

/**
 * The record page's modals (spec 2.6). A type listed here (or registered anywhere with
 * registerModal) appears in the Actions menu for the users availableActions allows.
 */
export const POLICY_MODALS: Partial<Record<PolicyModalType, ModalComponent>> = {
  ManualBind: ManualBindModal,
};

registerModals(POLICY_MODALS);
