import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useApplication } from '../../api/get-application.ts';
import { EmailDocumentsDialog } from './email-documents-dialog.tsx';

/** The EmailPolicyDocuments modal of the shared modal state: the dialog for the record it was opened on. */
export function EmailDocumentsModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  return record ? <EmailDocumentsDialog record={record} onClose={onClose} /> : null;
}
