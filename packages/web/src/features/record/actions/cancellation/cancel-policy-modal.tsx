import { cancellationMode } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useApplication } from '../../api/get-application.ts';
import { CancelPolicyDialog } from './cancel-policy-dialog.tsx';

/**
 * The CancelPolicy modal of the shared modal state: the full flow for endorsement users and super
 * admins, the broker's self-service flow for everyone else (spec 6).
 */
export function CancelPolicyModal({ applicationId, onClose }: ModalComponentProps) {
  const { data: record } = useApplication(applicationId);
  const { user } = useCurrentUser();
  if (!record || !user) return null;
  return <CancelPolicyDialog record={record} mode={cancellationMode(user.flags)} onClose={onClose} />;
}
