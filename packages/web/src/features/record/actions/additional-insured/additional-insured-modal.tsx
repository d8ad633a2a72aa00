import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useApplication } from '../../api/get-application.ts';
import { AdditionalInsuredDialog } from './additional-insured-dialog.tsx';

/** The AdditionalInsured modal of the shared modal state: the dialog for the record it was opened on. */
export function AdditionalInsuredModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  const { user } = useCurrentUser();
  if (!record || !user) return null;
  return <AdditionalInsuredDialog record={record} user={user} onClose={onClose} />;
}
