import type { ComponentType } from 'react';
import type { PolicyModalType } from '@bm/domain';

/** What opened a modal: the record it acts on and the call to action that opened it. */
export interface ModalProps {
  /** The label of the button or menu item that opened the modal (recorded with the open event). */
  callToAction: string;
  applicationId: string;
}

/** The props every registered modal receives. */
export interface ModalComponentProps extends ModalProps {
  type: PolicyModalType;
  /** Closes the modal and resets the shared state. */
  onClose: () => void;
}

export type ModalComponent = ComponentType<ModalComponentProps>;

/** No modal, or exactly one, chosen by its type (spec 2.6). */
export type ModalSelection = { type: null; props: null } | { type: PolicyModalType; props: ModalProps };

/** The shared modal state; `openCount` changes on every open, so a reopened modal starts afresh. */
export type ModalState = ModalSelection & { openCount: number };
