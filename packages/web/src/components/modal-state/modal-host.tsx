import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WithQueries } from '../lazy-query-layer.tsx';
import { useModalControls, useModalState } from './modal-context.ts';
import { useModalRegistry } from './modal-registry.ts';

/**
 * Renders the component registered for the open modal type, if any. Sits inside the router (modals
 * may link) and closes the modal when the page changes.
 */
export function ModalHost() {
  const state = useModalState();
  const { closeModal } = useModalControls();
  const registry = useModalRegistry();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeModal();
  }, [pathname, closeModal]);

  if (state.type === null) return null;
  const Modal = registry.get(state.type);
  if (!Modal) return null;
  // Modals read and change server state: inside the react-query cache (decision 0041).
  return (
    <WithQueries>
      <Modal key={state.openCount} type={state.type} {...state.props} onClose={closeModal} />
    </WithQueries>
  );
}
