import { createContext, useContext } from 'react';
import type { PolicyModalType } from '@bm/domain';
import type { ModalProps, ModalSelection, ModalState } from './modal-types.ts';

export interface ModalControls {
  /** Opens `type` in place of any open modal and records the open event. */
  openModal: (type: PolicyModalType, props: ModalProps) => void;
  closeModal: () => void;
}

export const ModalStateContext = createContext<ModalState | null>(null);
export const ModalControlsContext = createContext<ModalControls | null>(null);

/** The full state, with its open counter (the host keys the modal by it). */
export function useModalState(): ModalState {
  const state = useContext(ModalStateContext);
  if (!state) throw new Error('useModal needs a ModalProvider above it');
  return state;
}

/** openModal and closeModal only: does not re-render when a modal opens or closes. */
export function useModalControls(): ModalControls {
  const controls = useContext(ModalControlsContext);
  if (!controls) throw new Error('useModal needs a ModalProvider above it');
  return controls;
}

/** The open modal's type and props (both null when none is open), with openModal and closeModal. */
export function useModal(): ModalSelection & ModalControls {
  const state = useModalState();
  const controls = useModalControls();
  return state.type === null
    ? { type: null, props: null, ...controls }
    : { type: state.type, props: state.props, ...controls };
}
