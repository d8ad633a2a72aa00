import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useApplication } from '../../api/get-application.ts';
import { AccountNoteDialog } from './account-note-dialog.tsx';

/** The AddAccountNote modal of the shared modal state: the dialog for the record it was opened on. */
export function AddAccountNoteModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  const { user } = useCurrentUser();
  return record && user ? <AccountNoteDialog record={record} flags={user.flags} onClose={onClose} /> : null;
}
