import { useMemo, useReducer, type ReactNode } from 'react';
import type { PolicyModalType } from '@bm/domain';
import { recordModalOpen } from './modal-analytics.ts';
import { ModalControlsContext, ModalStateContext, type ModalControls } from './modal-context.ts';
import type { ModalProps, ModalState } from './modal-types.ts';

type ModalAction = { kind: 'open'; type: PolicyModalType; props: ModalProps } | { kind: 'close' };

const CLOSED: ModalState = { type: null, props: null, openCount: 0 };

function modalReducer(state: ModalState, action: ModalAction): ModalState {
  if (action.kind === 'open') {
    return { type: action.type, props: action.props, openCount: state.openCount + 1 };
  }
  return state.type === null ? state : { type: null, props: null, openCount: state.openCount };
}

/** Holds the one open modal (spec 2.6); place a ModalHost inside the router to show it. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(modalReducer, CLOSED);
  const controls = useMemo<ModalControls>(
    () => ({
      openModal: (type, props) => {
        dispatch({ kind: 'open', type, props });
        recordModalOpen(type, props);
      },
      closeModal: () => dispatch({ kind: 'close' }),
    }),
    [],
  );
  return (
    <ModalControlsContext.Provider value={controls}>
      <ModalStateContext.Provider value={state}>{children}</ModalStateContext.Provider>
    </ModalControlsContext.Provider>
  );
}
